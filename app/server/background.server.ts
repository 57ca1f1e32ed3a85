import { configuredRepository } from './backup/restic.server'
import { startBackupSchedule, stopBackupSchedule } from './backup/schedule.server'
import { config } from './config.server'
import { type DatabaseHandle, database } from './db.server'
import { housekeepingIntervalMs, runHousekeeping } from './housekeeping.server'
import { logger } from './logger.server'
import { configuredMailDir, configuredMailer } from './mail.server'
import { startSharedOutbox, stopSharedOutbox } from './outbox.server'

// The work each server process does besides answering requests: the mail outbox worker, the hourly
// housekeeping that deletes what is past its retention period, and, with a repository configured, backups (one
// instance runs each round of either).

let housekeeping: NodeJS.Timeout | undefined

export type BackgroundOptions = {
  handle?: DatabaseHandle
  /** Node's arguments that run the backup program (`npm run backup`'s). */
  backupProgram: string[]
}

export function startBackgroundWork({ handle = database(), backupProgram }: BackgroundOptions) {
  const { OUTBOX_POLL_MS, OUTBOX_RETRY_MS, OUTBOX_LEASE_MS, BACKUP_INTERVAL } = config()
  startSharedOutbox({
    handle,
    mailer: configuredMailer(),
    pollMs: OUTBOX_POLL_MS,
    baseDelayMs: OUTBOX_RETRY_MS,
    leaseMs: OUTBOX_LEASE_MS,
    onError: (error, context) => logger.warn({ ...mailFailure(error), ...context }, 'mail not sent; will retry'),
  })
  const clean = async () => {
    try {
      const counts = await runHousekeeping({ handle, mailDir: configuredMailDir() })
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
