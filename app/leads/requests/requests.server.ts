import type { Kysely, Transaction } from 'kysely'
import { data } from 'react-router'
import { cancellationWords } from '~/content/refunds'
import { type CustomerStatus, nextAfter, requestPage, statusWords } from '~/content/request-page'
import { site } from '~/content/site'
import { indianDayInWords } from '~/date-in-words'
import { eventWhen } from '~/leads/bookings/events'
import { type LeadKind, catalogueEntry, leadReference, nextStatuses } from '~/leads/catalogue'
import type { MailContent } from '~/leads/mail'
import { type RequestForMail, cancelledByCustomerMail, cancelledForTeamMail, statusMail } from '~/leads/request-mail'
import type { RequestRecord } from '~/leads/store.server'
import { recordEvent } from '~/server/audit.server'
import { cancellationOf, cancellingNow, recordedCancellation } from '~/leads/requests/cancellation-cost.server'
import { type DatabaseHandle, database } from '~/server/db.server'
import { moveStatus } from '~/leads/status.server'
import { signingKey } from '~/server/signed-links.server'
import { type OutgoingMail, enqueueMail, wakeOutbox } from '~/server/outbox.server'
import { type RateLimit, hitRateLimit, visitorNetwork } from '~/server/rate-limit.server'
import { openRequestPage, requestOpenedBy, requestPagePath, requestRecord } from '~/leads/requests/pages.server'
import type { Database } from '~/server/schema.server'
import { teamInboxesFor } from '~/leads/team-notifications.server'
import { visitorMayBeMailed } from '~/server/visitor-mail.server'

// What a customer sees and does on their request's page, and what the team's moves send them
// (docs/decisions/0082). Every change is one transaction with its audit entry and its mail.

type Db = Kysely<Database> | Transaction<Database>

/** Page views and actions a visitor may make in a minute, counted before any token is looked up. */
export const requestPageLimit: RateLimit = { limit: 20, windowMs: 60_000 }

export type OpenedRequest = { kind: LeadKind; id: number; record: RequestRecord }

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

/** The status a customer reads: their request's in its workflow, or received for a kind without one. */
function customerStatus(record: RequestRecord): CustomerStatus {
  return record.status ?? 'received'
}

/**
 * Whether the customer may cancel or move the request from its page: one that has a start (a booking) and
 * that its workflow still lets be cancelled.
 */
function changeable(kind: LeadKind, record: RequestRecord) {
  return record.startsAt !== null && record.status !== null && nextStatuses(kind, record.status).includes('cancelled')
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
  const asked = updates.find((update) => update.action === 'move')
  const openMove = asked && asked.answer === null && changeable(kind, record) ? asked : null
  const declined = asked?.answer === 'declined' ? asked : null
  const label = catalogueEntry(kind).label.singular
  const cancelled = status === 'cancelled' ? recordedCancellation(record, updates) : null
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
      : status in nextAfter
        ? nextAfter[status as keyof typeof nextAfter]
        : catalogueEntry(kind).nextStep,
    changeable: changeable(kind, record),
    refund: changeable(kind, record) ? cancellationWords(cancellingNow(record, 'customer', now)) : null,
    moveAsked:
      openMove?.moved_date && openMove.moved_time
        ? {
            what: requestPage.move.what(openMove.moved_event, record.events ?? 1),
            when: eventWhen({ date: openMove.moved_date, time: openMove.moved_time }),
            day: indianDayInWords(openMove.created_at),
          }
        : null,
    moveDeclined:
      declined?.moved_date && declined.moved_time
        ? requestPage.move.declined(
            requestPage.move.what(declined.moved_event, record.events ?? 1),
            eventWhen({ date: declined.moved_date, time: declined.moved_time }),
            declined.answer_note ?? '',
          )
        : null,
    hasEmail: record.email !== null,
  }
}

export type RequestView = Awaited<ReturnType<typeof requestView>>

/** A request as its mails name it; with a link to its page, made as it is sent, in a mail to its customer. */
export function forMail(
  { kind, id, record }: OpenedRequest,
  status: CustomerStatus,
  page: { siteUrl: string } | null,
): RequestForMail {
  return {
    label: catalogueEntry(kind).label.singular,
    reference: leadReference(kind, id),
    lines: record.lines(status),
    page: page ? { opens: 'request page', kind, id, siteUrl: page.siteUrl } : null,
  }
}

