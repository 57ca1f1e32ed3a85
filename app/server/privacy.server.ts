import { type Kysely, type Transaction, sql } from 'kysely'
import { type LeadType, leadTypeKeys, leadTypeLabels } from '~/components/admin/lead-types'
import { recordEvent } from './audit.server'
import { leadCatalog } from './console.server'
import { database } from './db.server'
import type { Database } from './schema.server'

type Db = Kysely<Database>
type LooseDb = Kysely<Record<string, Record<string, string | number | null>>>

export class PrivacyError extends Error {}

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string }

/** An e-mail address (compared without case) or an Indian phone number (compared as its 10 digits). */
export function readIdentifier(input: string): Identifier {
  const text = input.trim()
  if (text.includes('@')) {
    if (!/^[^\s@]+@[^\s@]+$/.test(text) || text.length > 254) throw new PrivacyError('Please enter a valid e-mail address.')
    return { kind: 'email', value: text.toLowerCase() }
  }
  let digits = text.replace(/\D/g, '')
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2)
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
  if (digits.length !== 10) throw new PrivacyError('Please enter an e-mail address or a 10-digit phone number.')
  return { kind: 'phone', value: digits }
}

type Found = {
  leads: { type: LeadType; ids: number[] }[]
  outboxIds: number[]
}

function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`
}

async function find(db: Db | Transaction<Database>, identifier: Identifier): Promise<Found> {
  const loose = db as unknown as LooseDb
  const leads: Found['leads'] = []
  for (const type of leadTypeKeys) {
    const entry = leadCatalog[type]
    const column = identifier.kind === 'email' ? entry.emailColumn : entry.phoneColumn
    if (!column) continue
    const rows = await loose
      .selectFrom(entry.table)
      .select('id')
      .where(
        identifier.kind === 'email' ? sql`lower(${sql.ref(column)})` : sql.ref(column),
        '=',
        identifier.value,
      )
      .execute()
    if (rows.length) leads.push({ type, ids: rows.map((row) => Number(row.id)) })
  }
  // Mail about these leads, mail to or from the person, and any message that quotes the address or number.
  const outbox = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        ...leads.map(({ type, ids }) =>
          eb.and([eb('lead_type', 'in', leadCatalog[type].outboxNames), eb('lead_id', 'in', ids)]),
        ),
        eb(sql`lower(${sql.ref('to_address')})`, '=', identifier.value),
        eb(sql`lower(${sql.ref('reply_to')})`, '=', identifier.value),
        sql<boolean>`lower(${sql.ref('text_body')}) like ${likePattern(identifier.value)} escape '\\'`,
        sql<boolean>`lower(${sql.ref('subject')}) like ${likePattern(identifier.value)} escape '\\'`,
      ]),
    )
    .execute()
  return { leads, outboxIds: outbox.map((row) => Number(row.id)) }
}

/** Everything stored about one person: their leads (every field) and the mail about them. */
export async function findPersonalData(identifier: Identifier, db: Db = database().db) {
  const found = await find(db, identifier)
  const loose = db as unknown as LooseDb
  const leads = []
  for (const { type, ids } of found.leads) {
    const rows = await loose.selectFrom(leadCatalog[type].table).selectAll().where('id', 'in', ids).orderBy('id').execute()
    leads.push({ type, rows })
  }
  const mail = found.outboxIds.length
    ? await db
        .selectFrom('mail_outbox')
        .select(['id', 'lead_type', 'to_address', 'subject', 'status', 'created_at'])
        .where('id', 'in', found.outboxIds)
        .orderBy('id')
        .execute()
    : []
  return { leads, mail }
}

/**
 * Erases every lead of one person, the notes on them and the mail about them, in one transaction, and
 * leaves an audit entry that says what kind of data was erased and by whom, but not whose.
 */
export async function erasePersonalData(identifier: Identifier, staffId: number, db: Db = database().db) {
  return db.transaction().execute(async (trx) => {
    const found = await find(trx, identifier)
    const loose = trx as unknown as LooseDb
    for (const { type, ids } of found.leads) {
      await trx.deleteFrom('lead_notes').where('lead_type', '=', type).where('lead_id', 'in', ids).execute()
      await loose.deleteFrom(leadCatalog[type].table).where('id', 'in', ids).execute()
    }
    if (found.outboxIds.length) await trx.deleteFrom('mail_outbox').where('id', 'in', found.outboxIds).execute()
    const leadCount = found.leads.reduce((sum, { ids }) => sum + ids.length, 0)
    const parts = found.leads.map(({ type, ids }) => `${leadTypeLabels[type].plural.toLowerCase()} ${ids.length}`)
    const detail =
      `Erased on request (by ${identifier.kind === 'email' ? 'e-mail address' : 'phone number'}): ` +
      `${leadCount} ${leadCount === 1 ? 'lead' : 'leads'}${parts.length ? ` (${parts.join(', ')})` : ''} and ` +
      `${found.outboxIds.length} mail ${found.outboxIds.length === 1 ? 'message' : 'messages'}`
    await recordEvent(trx, { leadType: 'privacy', leadId: null, staffId, action: 'erase', detail })
    return { leads: leadCount, mail: found.outboxIds.length, detail }
  })
}
