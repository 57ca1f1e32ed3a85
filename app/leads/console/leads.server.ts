import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import { cityAliases } from '~/content/promises'
import { endOfIndianDay, startOfIndianDay } from '~/india/india-time'
import {
  type CatalogueEntry,
  type LeadKind,
  type WorkflowStatus,
  catalogueEntry,
  referencedId,
} from '~/leads/catalogue'
import { database } from '~/server/db.server'
import type { Database } from '~/server/schema.server'

// The console's lists of leads: filters read from a list's address, one page of a list, the CSV export and
// one lead with its notes. What each kind lists, searches, filters and exports is in the catalogue.

type Db = Kysely<Database>

const pageSize = 25

/** One page of a list: the page asked for, kept within the pages there are. */
export async function onePage<Row>(
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  page: number,
) {
  const total = await count()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, page), pageCount)
  return { rows: await rows(pageSize, (current - 1) * pageSize), total, page: current, pageCount }
}

/** Conditions on any one table of leads: Kysely holds each column named to those the lead tables have. */
type LeadConditions = ExpressionBuilder<Database, LeadKind>

/** A column the catalogue names for some kind of lead. */
type CatalogueColumn = CatalogueEntry['console']['searched'][number]

/** A condition that a text column contains the text, ignoring case, with LIKE's wildcards taken literally. */
function containsText(eb: LeadConditions, column: CatalogueColumn, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`
  return sql<SqlBool>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`
}

export type LeadFilters = {
  q: string
  status: WorkflowStatus | ''
  from: string
  to: string
  city: string
  packageType: string
  /** A day (YYYY-MM-DD) in India that one of the lead's events is on. */
  event: string
  /** 'open': leads whose customer asked to move them and has not been answered. */
  move: 'open' | ''
  /** 'failed': leads with a mail the outbox gave up on. */
  mail: 'failed' | ''
}

