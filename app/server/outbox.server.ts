import type { Kysely, Transaction } from 'kysely'
import type { AddressedMail, MailContent } from './mail.server'
import { type OutboxOptions, type OutboxWorker, startOutboxWorker } from './outbox-worker.server'
import type { Database } from './schema.server'

// Mail leaves through the outbox: a lead and its messages are written in one transaction, and a worker
// (outbox-worker.server.ts) sends them afterwards, each under a claim (outbox-claims.server.ts) so that no two
// instances send one mail at once. A row keeps the mail's words; the worker writes them out, with their private
// links, as it sends them (outbox-words.server.ts).

/** A mail to queue: whom it goes to, what it is about, and its words (its private links still to be made). */
export type OutgoingMail<Private = unknown> = Pick<AddressedMail, 'to' | 'replyTo'> & {
  /** What the mail is about (a kind of lead), as the audit and the console name it. */
  leadType: string
  leadId: number | null
  content: MailContent<Private>
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
