import type { Kysely } from 'kysely'
import { durationInWords } from '~/content/backups'
import { type Config, config } from '../config.server'
import { database } from '../db.server'
import type { Database } from '../schema.server'
import { configuredRepository } from './restic.server'

// The last good backup, kept in the database so that every instance reads the same (the dashboard, the warning in
// the log), whichever instance or operator took it.

export type GoodBackup = { snapshotId: string; takenAt: string; storedAt: string }

/** Notes a backup stored and known good; a row older than it is no longer needed. */
export async function recordGoodBackup(db: Kysely<Database>, backup: GoodBackup) {
  await db
    .insertInto('backups')
    .values({ snapshot_id: backup.snapshotId, taken_at: backup.takenAt, stored_at: backup.storedAt })
    .onConflict((oc) => oc.column('snapshot_id').doNothing())
    .execute()
  await db.deleteFrom('backups').where('taken_at', '<', backup.takenAt).execute()
}

export async function lastGoodBackup(db: Kysely<Database>): Promise<GoodBackup | null> {
  const row = await db.selectFrom('backups').selectAll().orderBy('taken_at', 'desc').limit(1).executeTakeFirst()
  return row ? { snapshotId: row.snapshot_id, takenAt: row.taken_at, storedAt: row.stored_at } : null
}

/** A backup is overdue once the last good one (or, with none, the server's start) is older than twice the interval. */
export function isOverdue(since: number, intervalMs: number, now: number) {
  return now - since > 2 * intervalMs
}

type StatusSettings = Pick<Config, 'BACKUP_REPOSITORY' | 'BACKUP_PASSWORD_FILE' | 'BACKUP_PASSWORD' | 'BACKUP_INTERVAL'>

/** What the dashboard tells administrators: whether backups are on, and how old the last good one is. */
export async function backupStatus(
  now = new Date(),
  db: Kysely<Database> = database().db,
  settings: StatusSettings = config(),
) {
  const last = await lastGoodBackup(db)
  const takenAt = last ? Date.parse(last.takenAt) : null
  return {
    configured: configuredRepository(settings) !== null,
    interval: durationInWords(settings.BACKUP_INTERVAL),
    last:
      last && takenAt !== null
        ? {
            snapshotId: last.snapshotId,
            takenAt: last.takenAt,
            age: durationInWords(Math.max(0, now.getTime() - takenAt)),
          }
        : null,
    overdue: takenAt === null || isOverdue(takenAt, settings.BACKUP_INTERVAL, now.getTime()),
  }
}