/** No filter at all: the whole list. */
export const noFilters: LeadFilters = {
  q: '',
  status: '',
  from: '',
  to: '',
  city: '',
  packageType: '',
  event: '',
  move: '',
  mail: '',
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** The filters of a list, read from its URL; values that do not apply to this kind of lead are dropped. */
export function readFilters(kind: LeadKind, params: URLSearchParams): LeadFilters {
  const { workflow, console: list } = catalogueEntry(kind)
  const value = (name: string) => (params.get(name) ?? '').trim().slice(0, 200)
  const statuses: readonly WorkflowStatus[] = workflow?.statuses ?? []
  const packageType = value('package')
  return {
    q: value('q'),
    status: statuses.find((known) => known === value('status')) ?? '',
    from: isoDay.test(value('from')) ? value('from') : '',
    to: isoDay.test(value('to')) ? value('to') : '',
    // A link saved before Vijayawada was spelled right still finds its enquiries.
    city: list.city ? (cityAliases[value('city')] ?? value('city')) : '',
    packageType: list.packageType?.choices.includes(packageType) ? packageType : '',
    event: list.events && isoDay.test(value('event')) ? value('event') : '',
    move: list.movable && value('move') === 'open' ? 'open' : '',
    mail: value('mail') === 'failed' ? 'failed' : '',
  }
}

/**
 * The filters in words, for the audit log. A search's text is left out: it is often a person's name, address
 * or number, and the log keeps no personal data.
 */
export function describeFilters(filters: LeadFilters) {
  const parts = [
    filters.q ? 'a text search' : '',
    filters.status ? `status ${filters.status}` : '',
    filters.from ? `received from ${filters.from}` : '',
    filters.to ? `received to ${filters.to}` : '',
    filters.city ? `city ${filters.city}` : '',
    filters.packageType ? `package type ${filters.packageType}` : '',
    filters.event ? `an event on ${filters.event}` : '',
    filters.move ? 'an open request to move' : '',
    filters.mail ? 'a failed mail' : '',
  ].filter(Boolean)
  return parts.length ? `filters: ${parts.join(', ')}` : 'no filters'
}

function conditions(kind: LeadKind, filters: LeadFilters, eb: LeadConditions) {
  const { console: list } = catalogueEntry(kind)
  const where: Expression<SqlBool>[] = []
  // A reference the visitor was given (BK-12) finds that lead.
  const referenced = filters.q ? referencedId(kind, filters.q) : null
  if (referenced !== null) where.push(eb('id', '=', referenced))
  else if (filters.q) where.push(eb.or(list.searched.map((column) => containsText(eb, column, filters.q))))
  if (filters.status) where.push(eb('status', '=', filters.status))
  // Days are India's; times are stored as UTC ISO text.
  if (filters.from) where.push(eb('created_at', '>=', startOfIndianDay(filters.from).toISOString()))
  if (filters.to) where.push(eb('created_at', '<', endOfIndianDay(filters.to).toISOString()))
  if (filters.city && list.city) {
    where.push(
      list.city.choices ? eb(list.city.column, '=', filters.city) : containsText(eb, list.city.column, filters.city),
    )
  }
  if (filters.packageType && list.packageType) where.push(eb(list.packageType.column, '=', filters.packageType))
  if (filters.event && list.events) {
    const { date, all } = list.events
    const first = eb(date, '=', filters.event)
    // Every event of several is in one JSON column, written by JSON.stringify, which gives each its
    // "date":"YYYY-MM-DD" (a note's quotes are escaped, so a note cannot match); the day holds no LIKE wildcard.
    where.push(all ? eb.or([first, sql<SqlBool>`${eb.ref(all)} like ${`%"date":"${filters.event}"%`}`]) : first)
  }
  if (filters.move && list.movable) {
    const asked = eb
      .selectFrom('request_updates')
      .select('request_updates.lead_id')
      .where('request_updates.lead_type', '=', kind)
      .where('request_updates.action', '=', 'move')
      .where('request_updates.answer', 'is', null)
    // A request stays open only while the lead does: a finished one has nothing left to move.
    where.push(eb('id', 'in', asked), eb('status', 'in', unfinishedStatuses(kind)))
  }
  if (filters.mail) {
    const failed = eb
      .selectFrom('mail_outbox')
      .select('mail_outbox.lead_id')
      .where('mail_outbox.lead_type', '=', kind)
      .where('mail_outbox.status', '=', 'failed')
    where.push(eb('id', 'in', failed))
  }
  return eb.and(where)
}

/** The statuses a lead can still move on from; a kind without a workflow has none. */
function unfinishedStatuses(kind: LeadKind): WorkflowStatus[] {
  const moves: Partial<Record<WorkflowStatus, readonly WorkflowStatus[]>> = catalogueEntry(kind).workflow?.moves ?? {}
  return (catalogueEntry(kind).workflow?.statuses ?? []).filter((status) => (moves[status]?.length ?? 0) > 0)
}

function filtered(kind: LeadKind, filters: LeadFilters, db: Db) {
  return db.selectFrom(kind).where((eb) => conditions(kind, filters, eb))
}

/** How many leads of a kind the filters find: the dashboard's counts, each the length of the list it links to. */
export async function countLeads(kind: LeadKind, filters: LeadFilters, db: Db = database().db) {
  const { count } = await filtered(kind, filters, db)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

export async function listLeads(kind: LeadKind, filters: LeadFilters, page: number, db: Db = database().db) {
  const base = filtered(kind, filters, db)
  return onePage(
    () => countLeads(kind, filters, db),
    (limit, offset) =>
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    page,
  )
}

const exportLimit = 100_000

/**
 * The catalogue's export columns of every lead matching the filters, newest first, for a CSV file. A mailing
 * list's export is for sending, so it holds only the members who are on the list: confirmed where the list
 * asks its members to confirm, and never one who unsubscribed.
 */
export async function leadsForExport(kind: LeadKind, filters: LeadFilters, db: Db = database().db) {
  const { console: shown, mailingList } = catalogueEntry(kind)
  const columns = shown.exported
  const rows = await filtered(kind, filters, db)
    .where((eb) =>
      eb.and([
        ...(mailingList ? [eb('unsubscribed_at', 'is', null)] : []),
        ...(mailingList?.doubleOptIn ? [eb('confirmed_at', 'is not', null)] : []),
      ]),
    )
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(exportLimit)
    .execute()
  return { columns, rows: rows.map((row) => columns.map((column) => row[column])) }
}

export async function getLead(kind: LeadKind, id: number, db: Db = database().db) {
  return (await db.selectFrom(kind).selectAll().where('id', '=', id).executeTakeFirst()) ?? null
}

export async function notesFor(kind: LeadKind, id: number, db: Db = database().db) {
  return db
    .selectFrom('lead_notes')
    .innerJoin('staff', 'staff.id', 'lead_notes.staff_id')
    .select(['lead_notes.id', 'lead_notes.body', 'lead_notes.created_at', 'staff.name as staff_name'])
    .where('lead_notes.lead_type', '=', kind)
    .where('lead_notes.lead_id', '=', id)
    .orderBy('lead_notes.created_at', 'desc')
    .orderBy('lead_notes.id', 'desc')
    .execute()
}