export function toCustomer(opened: OpenedRequest, to: string, content: MailContent): OutgoingMail {
  return { leadType: opened.kind, leadId: opened.id, to, replyTo: site.email, content }
}

export async function toTeam(
  trx: Db,
  opened: OpenedRequest,
  teamInbox: string,
  content: MailContent,
): Promise<OutgoingMail[]> {
  const inboxes = await teamInboxesFor(opened.kind, teamInbox, trx)
  return inboxes.map((to) => ({ leadType: opened.kind, leadId: opened.id, to, replyTo: opened.record.email, content }))
}

export type ChangeOptions = { handle?: DatabaseHandle; now?: Date; siteUrl: string; teamInbox: string }

/** Why a customer's change was refused, in words for the page. */
export class RequestChangeError extends Error {}

/** The customer cancels their booking: the status, the audit entry, their mail with the refund, the team's. */
export async function cancelByCustomer(opened: OpenedRequest, options: ChangeOptions) {
  const { db } = options.handle ?? database()
  const now = options.now ?? new Date()
  if (!changeable(opened.kind, opened.record)) throw new RequestChangeError(requestPage.cancel.refused)
  const cancellation = cancellingNow(opened.record, 'customer', now)
  const key = await signingKey(db)
  const mailed = await db.transaction().execute(async (trx) => {
    await movedByCustomer(trx, opened, 'cancelled', now)
    const request = forMail(opened, 'cancelled', { siteUrl: options.siteUrl })
    const mail = [
      ...(await toTeam(
        trx,
        opened,
        options.teamInbox,
        cancelledForTeamMail(request, opened.record.name, cancellation),
      )),
    ]
    const email = opened.record.email
    const customerMailed = email !== null && (await visitorMayBeMailed(trx, key, email, now))
    if (email && customerMailed) mail.push(toCustomer(opened, email, cancelledByCustomerMail(request, cancellation)))
    await enqueueMail(trx, mail)
    return customerMailed
  })
  wakeOutbox()
  return { mailed }
}

/** The columns of a request's update that an action leaves empty. */
export const noUpdate = {
  status: null,
  note: null,
  reel_maker: null,
  moved_date: null,
  moved_time: null,
  staff_id: null,
}

/** The customer moves their request on from its page: its status, with the audit entry, and what its page shows. */
export async function movedByCustomer(
  trx: Transaction<Database>,
  opened: OpenedRequest,
  status: 'cancelled' | 'withdrawn',
  now: Date,
) {
  await moveStatus(trx, opened.kind, opened.id, status, {
    staffId: null,
    detail: (from, to) => `Status ${from} → ${to}, by the customer on their page`,
  })
  await trx
    .insertInto('request_updates')
    .values({
      ...noUpdate,
      lead_type: opened.kind,
      lead_id: opened.id,
      action: 'status',
      status,
      created_at: now.toISOString(),
    })
    .execute()
}

/** What the team gives the customer with a move: a note, and for a confirmed booking its reel-maker's first name. */
export type ForCustomer = { note: string | null; reelMaker: string | null }

/**
 * Inside the team's change of status: keeps what the customer reads on the request's page and, when the
 * request has an address, queues the mail that tells them. Kinds without a page are left alone.
 */
export async function tellCustomer(
  trx: Transaction<Database>,
  kind: LeadKind,
  id: number,
  staffId: number,
  forCustomer: ForCustomer,
  { siteUrl, now }: { siteUrl: string; now: Date },
) {
  const record = await requestRecord(trx, kind, id)
  if (!record?.status) return false
  const status = record.status
  await trx
    .insertInto('request_updates')
    .values({
      ...noUpdate,
      lead_type: kind,
      lead_id: id,
      action: 'status',
      status,
      note: forCustomer.note,
      reel_maker: status === 'confirmed' ? forCustomer.reelMaker : null,
      staff_id: staffId,
      created_at: now.toISOString(),
    })
    .execute()
  if (!record.email) return false
  const request = forMail({ kind, id, record }, status, { siteUrl })
  const mail = statusMail(request, status, {
    note: forCustomer.note,
    reelMaker: status === 'confirmed' ? forCustomer.reelMaker : null,
    cancellation: status === 'cancelled' ? await cancellationOf(trx, kind, id, record) : null,
  })
  await enqueueMail(trx, [toCustomer({ kind, id, record }, record.email, mail)])
  return true
}

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
