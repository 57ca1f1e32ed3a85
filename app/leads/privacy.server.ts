import { type Kysely, type Transaction, sql } from 'kysely'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { email } from '~/forms/fields'
import { type LeadKind, catalogueEntry, leadKinds } from '~/leads/catalogue'
import { recordEvent } from '~/server/audit.server'
import { type DatabaseHandle, database, wipeErasedRows } from '~/server/db.server'
import { forgetAnswers } from '~/server/idempotency.server'
import { logger } from '~/server/logger.server'
import { configuredMailDir, removeMailFiles, removeMailFilesAddressedTo } from '~/server/mail.server'
import { forgetRequestPages } from '~/leads/requests/pages.server'
import type { Database } from '~/server/schema.server'
import { forgetMailCount } from '~/server/visitor-mail.server'

type Db = Kysely<Database>

export class PrivacyError extends Error {}

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string; stored: string[] }

/**
 * An e-mail address (compared without case) or a phone number from any country (without a country code,
 * India's). A number is looked for as every form it is stored in: E.164, and for an Indian number also the
 * 10 digits bookings keep.
 */
export function readIdentifier(input: string): Identifier {
  const text = input.trim()
  if (text.includes('@')) {
    const address = email.safeParse(text)
    if (!address.success) throw new PrivacyError('Please enter a valid e-mail address.')
    return { kind: 'email', value: address.data }
  }
  const number = parsePhoneNumberFromString(text, 'IN')
  if (!number?.isValid()) throw new PrivacyError('Please enter an e-mail address or a phone number.')
  const national = number.countryCallingCode === '91' ? [String(number.nationalNumber)] : []
  return { kind: 'phone', value: number.number, stored: [number.number, ...national] }
}

type Found = {
  leads: { kind: LeadKind; ids: number[] }[]
  outboxIds: number[]
}

async function find(db: Db | Transaction<Database>, identifier: Identifier): Promise<Found> {
  const leads: Found['leads'] = []
  for (const kind of leadKinds) {
    const column = catalogueEntry(kind).personal[identifier.kind]
    if (!column) continue
    const rows = await db
      .selectFrom(kind)
      .select('id')
      .where(
        identifier.kind === 'email'
          ? sql<boolean>`lower(${sql.ref(column)}) = ${identifier.value}`
          : sql<boolean>`${sql.ref(column)} in (${sql.join(identifier.stored)})`,
      )
      .execute()
    if (rows.length) leads.push({ kind, ids: rows.map((row) => row.id) })
  }
  // Mail about these leads, and mail to or from the person: addresses compared whole, never as a part of
  // another (erasing a@b.co must leave mail to xa@b.com alone).
  const addressed = identifier.kind === 'email'
  const outbox = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        ...leads.map(({ kind, ids }) => eb.and([eb('lead_type', '=', kind), eb('lead_id', 'in', ids)])),
        ...(addressed
          ? [
              eb(sql`lower(trim(${sql.ref('to_address')}))`, '=', identifier.value),
              eb(sql`lower(trim(${sql.ref('reply_to')}))`, '=', identifier.value),
            ]
          : []),
      ]),
    )
    .execute()
  return { leads, outboxIds: outbox.map((row) => Number(row.id)) }
}

/** Everything stored about one person: their leads (every field) and the mail about them. */
export async function findPersonalData(identifier: Identifier, db: Db = database().db) {
  const found = await find(db, identifier)
  const leads = []
  for (const { kind, ids } of found.leads) {
    leads.push({ kind, rows: await db.selectFrom(kind).selectAll().where('id', 'in', ids).orderBy('id').execute() })
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
 * Erases every lead of one person, the notes on them, the answers kept for their forms' retries and the mail
 * about them (its outbox rows in one transaction, then the mail's files, and every mail file addressed to their
 * e-mail address), and leaves an audit entry that says what kind of data was erased and by whom, but not
 * whose. Then the deleted rows are wiped from the database's files (docs/decisions/0053).
 */
export async function erasePersonalData(
  identifier: Identifier,
  staffId: number,
  handle: DatabaseHandle = database(),
  mailDir: string = configuredMailDir(),
) {
  const erased = await handle.db.transaction().execute(async (trx) => {
    const found = await find(trx, identifier)
    for (const { kind, ids } of found.leads) {
      await trx.deleteFrom('lead_notes').where('lead_type', '=', kind).where('lead_id', 'in', ids).execute()
      await forgetAnswers(trx, handle.engine, kind, ids)
      await forgetRequestPages(trx, kind, ids)
      await trx.deleteFrom(kind).where('id', 'in', ids).execute()
    }
    if (found.outboxIds.length) await trx.deleteFrom('mail_outbox').where('id', 'in', found.outboxIds).execute()
    const leadCount = found.leads.reduce((sum, { ids }) => sum + ids.length, 0)
    const parts = found.leads.map(({ kind, ids }) => `${catalogueEntry(kind).label.plural.toLowerCase()} ${ids.length}`)
    const detail =
      `Erased on request (by ${identifier.kind === 'email' ? 'e-mail address' : 'phone number'}): ` +
      `${leadCount} ${leadCount === 1 ? 'lead' : 'leads'}${parts.length ? ` (${parts.join(', ')})` : ''} and ` +
      `${found.outboxIds.length} mail ${found.outboxIds.length === 1 ? 'message' : 'messages'}`
    await recordEvent(trx, { leadType: 'privacy', leadId: null, staffId, action: 'erase', detail })
    return {
      leads: leadCount,
      mail: found.outboxIds.length,
      detail,
      outboxIds: found.outboxIds,
      kinds: found.leads.map(({ kind }) => kind),
    }
  })
  const { outboxIds, kinds, ...result } = erased
  await removeMailFiles(mailDir, outboxIds)
  // Files kept before they were named by outbox row, and any whose row has gone, are found by their headers.
  if (identifier.kind === 'email') {
    await removeMailFilesAddressedTo(mailDir, identifier.value)
    await forgetMailCount(handle.db, identifier.value)
  }
  const tables = [
    ...kinds,
    ...(kinds.length ? ['lead_notes', 'idempotency_keys', 'request_pages', 'request_updates', 'request_versions'] : []),
    ...(outboxIds.length ? ['mail_outbox'] : []),
  ]
  try {
    if (!(await wipeErasedRows(handle, tables))) {
      logger.warn(
        'erasure: another connection kept the database from emptying its WAL; housekeeping tries again hourly',
      )
    }
  } catch (error) {
    // The erasure has committed: a wipe that fails is logged, not answered as an erasure that failed.
    logger.warn({ err: error }, 'erasure: the erased rows could not be wiped from the database files')
  }
  return result
}
