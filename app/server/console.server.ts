import { type Expression, type Kysely, type SqlBool, sql } from 'kysely'
import { type LeadType, leadTypeKeys, leadTypeLabels } from '~/components/admin/lead-types'
import { noteMaxLength, outboxStatuses } from '~/components/admin/rules'
import { recordEvent } from './audit.server'
import { database } from './db.server'
import type { BookingStatus, Database, PartnerStatus } from './schema.server'

type Db = Kysely<Database>
// Lead tables are chosen at run time from the catalogue below, so their rows are handled as plain records.
type LeadRow = Record<string, string | number | null>
type LooseDb = Kysely<Record<string, LeadRow>>

export class ConsoleError extends Error {}

type LeadCatalogEntry = {
  table: keyof Database
  /** The column that names the lead in lists. */
  title: string
  /** Columns shown in the list, after the title. */
  listColumns: string[]
  search: string[]
  statuses?: readonly string[]
  city?: { column: string; match: 'exact' | 'contains' }
  packageType?: boolean
  emailColumn?: string
  phoneColumn?: string
  /** Names the mail outbox may use for this kind of lead. */
  outboxNames: string[]
}

export const bookingStatuses: readonly BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled']
export const partnerStatuses: readonly PartnerStatus[] = ['new', 'reviewing', 'accepted', 'rejected']
export const enquiryCities = ['Hyderabad', 'Vijaywada', 'Warangal', 'Vizag', 'Bangalore']
export const packageTypes = ['Wedding', 'Corporate', 'One Day']

export const leadCatalog: Record<LeadType, LeadCatalogEntry> = {
  bookings: {
    table: 'bookings',
    title: 'name',
    listColumns: ['phone', 'location', 'event_date', 'status'],
    search: ['name', 'phone', 'location'],
    statuses: bookingStatuses,
    city: { column: 'location', match: 'contains' },
    phoneColumn: 'phone',
    outboxNames: ['bookings', 'booking'],
  },
  enquiries: {
    table: 'enquiries',
    title: 'name',
    listColumns: ['email', 'phone', 'city', 'occasion', 'event_date'],
    search: ['name', 'email', 'phone', 'location', 'occasion', 'personal_shoot_occasion'],
    city: { column: 'city', match: 'exact' },
    emailColumn: 'email',
    phoneColumn: 'phone',
    outboxNames: ['enquiries', 'enquiry'],
  },
  'package-inquiries': {
    table: 'package_inquiries',
    title: 'name',
    listColumns: ['package_type', 'email', 'phone', 'company'],
    search: ['name', 'email', 'phone', 'company', 'event_type', 'event_details'],
    packageType: true,
    emailColumn: 'email',
    phoneColumn: 'phone',
    outboxNames: ['package-inquiries', 'package_inquiries', 'package-inquiry', 'package_inquiry', 'inquiry'],
  },
  'partner-applications': {
    table: 'partner_applications',
    title: 'full_name',
    listColumns: ['email', 'contact_number', 'location', 'iphone_model', 'status'],
    search: ['full_name', 'email', 'contact_number', 'location', 'instagram_id', 'iphone_model'],
    statuses: partnerStatuses,
    city: { column: 'location', match: 'contains' },
    emailColumn: 'email',
    phoneColumn: 'contact_number',
    outboxNames: ['partner-applications', 'partner_applications', 'partner-application', 'partner_application', 'partner', 'partners'],
  },
  'contact-messages': {
    table: 'contact_messages',
    title: 'name',
    listColumns: ['email', 'message'],
    search: ['name', 'email', 'message'],
    emailColumn: 'email',
    outboxNames: ['contact-messages', 'contact_messages', 'contact-message', 'contact_message', 'contact'],
  },
  newsletter: {
    table: 'newsletter_subscribers',
    title: 'email',
    listColumns: [],
    search: ['email'],
    emailColumn: 'email',
    outboxNames: ['newsletter', 'newsletter_subscribers', 'newsletter-subscriber', 'newsletter_subscriber'],
  },
  waitlist: {
    table: 'waitlist_entries',
    title: 'email',
    listColumns: [],
    search: ['email'],
    emailColumn: 'email',
    outboxNames: ['waitlist', 'waitlist_entries', 'waitlist-entry', 'waitlist_entry'],
  },
}

const columnLabels: Record<string, string> = {
  id: 'ID',
  full_name: 'Full name',
  iphone_model: 'iPhone model',
  contact_number: 'Contact number',
  instagram_id: 'Instagram ID',
  recent_works: 'Recent works',
  email: 'E-mail',
  event_date: 'Event date',
  event_time: 'Event time',
  created_at: 'Received',
  shoot_type: 'Shoot type',
  personal_shoot_occasion: 'Personal shoot occasion',
  package_type: 'Package type',
  wedding_date: 'Wedding date',
  event_type: 'Event type',
  event_details: 'Event details',
}

