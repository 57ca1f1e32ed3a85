import type { Kysely, Transaction } from 'kysely'
import { data, redirect } from 'react-router'
import { cancellationWords } from '~/content/refunds'
import { type CustomerStatus, moveText, nextAfter, nextAfterStatus, statusWords } from '~/content/request-page'
import { siteOf } from '~/content/site-of'
import { indianDayInWords } from '~/india/date-in-words'
import { changeableByCustomer } from '~/leads/bookings/cancellation.server'
import { movesOnItsPage } from '~/leads/bookings/moves.server'
import { type LeadKind, catalogueEntry, leadReference } from '~/leads/catalogue'
import type { RequestRecord } from '~/leads/store.server'
import { recordEvent } from '~/server/audit.server'
import { cancellingNow, recordedCancellation } from '~/leads/requests/cancellation-cost.server'
import { database } from '~/server/db.server'
import { readFacts } from '~/server/facts-store.server'
import { type RateLimit, hitRateLimit, visitorNetwork } from '~/server/rate-limit.server'
import { openRequestPage, requestOpenedBy, requestPagePath, requestRecord } from '~/leads/requests/pages.server'
import type { Database } from '~/server/schema.server'
import { ConsoleError } from '~/leads/status.server'
import { config } from '~/server/config.server'
import { type ChangeOptions, type OpenedRequest, RequestChangeError } from './updates.server'

// A request's private page (docs/decisions/0082): the request its token opens, within the rate limit, and what
// the page shows; and what the console reads of it. What changes a request is in ./updates.server.ts.

type Db = Kysely<Database> | Transaction<Database>

/** Page views and actions a visitor may make in a minute, counted before any token is looked up. */
export const requestPageLimit: RateLimit = { limit: 20, windowMs: 60_000 }

/** A request as one of its pages opens it: whether that page was given to its sender decides what it shows. */
export type OpenedRequestPage = OpenedRequest & { givenToSender: boolean }

export type Opening =
  | { outcome: 'limited'; retryAfterSeconds: number }
  | { outcome: 'missing' }
  | ({ outcome: 'found' } & OpenedRequestPage)

