// Restores a backup (docs/decisions/0099): npm run restore [-- <snapshot id>]
// The latest snapshot in BACKUP_REPOSITORY, or the one named, into the empty place DATABASE_URL names (a SQLite file
// that is not there yet, or a PostgreSQL database with no tables), checked before it is put there.
import { parseArgs } from 'node:util'
import { BackupError } from '../app/server/backup/programs.server'
import { configuredRepository, shortId } from '../app/server/backup/restic.server'
import { runRestore } from '../app/server/backup/restore.server'
import { config } from '../app/server/config.server'
import { isPostgresUrl, sqliteFile } from '../app/server/db.server'

/** Where the restore goes, as the operator named it, without a password. */
function targetName(url: string) {
  if (!isPostgresUrl(url)) return sqliteFile(url)
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '…'
  return parsed.toString()
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} })
  if (positionals.length > 1) throw new BackupError('Usage: npm run restore [-- <snapshot id>]')
  const settings = config()
  const repository = configuredRepository(settings)
  if (!repository) {
    throw new BackupError(
      'No backup repository: set BACKUP_REPOSITORY, and BACKUP_PASSWORD_FILE or BACKUP_PASSWORD (README, Operations).',
    )
  }
  const url = settings.DATABASE_URL
  const stop = new AbortController()
  process.once('SIGTERM', () => stop.abort())
  process.once('SIGINT', () => stop.abort())
  const result = await runRestore({
    url,
    repository,
    snapshot: positionals[0],
    signal: stop.signal,
    onSnapshot: (snapshot) =>
      console.log(`Restoring snapshot ${shortId(snapshot.id)}, stored ${snapshot.time}, into ${targetName(url)}.`),
  })
  console.log(`Restored in ${(result.ms / 1000).toFixed(1)} s: the database as it stood at ${result.takenAt}.`)
  if (result.integrity) console.log(`SQLite's integrity_check: ${result.integrity}.`)
  const rows = Object.entries(result.rows).map(([table, count]) => `${table} ${count}`)
  console.log(`Rows, as many as the copy had: ${rows.join(', ')}.`)
  console.log(
    result.pendingMigrations.length
      ? `Migrations: the server runs ${result.pendingMigrations.join(', ')} when it starts.`
      : 'Migrations: current.',
  )
  console.log(
    `Anyone erased after ${result.takenAt} is in it again: erase them again before the site serves it (docs/decisions/0099).`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error)
  process.exitCode = 1
})
