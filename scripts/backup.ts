// Takes a backup now (docs/decisions/0099): npm run backup [-- --json]
// A consistent copy of the database DATABASE_URL names, stored as an encrypted snapshot in BACKUP_REPOSITORY. The
// server runs the same program on its schedule, with --json, and logs what it answers.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { runBackup } from '../app/server/backup/backup.server'
import { BackupError } from '../app/server/backup/programs.server'
import { configuredRepository } from '../app/server/backup/restic.server'
import { config } from '../app/server/config.server'
import { closeDatabase, database, isPostgresUrl, sqliteFile } from '../app/server/db.server'

async function main() {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } })
  const settings = config()
  const repository = configuredRepository(settings)
  if (!repository) {
    throw new BackupError(
      'No backup repository: set BACKUP_REPOSITORY, and BACKUP_PASSWORD_FILE or BACKUP_PASSWORD (README, Operations).',
    )
  }
  const url = settings.DATABASE_URL
  if (!isPostgresUrl(url) && !fs.existsSync(sqliteFile(url))) {
    throw new BackupError(`There is no database at ${sqliteFile(url)}: DATABASE_URL names the one to back up.`)
  }
  // Stopped, the programs it runs stop too, and the unencrypted copy is removed on the way out.
  const stop = new AbortController()
  process.once('SIGTERM', () => stop.abort())
  process.once('SIGINT', () => stop.abort())
  const result = await runBackup({ handle: database(), url, repository, signal: stop.signal })
  if (values.json) {
    console.log(JSON.stringify(result))
    return
  }
  console.log(
    `Stored snapshot ${result.snapshotId} in ${(result.ms / 1000).toFixed(1)} s: the database as it ` +
      `stood at ${result.takenAt}, ${result.rows} rows in ${result.tables} tables.`,
  )
  if (result.retentionFailure) {
    console.log(`Snapshots past the retention stay until the next backup: ${result.retentionFailure}`)
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => closeDatabase())