/** The request a page's token opens, once the visitor's address is within its limit. */
export async function openRequest(token: string, address: string, db: Db = database().db): Promise<Opening> {
  const limited = await hitRateLimit(db, `request-page:${visitorNetwork(address)}`, requestPageLimit)
  if (!limited.allowed) return { outcome: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const opened = await requestOpenedBy(db, token)
  const record = opened ? await requestRecord(db, opened.kind, opened.id) : null
  return opened && record ? { outcome: 'found', ...opened, record } : { outcome: 'missing' }
}

/**
 * The request a page's token opens, for a loader or an action: past the limit a 429 with `Retry-After`, and
 * one and the same 404 for a wrong token and a request no longer kept.
 */
export async function requestOrNotShown(token: string, address: string): Promise<OpenedRequestPage> {
  const opening = await openRequest(token, address)
  if (opening.outcome === 'limited') {
    throw data(null, { status: 429, headers: { 'Retry-After': String(opening.retryAfterSeconds) } })
  }
  if (opening.outcome === 'missing') throw data(null, { status: 404 })
  return opening
}

/**
 * The action of a page where a customer confirms the end of their request (cancelled, withdrawn): back to the
 * request's page, which says so and whether they were mailed, or the refusal (409) when it may not end so.
 */
export async function endOnRequestPage(
  token: string,
  address: string,
  ending: 'cancelled' | 'withdrawn',
  end: (opened: OpenedRequest, options: ChangeOptions) => Promise<{ mailed: boolean }>,
) {
  const opening = await requestOrNotShown(token, address)
  const { SITE_URL: siteUrl, TEAM_INBOX: teamInbox } = config()
  try {
    const { mailed } = await end(opening, { siteUrl, teamInbox })
    return redirect(`/requests/${token}?done=${mailed ? `${ending}-mailed` : ending}`, 303)
  } catch (error) {
    if (error instanceof RequestChangeError || error instanceof ConsoleError) {
      return data({ refused: error.message }, { status: 409 })
    }
    throw error
  }
}

/** The status a customer reads: their request's in its workflow, or received for a kind without one. */
function customerStatus(record: RequestRecord): CustomerStatus {
  return record.status ?? 'received'
}

/** Everything the request's page shows. */
export async function requestView(
  { kind, id, record, givenToSender }: OpenedRequestPage,
  now: Date,
  db: Db = database().db,
) {
  const updates = await db
    .selectFrom('request_updates')
    .selectAll()
    .where('lead_type', '=', kind)
    .where('lead_id', '=', id)
    .orderBy('id', 'desc')
    .execute()
  const status = customerStatus(record)
  const lastMove = updates.find((update) => update.action === 'status')
  const changeable = changeableByCustomer(kind, record)
  const label = catalogueEntry(kind).label.singular
  const facts = await readFacts(db)
  const onlinePayment = facts.capabilities.onlinePayment.live
  const cancelled = status === 'cancelled' ? recordedCancellation(record, updates, onlinePayment) : null
  return {
    label,
    reference: leadReference(kind, id),
    // What the sender typed only on a page given to the sender (docs/decisions/0096).
    lines: [...record.lines(status), ...(givenToSender ? (record.typed ?? []) : [])],
    status: statusWords[status],
    since: indianDayInWords(lastMove?.created_at ?? record.createdAt),
    note: lastMove?.note ?? null,
    reelMaker: status === 'confirmed' || status === 'completed' ? (lastMove?.reel_maker ?? null) : null,
    next: cancelled
      ? `${nextAfter.cancelled} ${cancellationWords(cancelled)}`
      : (nextAfterStatus(status, record.cancellationTerms) ?? catalogueEntry(kind).nextStep?.(siteOf(facts)) ?? null),
    changeable,
    refund: changeable ? cancellationWords(cancellingNow(record, 'customer', now, onlinePayment)) : null,
    /** What the page to move a booking says first, under the booking's terms. */
    moveText: record.cancellationTerms ? moveText(record.cancellationTerms) : null,
    ...movesOnItsPage(updates, record.events ?? 1, changeable),
    hasEmail: record.email !== null,
  }
}

export type RequestView = Awaited<ReturnType<typeof requestView>>

/**
 * When the customer ended their request on its page (cancelled a booking, withdrew an enquiry) and it still stands
 * so: what the console puts first on the lead's page. Null otherwise.
 */
export async function endedByCustomer(kind: LeadKind, id: number, status: string | null, db: Db = database().db) {
  if (status !== 'cancelled' && status !== 'withdrawn') return null
  const last = await db
    .selectFrom('request_updates')
    .select(['status', 'staff_id', 'created_at'])
    .where('lead_type', '=', kind)
    .where('lead_id', '=', id)
    .where('action', '=', 'status')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return last && last.staff_id === null && last.status === status ? { status, at: last.created_at } : null
}

/** The mails a request's customer has been sent, newest first, for the console. */
export async function mailsToCustomer(kind: LeadKind, id: number, db: Db = database().db) {
  const record = await requestRecord(db, kind, id)
  if (!record?.email) return []
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'subject', 'status', 'created_at', 'sent_at'])
    .where('lead_type', '=', kind)
    .where('lead_id', '=', id)
    .where('to_address', '=', record.email)
    .orderBy('id', 'desc')
    .execute()
}

/** A new page for the request, to send its customer by WhatsApp from the console; null for a kind without one. */
export async function pageForWhatsapp(
  kind: LeadKind,
  id: number,
  staffId: number,
  siteUrl: string,
  db: Kysely<Database> = database().db,
) {
  const record = await requestRecord(db, kind, id)
  if (!record) return null
  return db.transaction().execute(async (trx) => {
    const token = await openRequestPage(trx, kind, id, new Date())
    await recordEvent(trx, {
      leadType: kind,
      leadId: id,
      staffId,
      action: 'page-sent',
      detail: 'Sent the customer their page on WhatsApp',
    })
    return `${siteUrl}${requestPagePath(token)}`
  })
}
