import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { backupWords } from '~/content/backups'
import { recordEvent } from '../audit.server'
import { type Engine, isPostgresUrl, openDatabase, sqliteFile } from '../db.server'
import { type CheckedRestore, checkRestored } from './check.server'
import { loadPostgres } from './postgres-copy.server'
import { BackupError } from './programs.server'
import { recordGoodBackup } from './record.server'
import { type Repository, type Snapshot, findSnapshot, restoreSnapshot, shortId } from './restic.server'
import { manifestFile, manifestSchema } from './snapshot.server'

// Restores a snapshot into an empty place, never over a database (docs/decisions/0099): the copy is checked
// before it is put where DATABASE_URL names, and the restored database remembers it as its last good backup and
// notes in its audit log that it was restored.

export type RestoreOptions = {
  url: string
  repository: Repository
  /** A snapshot's id, or its first eight characters; the latest by default. */
  snapshot?: string
  signal?: AbortSignal
  /** Told which snapshot is being restored, once it is known. */
  onSnapshot?: (snapshot: Snapshot) => void
}

export type RestoreResult = CheckedRestore & { snapshotId: string; takenAt: string; engine: Engine; ms: number }

const engineNames: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' }

export async function runRestore(options: RestoreOptions): Promise<RestoreResult> {
  const { url, repository, snapshot = 'latest', signal } = options
  const started = performance.now()
  const engine: Engine = isPostgresUrl(url) ? 'postgres' : 'sqlite'
  const file = engine === 'sqlite' ? path.resolve(sqliteFile(url)) : null
  await refuseUnlessEmpty(url, file)
  const found = await findSnapshot(repository, snapshot, signal)
  options.onSnapshot?.(found)
  // On SQLite beside the database, so that the checked copy moves into place without being written again.
  const parent = file ? path.dirname(file) : os.tmpdir()
  await fsp.mkdir(parent, { recursive: true })
  const folder = await fsp.mkdtemp(path.join(parent, '.restore-'))
  try {
    await restoreSnapshot(repository, found.id, folder, signal)
    const manifest = manifestSchema.parse(JSON.parse(await fsp.readFile(path.join(folder, manifestFile), 'utf8')))
    if (manifest.engine !== engine) {
      throw new BackupError(
        `The snapshot holds a ${engineNames[manifest.engine]} database, and DATABASE_URL names ${engineNames[engine]}.`,
      )
    }
    const copy = path.join(folder, manifest.file)
    if (engine === 'postgres') await loadPostgres(url, copy, signal)
    const handle = openDatabase(file ? copy : url)
    let checked: CheckedRestore
    try {
      checked = await checkRestored(handle, manifest)
      // The rounds the instances that wrote it had taken are not theirs to finish: the restored site's start takes its own.
      await handle.db.deleteFrom('job_leases').execute()
      const snapshotId = shortId(found.id)
      const storedAt = new Date(found.time).toISOString()
      await recordGoodBackup(handle.db, { snapshotId, takenAt: manifest.takenAt, storedAt })
      const detail = backupWords.restoredAudit(snapshotId, manifest.takenAt)
      await recordEvent(handle.db, { leadType: 'privacy', leadId: null, staffId: null, action: 'restore', detail })
    } finally {
      await handle.db.destroy()
    }
    // Linked rather than renamed: a database that appeared there meanwhile is refused, never replaced.
    if (file) await fsp.link(copy, file)
    return {
      ...checked,
      snapshotId: shortId(found.id),
      takenAt: manifest.takenAt,
      engine,
      ms: Math.round(performance.now() - started),
    }
  } finally {
    await fsp.rm(folder, { recursive: true, force: true })
  }
}

/** A restore goes only where there is no database yet: a SQLite file that is not there, a PostgreSQL database with no tables. */
async function refuseUnlessEmpty(url: string, file: string | null) {
  if (file) {
    if (fs.existsSync(file) || fs.existsSync(`${file}-wal`)) {
      throw new BackupError(
        `${file} exists: a restore never replaces a database. Move it away, or name a new file in DATABASE_URL.`,
      )
    }
    return
  }
  const { db } = openDatabase(url)
  try {
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
    if (tables.length) {
      throw new BackupError(
        'The database DATABASE_URL names has tables: a restore goes only into an empty database (createdb a new one).',
      )
    }
  } finally {
    await db.destroy()
  }
}
