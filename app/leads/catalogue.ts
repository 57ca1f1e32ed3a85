import { indiaZoneLabel } from '~/india/india-time'
import type { Database } from '~/server/schema.server'
import type { LeadEntry, StatusOf as TableStatus } from './entry'
import { kindEntries, leadKinds as kindFolders } from './kinds'

// The kinds of lead the site keeps. Each has one name, and it is the name of its table and of its folder: the
// console's address for it (/console/leads/<name>), the lead_type of its mail, notes and history, its idempotency
// scope and rate limit, and what a staff member ticks to be mailed about it. Everything else that differs
// between kinds is said once, in its folder (app/leads/<kind>/entry.ts); `npm run assemble` lists the folders
// (app/leads/kinds.ts), and this gives the server and the console's pages what they ask of them.
// app/leads/catalogue.server.ts does the same for the stores. "How to add a kind of lead" in README.md says the rest.

export type LeadKind = (typeof kindFolders)[number]

/** The kinds of lead, in the order the console lists them: those that ask for something first, mailing lists last. */
export const leadKinds: readonly LeadKind[] = [...kindFolders].sort(
  (one, other) => Number(kindEntries[one].mailingList !== null) - Number(kindEntries[other].mailingList !== null),
)

export function isLeadKind(value: string): value is LeadKind {
  return (leadKinds as readonly string[]).includes(value)
}

type StatusOf<K extends LeadKind> = TableStatus<Database[K]>

/** The kinds of lead that have a workflow: those whose table has a status. */
export type KindWithWorkflow = { [K in LeadKind]: [StatusOf<K>] extends [never] ? never : K }[LeadKind]

/** A status of any kind of lead that has a workflow. */
export type WorkflowStatus = StatusOf<KindWithWorkflow>

/** The kinds of lead that are mailing lists, whose members can unsubscribe: those whose table says when. */
export type MailingListKind = {
  [K in LeadKind]: Database[K] extends { unsubscribed_at: string | null } ? K : never
}[LeadKind]

/** The mailing lists whose table says when an address was confirmed: they take an address only once confirmed. */
export type DoubleOptInKind = {
  [K in MailingListKind]: Database[K] extends { confirmed_at: string | null } ? K : never
}[MailingListKind]

/** What the catalogue says about one kind of lead; for a kind not known in advance, the union of them all. */
export type CatalogueEntry<K extends LeadKind = LeadKind> = K extends LeadKind ? LeadEntry<Database[K]> : never

export const leadCatalogue: { [K in LeadKind]: CatalogueEntry<K> } = kindEntries

/**
 * Where the words of each kind of lead show the business's facts, as its entry declares them: its success panel
 * and its mails ('booking: confirmation and mails'), for the list of examples and where each appears.
 */
export const factsShownByLeads = leadKinds.map((kind) => ({
  place: `${leadCatalogue[kind].label.singular.toLowerCase()}: confirmation and mails`,
  facts: leadCatalogue[kind].facts,
}))

/** The reference a visitor is given for a lead (BK-12), and by which the console finds it. */
export function leadReference(kind: LeadKind, id: number) {
  return `${leadCatalogue[kind].referencePrefix}-${id}`
}

/** The lead's number when the text is a reference to a lead of this kind (any case, spaces allowed); else null. */
export function referencedId(kind: LeadKind, text: string) {
  const match = /^([a-z]+)\s*-?\s*#?(\d{1,12})$/i.exec(text.trim())
  if (!match || match[1].toUpperCase() !== leadCatalogue[kind].referencePrefix) return null
  return Number(match[2])
}

/** The catalogue's entry for a kind that is known only when the code runs. */
export function catalogueEntry(kind: LeadKind): CatalogueEntry {
  return leadCatalogue[kind]
}

export function hasWorkflow(kind: LeadKind): kind is KindWithWorkflow {
  return catalogueEntry(kind).workflow !== null
}

export function isMailingList(kind: LeadKind): kind is MailingListKind {
  return catalogueEntry(kind).mailingList !== null
}

