import type { Insertable, Kysely, Transaction } from 'kysely'
import { type Site, siteOf } from '~/content/site'
import { type CustomerStatus, requestPageWords } from '~/content/request-page'
import { type LeadKind, catalogueEntry, leadReference } from '~/leads/catalogue'
import type { MailContent } from '~/leads/mail'
import { type RequestForMail, statusMail } from '~/leads/request-mail'
import type { RequestRecord } from '~/leads/store.server'
import type { RequestUpdatesTable } from '~/leads/tables'
import { moveStatus } from '~/leads/status.server'
import { type DatabaseHandle, database } from '~/server/db.server'
import { readFacts } from '~/server/facts-store.server'
import { type OutgoingMail, enqueueMail, wakeOutbox } from '~/server/outbox.server'
import type { Database } from '~/server/schema.server'
import { signingKey } from '~/server/signed-links.server'
import { visitorMayBeMailed } from '~/server/visitor-mail.server'
import { teamInboxesFor } from '~/leads/team-notifications.server'
import { cancellationOf } from './cancellation-cost.server'
import { requestRecord } from './pages.server'

// What changes a request once it is sent, whoever changes it: what its page shows of the change, and the mails
// that tell its customer and the team. Each change is one transaction with its audit entry and its mail
// (docs/decisions/0082); a kind's own changes (a booking's cancel and move) are in its folder.

type Db = Kysely<Database> | Transaction<Database>

export type OpenedRequest = { kind: LeadKind; id: number; record: RequestRecord }

export type ChangeOptions = { handle?: DatabaseHandle; now?: Date; siteUrl: string; teamInbox: string }

/** Why a customer's change was refused, in words for the page. */
export class RequestChangeError extends Error {}

/**
 * The request pages' words as the business's facts stand, for a refusal that tells the customer how to reach us.
 * Read before a transaction: on SQLite the facts are read through the one connection the transaction holds.
 */
export async function requestWordsNow(db: Db) {
  return requestPageWords(siteOf(await readFacts(db)))
}

/**
 * Who we are and how to reach us as the business's facts stand, for the mails a change writes: read on the
 * transaction's own connection, which on SQLite is the only one.
 */
export async function mailSite(trx: Db): Promise<Site> {
  return siteOf(await readFacts(trx))
}

/**
 * A request as its mails name it, under our brand as it stands and a booking's own cancellation terms; with a
 * link to its page, made as it is sent, in a mail to its customer.
 */
export function forMail(
  { kind, id, record }: OpenedRequest,
  status: CustomerStatus,
  page: { siteUrl: string } | null,
  site: Site,
): RequestForMail {
  return {
    label: catalogueEntry(kind).label.singular,
    reference: leadReference(kind, id),
    lines: record.lines(status),
    page: page ? { opens: 'request page', kind, id, siteUrl: page.siteUrl } : null,
    brand: site.brand,
    ...(record.cancellationTerms ? { terms: record.cancellationTerms } : {}),
  }
}

/** A mail to the request's customer, who replies to our general address as it stands. */
export function toCustomer(opened: OpenedRequest, to: string, content: MailContent, site: Site): OutgoingMail {
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

/** The columns of a request's update that a change leaves empty unless it says otherwise. */
const noUpdate = {
  status: null,
  note: null,
  reel_maker: null,
  moved_date: null,
  moved_time: null,
  staff_id: null,
}

/** Keeps what the request's page shows of a change: a move of status, or the customer's request to move. */
export async function addUpdate(
  trx: Transaction<Database>,
  { kind, id }: { kind: LeadKind; id: number },
  update: Omit<Insertable<RequestUpdatesTable>, 'lead_type' | 'lead_id' | 'created_at'>,
  now: Date,
) {
  await trx
    .insertInto('request_updates')
    .values({ ...noUpdate, lead_type: kind, lead_id: id, ...update, created_at: now.toISOString() })
    .execute()
}

/** The customer moves their request on from its page: its status, with the audit entry, and what its page shows. */
async function movedByCustomer(
  trx: Transaction<Database>,
  opened: OpenedRequest,
  status: 'cancelled' | 'withdrawn',
  now: Date,
) {
  await moveStatus(trx, opened.kind, opened.id, status, {
    staffId: null,
    detail: (from, to) => `Status ${from} → ${to}, by the customer on their page`,
  })
  await addUpdate(trx, opened, { action: 'status', status }, now)
}

/** The mails that tell the team and the customer that the customer ended their request, written from it. */
type EndingMails = {
  team: (request: RequestForMail) => MailContent
  customer: (request: RequestForMail) => MailContent
}

/**
 * The customer ends their request on its page (cancels a booking, withdraws an enquiry): its status, with the
 * audit entry and what its page shows; the team's mail, so that nobody follows it up; and theirs, when they gave
 * an address and it is within its mail caps. Answers whether they were mailed.
 */
export async function endByCustomer(
  opened: OpenedRequest,
  status: 'cancelled' | 'withdrawn',
  mails: EndingMails,
  options: ChangeOptions,
) {
  const { db } = options.handle ?? database()
  const now = options.now ?? new Date()
  const key = await signingKey(db)
  const mailed = await db.transaction().execute(async (trx) => {
    await movedByCustomer(trx, opened, status, now)
    const site = await mailSite(trx)
    const request = forMail(opened, status, { siteUrl: options.siteUrl }, site)
    const mail = await toTeam(trx, opened, options.teamInbox, mails.team(request))
    const email = opened.record.email
    const customerMailed = email !== null && (await visitorMayBeMailed(trx, key, email, now))
    if (email && customerMailed) mail.push(toCustomer(opened, email, mails.customer(request), site))
    await enqueueMail(trx, mail)
    return customerMailed
  })
  wakeOutbox()
  return { mailed }
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
  await addUpdate(
    trx,
    { kind, id },
    {
      action: 'status',
      status,
      note: forCustomer.note,
      reel_maker: status === 'confirmed' ? forCustomer.reelMaker : null,
      staff_id: staffId,
    },
    now,
  )
  if (!record.email) return false
  const site = await mailSite(trx)
  const request = forMail({ kind, id, record }, status, { siteUrl }, site)
  const mail = statusMail(request, status, {
    note: forCustomer.note,
    reelMaker: status === 'confirmed' ? forCustomer.reelMaker : null,
    cancellation: status === 'cancelled' ? await cancellationOf(trx, kind, id, record) : null,
  })
  await enqueueMail(trx, [toCustomer({ kind, id, record }, record.email, mail, site)])
  return true
}
