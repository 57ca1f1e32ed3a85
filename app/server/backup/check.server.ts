import { sql } from 'kysely'
import { type DatabaseHandle, migrationState } from '../db.server'
import { BackupError } from './programs.server'
import { countRows } from './rows.server'
import type { Manifest } from './snapshot.server'

// A restored database is checked before anything runs on it: SQLite's own check of its file, every table's rows
// against the count the backup made of its copy, and its migrations against this build's.

export type CheckedRestore = {
  /** SQLite's integrity_check: 'ok'; PostgreSQL has none (pg_restore's single transaction is all or nothing). */
  integrity: 'ok' | null
  rows: Record<string, number>
  /** Migrations of this build that the server will run when it starts on the restored database. */
  pendingMigrations: string[]
}

export async function checkRestored(handle: DatabaseHandle, manifest: Manifest): Promise<CheckedRestore> {
  const integrity = handle.engine === 'sqlite' ? await integrityCheck(handle) : null
  const rows = await countRows(handle.db)
  const tables = [...new Set([...Object.keys(manifest.rows), ...Object.keys(rows)])]
  const differ = tables.filter((table) => manifest.rows[table] !== rows[table])
  if (differ.length) {
    const found = differ.map(
      (table) => `${table} ${rows[table] ?? 'missing'} (the copy had ${manifest.rows[table] ?? 'none'})`,
    )
    throw new BackupError(`The restored rows are not the copy's: ${found.join(', ')}.`)
  }
  const { pending, unknown } = await migrationState(handle.db)
  if (unknown.length) {
    throw new BackupError(
      `The snapshot was migrated by a newer build of the site (${unknown.join(', ')}): restore it with that build.`,
    )
  }
  return { integrity, rows, pendingMigrations: pending }
}

async function integrityCheck(handle: DatabaseHandle): Promise<'ok'> {
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db)
  const problems = rows.map((row) => row.integrity_check).filter((line) => line !== 'ok')
  if (problems.length || !rows.length) {
    throw new BackupError(`SQLite's integrity_check failed: ${problems.slice(0, 5).join('; ')}`)
  }
  return 'ok'
}
