import crypto from 'node:crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import { databaseNow } from './database-clock.server'
import type { DatabaseHandle } from './db.server'
import { type AddressedMail, type MailContent, type Mailer, renderMail } from './mail.server'
import type { Database, MailOutboxTable } from './schema.server'

// Mail leaves through the outbox: a lead and its messages are written in one transaction, and this worker
// sends them afterwards. A claim takes due rows (status 'sending', the claim's own token, a lease in
// next_attempt_at by the database's clock); on PostgreSQL it skips rows another instance has locked. A row is
// its worker's while it is 'sending' under that token: just before sending it the worker checks that and renews
// the lease, renews it while the mail server takes its time, and writes the outcome only if the row is still
// its own. So a lease that ran out while earlier rows of the claim went out, or a late worker, never sends a row
// another instance took, nor undoes what that instance wrote. A worker that dies after the mail server took a
// mail and before marking it sent leaves it to be sent again once its lease runs out (docs/decisions/0100).
// A failed send is retried with exponential back-off until maxAttempts, then marked failed.
// A row keeps a mail's words, and the worker writes them into a text and an HTML part as it sends them: that
// work is the worker's, not the request's that queued the mail. The worker also makes the mail's private links
// then, with the maker it is given at start-up (the leads': a request's page, a mailing list's signed links), so
// no row ever holds one.

/** A mail to queue: whom it goes to, what it is about, and its words (its private links still to be made). */
export type OutgoingMail<Private = unknown> = Pick<AddressedMail, 'to' | 'replyTo'> & {
  /** What the mail is about (a kind of lead), as the audit and the console name it. */
  leadType: string
  leadId: number | null
  content: MailContent<Private>
}

/** A mail's words with every private link made, and the one-click unsubscribe address its headers carry. */
export type MadeMail = MailContent & { unsubscribeUrl: string | null }

/** How the private links of queued mail are made as it is sent, and taken out of it once it is sent. */
export type PrivateLinks<Private> = {
  made: (db: Kysely<Database>, content: MailContent<Private>, now: Date) => Promise<MadeMail>
  /** A stored mail's text with the secrets of any link it was written with taken out. */
  withoutSecrets: (text: string) => string
}

export async function enqueueMail(trx: Transaction<Database> | Kysely<Database>, messages: OutgoingMail[]) {
  if (messages.length === 0) return
  const now = new Date().toISOString()
  await trx
    .insertInto('mail_outbox')
    .values(
      messages.map((message) => ({
        lead_type: message.leadType,
        lead_id: message.leadId,
        to_address: message.to,
        reply_to: message.replyTo ?? null,
        subject: message.content.subject,
        text_body: '',
        html_body: '',
        content: JSON.stringify(message.content),
        unsubscribe_url: null,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute()
}

type QueuedMail = Pick<MailOutboxTable, 'subject' | 'text_body' | 'html_body' | 'content' | 'unsubscribe_url'>
type ClaimedMail = Selectable<MailOutboxTable>
/** A row as its worker holds it: what every write of the worker's matches, so that it writes only its own. */
type Held = { id: number; claim: string; status: 'sending' }

/**
 * A queued mail's subject, its text and HTML parts and its unsubscribe address, as they are sent: written from
 * its words with its private links made now, or as a build before 0016 wrote them when it queued the mail.
 */
export async function writtenMail<Private>(
  db: Kysely<Database>,
  row: QueuedMail,
  privateLinks: PrivateLinks<Private>,
  now = new Date(),
) {
  if (row.content === null) {
    return { subject: row.subject, text: row.text_body, html: row.html_body, unsubscribeUrl: row.unsubscribe_url }
  }
  const content = JSON.parse(row.content) as MailContent<Private>
  const { unsubscribeUrl, ...made } = await privateLinks.made(db, content, now)
  return { ...renderMail(made), unsubscribeUrl: unsubscribeUrl ?? row.unsubscribe_url }
}

/**
 * What a sent mail's row keeps: its words, with no secret. A mail queued before private links were made at
 * sending carried them in its words, its parts and its unsubscribe address.
 */
function keptOnceSent(row: QueuedMail, withoutSecrets: (text: string) => string) {
  return {
    content: row.content === null ? null : withoutSecrets(row.content),
    text_body: withoutSecrets(row.text_body),
    html_body: withoutSecrets(row.html_body),
    unsubscribe_url: null,
  }
}

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
  const { db, engine } = handle
  let stopped = false
  let running: Promise<number> | null = null
  let timer: NodeJS.Timeout | undefined

  /** The database's time `ms` from now, as times are stored. */
  async function fromNow(ms: number) {
    return new Date((await databaseNow(db)).getTime() + ms).toISOString()
  }

  async function claim() {
    const now = await databaseNow(db)
    const due = db
      .selectFrom('mail_outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now.toISOString())]),
          // A worker that died while sending left its row claimed; the lease lets another take it over.
          eb.and([eb('status', '=', 'sending'), eb('next_attempt_at', '<=', now.toISOString())]),
        ]),
      )
      .orderBy('id')
      .limit(batchSize)
    const token = crypto.randomUUID()
    const rows = await db
      .updateTable('mail_outbox')
      .set({ status: 'sending', claim: token, next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
      .where('id', 'in', engine === 'postgres' ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .execute()
    return { token, rows }
  }

  /** Runs `work` while renewing the worker's hold on a row, so that a slow mail server does not cost it the row. */
  async function holding<T>(held: Held, work: () => Promise<T>) {
    const renew = async () => {
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: await fromNow(leaseMs) })
        .where((eb) => eb.and(held))
        .execute()
    }
    // A renewal that fails (the database away for a moment) is made up by the next; away for a whole lease, the
    // row may go to another instance, which is what a lease is for.
    const renewal = setInterval(() => void renew().catch(() => {}), leaseMs / 3)
    try {
      return await work()
    } finally {
      clearInterval(renewal)
    }
  }

  async function deliver(row: ClaimedMail, token: string) {
    const held: Held = { id: row.id, claim: token, status: 'sending' }
    // While the claim's earlier rows went out, this one's lease may have run out and another instance taken it.
    const lease = await fromNow(leaseMs)
    const started = await db
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: lease }))
      .where((eb) => eb.and(held))
      .returning('attempts')
      .executeTakeFirst()
    if (!started) return
    try {
      await holding(held, async () =>
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
      await db
        .updateTable('mail_outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          last_error: lastError.slice(0, 2000),
          next_attempt_at: await fromNow(delay),
        })
        .where((eb) => eb.and(held))
        .execute()
      onError(error, { outboxId: row.id })
      return
    }
    await db
      .updateTable('mail_outbox')
      .set({
        status: 'sent',
        sent_at: new Date().toISOString(),
        last_error: null,
        ...keptOnceSent(row, privateLinks.withoutSecrets),
      })
      .where((eb) => eb.and(held))
      .execute()
  }

  async function runOnce() {
    let handled = 0
    for (;;) {
      if (stopped) return handled
      const { token, rows } = await claim()
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

let shared: OutboxWorker | null = null

/** The worker of this process, started by the server at start-up. */
export function startSharedOutbox<Private>(options: OutboxOptions<Private>) {
  shared ??= startOutboxWorker(options)
  return shared
}

export async function stopSharedOutbox() {
  const worker = shared
  shared = null
  await worker?.stop()
}

/** Tells this process's worker that new mail is waiting, so it goes out now rather than at the next poll. */
export function wakeOutbox() {
  shared?.wake()
}