export function columnLabel(column: string) {
  const label = columnLabels[column] ?? column.replace(/_/g, ' ')
  return label.charAt(0).toUpperCase() + label.slice(1)
}

// Workflows. Anything not listed here is an illegal move and is refused.
const transitions: Record<string, Record<string, string[]>> = {
  bookings: { pending: ['confirmed', 'cancelled'], confirmed: ['completed', 'cancelled'], completed: [], cancelled: [] },
  'partner-applications': { new: ['reviewing'], reviewing: ['accepted', 'rejected'], accepted: [], rejected: [] },
}

export function nextStatuses(type: LeadType, from: string) {
  return transitions[type]?.[from] ?? []
}

// Days are the business's days (Asia/Kolkata, UTC+5:30 all year); times are stored as UTC ISO text.
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000
const dayMs = 24 * 60 * 60 * 1000

export function startOfIndianDay(date: Date) {
  return new Date(Math.floor((date.getTime() + indiaOffsetMs) / dayMs) * dayMs - indiaOffsetMs)
}

function indianDayStart(day: string) {
  return new Date(Date.parse(`${day}T00:00:00Z`) - indiaOffsetMs).toISOString()
}

export type LeadFilters = {
  q: string
  status: string
  from: string
  to: string
  city: string
  packageType: string
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** The filters of a list, read from its URL; values that do not apply to this kind of lead are dropped. */
export function readFilters(type: LeadType, params: URLSearchParams): LeadFilters {
  const entry = leadCatalog[type]
  const value = (name: string) => (params.get(name) ?? '').trim().slice(0, 200)
  const status = value('status')
  const packageType = value('package')
  return {
    q: value('q'),
    status: entry.statuses?.includes(status) ? status : '',
    from: isoDay.test(value('from')) ? value('from') : '',
    to: isoDay.test(value('to')) ? value('to') : '',
    city: entry.city ? value('city') : '',
    packageType: entry.packageType && packageTypes.includes(packageType) ? packageType : '',
  }
}

function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`
}

function contains(column: string, text: string) {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`
}

function conditions(type: LeadType, filters: LeadFilters) {
  const entry = leadCatalog[type]
  const where: Expression<SqlBool>[] = []
  if (filters.q) where.push(sql<SqlBool>`(${sql.join(entry.search.map((column) => contains(column, filters.q)), sql` or `)})`)
  if (filters.status) where.push(sql<SqlBool>`${sql.ref('status')} = ${filters.status}`)
  if (filters.from) where.push(sql<SqlBool>`${sql.ref('created_at')} >= ${indianDayStart(filters.from)}`)
  if (filters.to) {
    const end = new Date(Date.parse(indianDayStart(filters.to)) + dayMs).toISOString()
    where.push(sql<SqlBool>`${sql.ref('created_at')} < ${end}`)
  }
  if (filters.city && entry.city) {
    where.push(
      entry.city.match === 'exact'
        ? sql<SqlBool>`${sql.ref(entry.city.column)} = ${filters.city}`
        : contains(entry.city.column, filters.city),
    )
  }
  if (filters.packageType) where.push(sql<SqlBool>`${sql.ref('package_type')} = ${filters.packageType}`)
  return where
}

function loose(db: Db) {
  return db as unknown as LooseDb
}

export const pageSize = 25

export async function listLeads(type: LeadType, filters: LeadFilters, page: number, db: Db = database().db) {
  const entry = leadCatalog[type]
  const where = conditions(type, filters)
  const base = loose(db)
    .selectFrom(entry.table)
    .where((eb) => eb.and(where))
  const { count } = await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow()
  const total = Number(count)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute()
  return { rows, total, page: current, pageCount }
}

export const exportLimit = 100_000

/** Every lead matching the filters, newest first, for a CSV export. */
export async function leadsForExport(type: LeadType, filters: LeadFilters, db: Db = database().db) {
  const entry = leadCatalog[type]
  const where = conditions(type, filters)
  return loose(db)
    .selectFrom(entry.table)
    .selectAll()
    .where((eb) => eb.and(where))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(exportLimit)
    .execute()
}

export async function getLead(type: LeadType, id: number, db: Db = database().db) {
  const entry = leadCatalog[type]
  return (await loose(db).selectFrom(entry.table).selectAll().where('id', '=', id).executeTakeFirst()) ?? null
}

export async function notesFor(type: LeadType, id: number, db: Db = database().db) {
  return db
    .selectFrom('lead_notes')
    .innerJoin('staff', 'staff.id', 'lead_notes.staff_id')
    .select(['lead_notes.id', 'lead_notes.body', 'lead_notes.created_at', 'staff.name as staff_name'])
    .where('lead_notes.lead_type', '=', type)
    .where('lead_notes.lead_id', '=', id)
    .orderBy('lead_notes.created_at', 'desc')
    .orderBy('lead_notes.id', 'desc')
    .execute()
}

