import { config } from './config.server'
import { type DatabaseHandle, database } from './db.server'
import { idempotencyWindowMs, pruneIdempotencyKeys } from './idempotency.server'
import { logger } from './logger.server'
import { configuredMailer } from './mail.server'
import { startSharedOutbox, stopSharedOutbox } from './outbox.server'
import { pruneRateLimits } from './rate-limit.server'

// The work each server process does besides answering requests: the mail outbox worker, and an hourly
// clean-up of old rate-limit counters and idempotency keys.

let housekeeping: NodeJS.Timeout | undefined

export function startBackgroundWork(handle: DatabaseHandle = database()) {
  const { OUTBOX_POLL_MS, OUTBOX_RETRY_MS, OUTBOX_LEASE_MS } = config()
  startSharedOutbox({
    handle,
    mailer: configuredMailer(),
    pollMs: OUTBOX_POLL_MS,
    baseDelayMs: OUTBOX_RETRY_MS,
    leaseMs: OUTBOX_LEASE_MS,
    onError: (error, context) => logger.warn({ err: error, ...context }, 'mail not sent; will retry'),
  })
  const clean = async () => {
    try {
      await pruneRateLimits(handle.db, new Date(Date.now() - 60 * 60_000))
      await pruneIdempotencyKeys(handle.db, new Date(Date.now() - idempotencyWindowMs))
    } catch (error) {
      logger.warn({ err: error }, 'hourly clean-up failed')
    }
  }
  housekeeping = setInterval(clean, 60 * 60_000)
  housekeeping.unref()
}

export async function stopBackgroundWork() {
  clearInterval(housekeeping)
  await stopSharedOutbox()
}
