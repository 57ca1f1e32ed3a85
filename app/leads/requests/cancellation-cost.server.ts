import type { Kysely, Transaction } from 'kysely'
import { type Cancellation, type Canceller, cancellationAt, cancellationWords } from '~/content/refunds'
import type { LeadKind } from '~/leads/catalogue'
import type { RequestRecord } from '~/leads/store.server'
import { database } from '~/server/db.server'
import { readFacts } from '~/server/facts-store.server'
import { requestRecord } from '~/leads/requests/pages.server'
import type { Database } from '~/server/schema.server'

// The inputs of the one refund rule (app/content/refunds.ts) as a request's records give them: who cancels, the
// standing it had, when it starts, the terms it was made under, and whether online payment is live (the business's
// word in its facts), from which the rule reads what was paid.

type Db = Kysely<Database> | Transaction<Database>

type StatusUpdate = { id: number; action: string; status: string | null; staff_id: number | null; created_at: string }

/** Whether online payment is live, as the business's facts on this handle say. */
export async function onlinePaymentLive(db: Db) {
  return (await readFacts(db)).capabilities.onlinePayment.live
}

/** The terms a request is cancelled under: only a booking, which has them, can be cancelled. */
function termsOf(record: RequestRecord) {
  if (!record.cancellationTerms) throw new Error('a request without a start has no cancellation terms')
  return record.cancellationTerms
}

/** What cancelling the request now would cost, if `by` cancels it from the status it has. */
export function cancellingNow(record: RequestRecord, by: Canceller, now: Date, onlinePayment: boolean): Cancellation {
  return cancellationAt({
    by,
    confirmed: record.status === 'confirmed',
    startsAt: record.startsAt,
    at: now,
    terms: termsOf(record),
    onlinePayment,
  })
}

/**
 * What the request's cancellation cost, as its page's records tell it: who cancelled it (a member of staff, or
 * the customer), when, and whether the team had confirmed it before. Null while it is not cancelled.
 */
export function recordedCancellation(
  record: RequestRecord,
  updates: readonly StatusUpdate[],
  onlinePayment: boolean,
): Cancellation | null {
  const moves = updates.filter((update) => update.action === 'status').sort((a, b) => b.id - a.id)
  const cancelled = moves.find((update) => update.status === 'cancelled')
  if (!cancelled) return null
  return cancellationAt({
    by: cancelled.staff_id === null ? 'customer' : 'team',
    confirmed: moves.some((update) => update.id < cancelled.id && update.status === 'confirmed'),
    startsAt: record.startsAt,
    at: new Date(cancelled.created_at),
    terms: termsOf(record),
    onlinePayment,
  })
}

/** What a request's cancellation cost, read from its records in the database; null while it is not cancelled. */
export async function cancellationOf(db: Db, kind: LeadKind, id: number, record: RequestRecord) {
  const updates = await db
    .selectFrom('request_updates')
    .select(['id', 'action', 'status', 'staff_id', 'created_at'])
    .where('lead_type', '=', kind)
    .where('lead_id', '=', id)
    .execute()
  return recordedCancellation(record, updates, await onlinePaymentLive(db))
}

/** For the console: what the customer is told a cancellation by the team costs, were it cancelled now. */
export async function teamCancellationWords(kind: LeadKind, id: number, now = new Date(), db: Db = database().db) {
  const record = await requestRecord(db, kind, id)
  return record ? cancellationWords(cancellingNow(record, 'team', now, await onlinePaymentLive(db))) : null
}
