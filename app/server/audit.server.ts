import type { Kysely, Transaction } from 'kysely'
import { database } from './db.server'
import type { AuditSubject, Database } from './schema.server'

type Db = Kysely<Database> | Transaction<Database>

export type AuditEvent = {
  /** A kind of lead, or `privacy`, `mail` or `staff` for changes that are not about one lead. */
  leadType: AuditSubject
  leadId: number | null
  /** Who made the change; null for the site itself (a skipped mail, housekeeping, a visitor's own link). */
  staffId: number | null
  action: string
  /** What changed, in words; never a visitor's personal data. */
  detail: string
}

export async function recordEvent(db: Db, event: AuditEvent) {
  await db
    .insertInto('lead_events')
    .values({
      lead_type: event.leadType,
      lead_id: event.leadId,
      staff_id: event.staffId,
      action: event.action,
      detail: event.detail,
      created_at: new Date().toISOString(),
    })
    .execute()
}

/** The latest changes of one kind (for example `staff`), newest first, with who made each. */
export async function recentEvents(leadType: AuditSubject, limit = 20, db: Db = database().db) {
  return db
    .selectFrom('lead_events')
    .leftJoin('staff', 'staff.id', 'lead_events.staff_id')
    .select([
      'lead_events.id',
      'lead_events.lead_id',
      'lead_events.detail',
      'lead_events.created_at',
      'staff.name as staff_name',
    ])
    .where('lead_events.lead_type', '=', leadType)
    .orderBy('lead_events.created_at', 'desc')
    .orderBy('lead_events.id', 'desc')
    .limit(limit)
    .execute()
}

/** The history of one lead (or, with a null id, of one kind of change), newest first, with who made each change. */
export async function eventsFor(leadType: AuditSubject, leadId: number | null, db: Db = database().db) {
  let query = db
    .selectFrom('lead_events')
    .leftJoin('staff', 'staff.id', 'lead_events.staff_id')
    .select([
      'lead_events.id',
      'lead_events.action',
      'lead_events.detail',
      'lead_events.created_at',
      'staff.name as staff_name',
    ])
    .where('lead_events.lead_type', '=', leadType)
  query =
    leadId === null ? query.where('lead_events.lead_id', 'is', null) : query.where('lead_events.lead_id', '=', leadId)
  return query.orderBy('lead_events.created_at', 'desc').orderBy('lead_events.id', 'desc').limit(200).execute()
}
