import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { DatabaseHandle } from '../db.server'
import { type GoodBackup, recordGoodBackup } from './record.server'
import { type Repository, forgetExpired, storeSnapshot } from './restic.server'
import { copyDatabase, manifestFile } from './snapshot.server'
import { totalRows } from './rows.server'

// One backup (docs/decisions/0099): a consistent copy of the database and the manifest that says what it holds,
// stored together as one encrypted restic snapshot, noted in the database as the last good backup, and then the
// snapshots past the retention are forgotten.

export type BackupOptions = {
  handle: DatabaseHandle
  /** The database's URL, for pg_dump. */
  url: string
  repository: Repository
  signal?: AbortSignal
}

export type BackupResult = {
  snapshotId: string
  takenAt: string
  storedAt: string
  rows: number
  tables: number
  ms: number
  /** Why the snapshots past the retention could not be forgotten this time (the backup itself is good). */
  retentionFailure?: string
}

export async function runBackup({ handle, url, repository, signal }: BackupOptions): Promise<BackupResult> {
  const started = performance.now()
  // The copy is not encrypted until restic has it, so it waits in a folder only this user can read, and goes
  // as soon as it is stored.
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'site-backup-'))
  let stored: GoodBackup & { rows: Record<string, number> }
  try {
    const manifest = await copyDatabase(handle, url, folder, signal)
    await fs.writeFile(path.join(folder, manifestFile), JSON.stringify(manifest, null, 2))
    const snapshotId = await storeSnapshot(repository, folder, [manifest.file, manifestFile], signal)
    stored = { snapshotId, takenAt: manifest.takenAt, storedAt: new Date().toISOString(), rows: manifest.rows }
  } finally {
    await fs.rm(folder, { recursive: true, force: true })
  }
  const { rows, ...backup } = stored
  await recordGoodBackup(handle.db, backup)
  // Most often another backup's prune holding the repository's lock: the next backup forgets them.
  const retentionFailure = await forgetExpired(repository, signal).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
  return {
    ...backup,
    rows: totalRows(rows),
    tables: Object.keys(rows).length,
    ms: Math.round(performance.now() - started),
    retentionFailure,
  }
}
