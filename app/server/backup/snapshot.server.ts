import path from 'node:path'
import { sql } from 'kysely'
import { z } from 'zod'
import { type DatabaseHandle, type Engine, openDatabase } from '../db.server'
import { dumpPostgres } from './postgres-copy.server'
import { countRows } from './rows.server'

// A consistent copy of the database, made while the site goes on taking leads: every transaction committed before
// the copy's view began is in it whole, and none that committed after is in it at all (docs/decisions/0099).

/** What a snapshot's copy is, in the file beside it. */
export const manifestSchema = z.object({
  engine: z.enum(['sqlite', 'postgres']),
  /** The copy's file name in the snapshot. */
  file: z.string().regex(/^[\w.-]+$/),
  /** When the copy's view of the database began: what had committed by then is in it. */
  takenAt: z.string().datetime(),
  /** The rows of each table in the copy, for the restore to check against. */
  rows: z.record(z.string(), z.number().int().min(0)),
})

export type Manifest = z.infer<typeof manifestSchema>

/** The file beside each copy that says what the copy is. */
export const manifestFile = 'backup.json'

const copyFiles: Record<Engine, string> = { sqlite: 'site.db', postgres: 'site.pgdump' }

/** Copies the database into a file in the folder; answers the copy's manifest. */
export async function copyDatabase(handle: DatabaseHandle, url: string, folder: string, signal?: AbortSignal) {
  const file = copyFiles[handle.engine]
  const target = path.join(folder, file)
  if (handle.engine === 'sqlite') {
    const takenAt = new Date().toISOString()
    // One read transaction, which writers in WAL mode do not wait for. The copy is written afresh, with no free
    // pages: nothing deleted before it (an erasure) travels in it.
    await sql`vacuum into ${target}`.execute(handle.db)
    const copy = openDatabase(target)
    try {
      const manifest: Manifest = { engine: 'sqlite', file, takenAt, rows: await countRows(copy.db) }
      return manifest
    } finally {
      await copy.db.destroy()
    }
  }
  // pg_dump reads in a snapshot of its own; exported from this transaction, it is also the one the rows are counted
  // in, so the counts are the dump's. The transaction stays open until pg_dump is done with it.
  return handle.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const takenAt = new Date().toISOString()
      const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx)
      const counts = await countRows(trx)
      await dumpPostgres(url, rows[0].snapshot, target, signal)
      const manifest: Manifest = { engine: 'postgres', file, takenAt, rows: counts }
      return manifest
    })
}