/** Moves a lead along its workflow; an illegal move, or a lead that changed meanwhile, is refused. */
export async function changeStatus(type: LeadType, id: number, to: string, staffId: number, db: Db = database().db) {
  const entry = leadCatalog[type]
  if (!entry.statuses) throw new ConsoleError(`${leadTypeLabels[type].plural} have no status.`)
  await db.transaction().execute(async (trx) => {
    const lead = await loose(trx as unknown as Db)
      .selectFrom(entry.table)
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst()
    if (!lead) throw new ConsoleError('This lead no longer exists.')
    const from = String(lead.status)
    if (!nextStatuses(type, from).includes(to)) throw new ConsoleError(`A ${from} lead cannot become ${to}.`)
    const updated = await loose(trx as unknown as Db)
      .updateTable(entry.table)
      .set({ status: to })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw new ConsoleError('Someone changed this lead meanwhile; please try again.')
    await recordEvent(trx, { leadType: type, leadId: id, staffId, action: 'status', detail: `Status ${from} → ${to}` })
  })
}


export async function addNote(type: LeadType, id: number, staffId: number, body: string, db: Db = database().db) {
  const text = body.trim()
  if (!text) throw new ConsoleError('Please write a note first.')
  if (text.length > noteMaxLength) throw new ConsoleError(`Notes are limited to ${noteMaxLength} characters.`)
  if (!(await getLead(type, id, db))) throw new ConsoleError('This lead no longer exists.')
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lead_notes')
      .values({ lead_type: type, lead_id: id, staff_id: staffId, body: text, created_at: new Date().toISOString() })
      .execute()
    await recordEvent(trx, { leadType: type, leadId: id, staffId, action: 'note', detail: 'Added a note' })
  })
}

export type LeadSummary = { type: LeadType; id: number; title: string; created_at: string; status: string | null }

/** Counts per kind of lead (today in India, the last 7 days, all time), the newest leads, and outbox health. */
export async function dashboard(now = new Date(), db: Db = database().db) {
  const today = startOfIndianDay(now).toISOString()
  const week = new Date(now.getTime() - 7 * dayMs).toISOString()
  const counts = []
  const newest: LeadSummary[] = []
  for (const type of leadTypeKeys) {
    const entry = leadCatalog[type]
    const row = await loose(db)
      .selectFrom(entry.table)
      .select([
        sql<number | string>`count(*)`.as('total'),
        sql<number | string | null>`sum(case when ${sql.ref('created_at')} >= ${today} then 1 else 0 end)`.as('today'),
        sql<number | string | null>`sum(case when ${sql.ref('created_at')} >= ${week} then 1 else 0 end)`.as('week'),
      ])
      .executeTakeFirstOrThrow()
    counts.push({ type, today: Number(row.today ?? 0), week: Number(row.week ?? 0), total: Number(row.total) })
    const latest = await loose(db)
      .selectFrom(entry.table)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute()
    newest.push(...latest.map((lead) => summarise(type, lead)))
  }
  newest.sort((a, b) => b.created_at.localeCompare(a.created_at))
  const outbox = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute()
  const outboxCount = (status: string) => Number(outbox.find((row) => row.status === status)?.count ?? 0)
  return {
    counts,
    newest: newest.slice(0, 10),
    outbox: { pending: outboxCount('pending') + outboxCount('sending'), failed: outboxCount('failed') },
  }
}

export function summarise(type: LeadType, lead: LeadRow): LeadSummary {
  return {
    type,
    id: Number(lead.id),
    title: String(lead[leadCatalog[type].title] ?? ''),
    created_at: String(lead.created_at),
    status: typeof lead.status === 'string' ? lead.status : null,
  }
}

// The mail outbox.

export async function listOutbox(status: string, page: number, db: Db = database().db) {
  let base = db.selectFrom('mail_outbox')
  if ((outboxStatuses as readonly string[]).includes(status)) {
    base = base.where('status', '=', status as (typeof outboxStatuses)[number])
  }
  const { count } = await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow()
  const total = Number(count)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = await base
    .select([
      'id',
      'lead_type',
      'lead_id',
      'to_address',
      'subject',
      'status',
      'attempts',
      'next_attempt_at',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute()
  return { rows, total, page: current, pageCount }
}

/** Puts a failed message back in the queue; the outbox worker sends it on its next round. */
export async function retryMail(id: number, staffId: number, db: Db = database().db) {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('mail_outbox')
      .set({ status: 'pending', next_attempt_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw new ConsoleError('Only a failed message can be retried.')
    await recordEvent(trx, { leadType: 'mail', leadId: id, staffId, action: 'retry', detail: `Retried mail ${id}` })
  })
}

/** The lead type key the console uses for an outbox row's lead type, if it names one. */
export function leadTypeOfOutbox(name: string): LeadType | null {
  return leadTypeKeys.find((type) => leadCatalog[type].outboxNames.includes(name)) ?? null
}
