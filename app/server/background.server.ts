import { configuredRepository } from './backup/restic.server'
import { startBackupSchedule, stopBackupSchedule } from './backup/schedule.server'
import { config } from './config.server'
import { type DatabaseHandle, database } from './db.server'
import { type HousekeepingTask, housekeepingIntervalMs, runHousekeeping } from './housekeeping.server'
import { logger } from './logger.server'
import { configuredMailDir, configuredMailer } from './mail.server'
import type { PrivateLinks } from './outbox-words.server'
import { startSharedOutbox, stopSharedOutbox } from './outbox.server'

// The work each server process does besides answering requests: the mail outbox worker, the hourly
// housekeeping that deletes what is past its retention period, and, with a repository configured, backups (one
// instance runs each round of either). What of it concerns the leads is handed in by whoever starts it
// (server/app.ts): how a mail's private links are made, and the leads' part of housekeeping.

let housekeeping: NodeJS.Timeout | undefined

export type BackgroundOptions<Private> = {
  handle?: DatabaseHandle
  /** How the outbox makes a queued mail's private links as it sends it. */
  privateLinks: PrivateLinks<Private>
  /** What each round of housekeeping deletes besides mail, sessions and abuse records. */
  housekeepingTasks: readonly HousekeepingTask[]
  /** Node's arguments that run the backup program (`npm run backup`'s). */
  backupProgram: string[]
}

export function startBackgroundWork<Private>({
  handle = database(),
  backupProgram,
  privateLinks,
  housekeepingTasks,
}: BackgroundOptions<Private>) {
  const { OUTBOX_POLL_MS, OUTBOX_RETRY_MS, OUTBOX_LEASE_MS, BACKUP_INTERVAL } = config()
  startSharedOutbox({
    handle,
    mailer: configuredMailer(),
    privateLinks,
    pollMs: OUTBOX_POLL_MS,
    baseDelayMs: OUTBOX_RETRY_MS,
    leaseMs: OUTBOX_LEASE_MS,
    onError: (error, context) => logger.warn({ ...mailFailure(error), ...context }, 'mail not sent; will retry'),
  })
  const clean = async () => {
    try {
      const counts = await runHousekeeping({ handle, mailDir: configuredMailDir(), tasks: housekeepingTasks })
      if (counts) logger.info({ counts }, 'housekeeping done')
    } catch (error) {
      logger.warn({ err: error }, 'housekeeping failed; will try again next round')
    }
  }
  void clean()
  housekeeping = setInterval(clean, housekeepingIntervalMs)
  housekeeping.unref()
  if (configuredRepository(config())) {
    startBackupSchedule({ handle, intervalMs: BACKUP_INTERVAL, program: backupProgram })
  }
}

/**
 * What a failed send may log. An SMTP error names the recipient in its message, its server's `response` and
 * its `rejected` list, so only the kind of error and the codes go: enough to tell a refused address from a
 * mail server that is away, and nothing about whom the mail was for.
 */
function mailFailure(error: unknown) {
  if (!(error instanceof Error)) return { error: typeof error }
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined
  const responseCode =
    'responseCode' in error && typeof error.responseCode === 'number' ? error.responseCode : undefined
  const command = 'command' in error && typeof error.command === 'string' ? error.command : undefined
  return { error: error.name, code, responseCode, command }
}

export async function stopBackgroundWork() {
  clearInterval(housekeeping)
  await Promise.all([stopSharedOutbox(), stopBackupSchedule()])
}