export function isDoubleOptIn(kind: LeadKind): kind is DoubleOptInKind {
  return catalogueEntry(kind).mailingList?.doubleOptIn === true
}

/** The mailing lists, each with the letter its links carry. */
export const mailingLists = leadKinds.flatMap((kind) => {
  const list = catalogueEntry(kind).mailingList
  return isMailingList(kind) && list ? [{ kind, linkCode: list.linkCode }] : []
})

export type SubscriptionState = 'pending' | 'confirmed' | 'unsubscribed'

/**
 * Where a mailing list's member stands, and since when: unsubscribed, confirmed (a list without double opt-in
 * takes an address as confirmed when it signs up), or pending until its owner opens the confirmation link.
 */
export function subscriptionState(row: {
  created_at: string
  unsubscribed_at?: string | null
  confirmed_at?: string | null
}) {
  if (row.unsubscribed_at) return { state: 'unsubscribed' as SubscriptionState, since: row.unsubscribed_at }
  if (row.confirmed_at === undefined) return { state: 'confirmed' as SubscriptionState, since: row.created_at }
  if (row.confirmed_at) return { state: 'confirmed' as SubscriptionState, since: row.confirmed_at }
  return { state: 'pending' as SubscriptionState, since: row.created_at }
}

/** The statuses a lead of this kind may move to from the one it has; none for a kind without a workflow. */
export function nextStatuses(kind: LeadKind, from: string): readonly string[] {
  const moves: Readonly<Record<string, readonly string[]>> = catalogueEntry(kind).workflow?.moves ?? {}
  return moves[from] ?? []
}

/** The labels of the columns every kind may have; a kind's own columns are labelled by its fields. */
const columnLabels: Record<string, string> = {
  id: 'ID',
  email: 'E-mail',
  event_date: 'Event date',
  event_time: 'Event time',
  created_at: 'Received',
  confirmed_at: 'Confirmed',
  unsubscribed_at: 'Unsubscribed',
  possible_duplicate_of: 'Possible duplicate of',
}

/** Every kind's fields: the console reads a column as the field stored in it says. */
const allFields = leadKinds.flatMap((kind) => Object.values(catalogueEntry(kind).fields))
const fieldLabels = new Map(allFields.map((field) => [field.column, field.consoleLabel ?? field.label]))
const namedIds = new Map(
  allFields.flatMap((field) => (field.nameOfId ? [[field.column, field.nameOfId] as const] : [])),
)
const readers = new Map(allFields.flatMap((field) => (field.read ? [[field.column, field.read] as const] : [])))
const dayColumns = new Set(allFields.filter((field) => field.rule?.type === 'futureDate').map((field) => field.column))

/**
 * Columns that keep the id of something the site's content names: the console shows and offers it by its name,
 * and an export gives the name with the id beside it.
 */
export function holdsNamedId(column: string) {
  return namedIds.has(column)
}

/**
 * A stored value as the team reads it: an id by the name of what it names (an id no longer known, as it is), a
 * booking's events in words.
 */
export function readableValue(column: string, value: unknown) {
  const read = readers.get(column)
  if (read && typeof value === 'string') return read(value)
  const name = namedIds.get(column)
  return name && typeof value === 'string' ? (name(value) ?? value) : value
}

/** A column's name as the console and its exports show it; a time says that it is India's. */
export function columnLabel(column: string) {
  const label = columnLabels[column] ?? fieldLabels.get(column) ?? column.replace(/_/g, ' ')
  const zone = isTimeColumn(column) ? ` (${indiaZoneLabel})` : ''
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}${zone}`
}

/** Columns that hold a calendar day (YYYY-MM-DD), shown in words in the console. */
export function isDayColumn(column: string) {
  return dayColumns.has(column)
}

/** Columns that hold an instant, stored in UTC and shown in India's time. */
export function isTimeColumn(column: string) {
  return column.endsWith('_at')
}

/** What each kind's form collects, as the privacy policy lists it. */
export const collectedByForms = leadKinds.map((kind) => catalogueEntry(kind).collected)
