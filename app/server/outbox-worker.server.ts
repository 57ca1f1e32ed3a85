import type { DatabaseHandle } from './db.server'
import type { Mailer } from './mail.server'
import {
  type ClaimedMail,
  type Held,
  claimDueMail,
  fromNow,
  holding,
  startAttempt,
  writeHeld,
} from './outbox-claims.server'
import { type PrivateLinks, keptOnceSent, writtenMail } from './outbox-words.server'

// The worker sends queued mail one claim at a time (outbox-claims.server.ts). A worker that dies after the mail
// server took a mail and before marking it sent leaves it to be sent again once its lease runs out
// (docs/decisions/0100). A failed send is retried with exponential back-off until maxAttempts, then marked failed.

export type OutboxOptions<Private> = {
  handle: DatabaseHandle
  mailer: Mailer
  privateLinks: PrivateLinks<Private>
  /** How often to look for due mail when nothing wakes the worker. */
  pollMs?: number
  /** The first retry waits this long; each further retry twice as long, up to maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  maxAttempts?: number
  /** How long a claimed row stays its worker's without the worker renewing its hold (a crash mid-send). */
  leaseMs?: number
  batchSize?: number
  onError?: (error: unknown, context: { outboxId?: number }) => void
}

export type OutboxWorker = {
  /** Look for due mail now instead of at the next poll. */
  wake: () => void
  /** Sends everything due now; resolves with the number of rows handled. */
  drain: () => Promise<number>
  stop: () => Promise<void>
}

export function startOutboxWorker<Private>(options: OutboxOptions<Private>): OutboxWorker {
  const {
    handle,
    mailer,
    privateLinks,
    pollMs = 5_000,
    baseDelayMs = 30_000,
    maxDelayMs = 60 * 60_000,
    maxAttempts = 10,
    leaseMs = 10 * 60_000,
    batchSize = 10,
    onError = () => {},
  } = options
  const { db } = handle
  let stopped = false
  let running: Promise<number> | null = null
  let timer: NodeJS.Timeout | undefined

  async function deliver(row: ClaimedMail, token: string) {
    const held: Held = { id: row.id, claim: token, status: 'sending' }
    // While the claim's earlier rows went out, this one's lease may have run out and another instance taken it.
    const started = await startAttempt(db, held, leaseMs)
    if (!started) return
    try {
      await holding(db, held, leaseMs, async () =>
        mailer.send({
          outboxId: row.id,
          to: row.to_address,
          replyTo: row.reply_to,
          ...(await writtenMail(db, row, privateLinks, new Date())),
        }),
      )
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error)
      const giveUp = started.attempts >= maxAttempts
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (started.attempts - 1))
      await writeHeld(db, held, {
        status: giveUp ? 'failed' : 'pending',
        last_error: lastError.slice(0, 2000),
        next_attempt_at: await fromNow(db, delay),
      })
      onError(error, { outboxId: row.id })
      return
    }
    await writeHeld(db, held, {
      status: 'sent',
      sent_at: new Date().toISOString(),
      last_error: null,
      ...keptOnceSent(row, privateLinks.withoutSecrets),
    })
  }

  async function runOnce() {
    let handled = 0
    for (;;) {
      if (stopped) return handled
      const { token, rows } = await claimDueMail(handle, { batchSize, leaseMs })
      for (const row of rows) await deliver(row, token)
      handled += rows.length
      if (rows.length < batchSize) return handled
    }
  }

  let again = false
  function drain() {
    if (running) {
      // Mail queued while a pass is under way may have missed its claim: look once more afterwards.
      again = true
      return running
    }
    running = (async () => {
      let handled = 0
      do {
        again = false
        handled += await runOnce()
      } while (again && !stopped)
      return handled
    })()
      .catch((error: unknown) => {
        onError(error, {})
        return 0
      })
      .finally(() => {
        running = null
      })
    return running
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(async () => {
      await drain()
      schedule()
    }, pollMs)
    timer.unref()
  }

  schedule()
  void drain()

  return {
    wake: () => {
      if (!stopped) void drain()
    },
    drain,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
      mailer.close()
    },
  }
}
