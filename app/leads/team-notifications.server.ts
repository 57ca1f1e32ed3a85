import type { Kysely } from 'kysely'
import { database } from '~/server/db.server'
import type { Database } from '~/server/schema.server'
import { setNotifyOf } from '~/server/staff.server'
import { type LeadKind, isLeadKind, leadKinds } from './catalogue'

// Which new leads a staff member is mailed about, chosen in the console's settings. A new member is mailed about
// every kind until they choose otherwise: the console and `npm run staff:create` create them so.

type Db = Kysely<Database>

/** What a new member is mailed about until they choose otherwise. */
export const newMemberNotifiedOf: readonly LeadKind[] = leadKinds

function parseLeadKinds(value: string): LeadKind[] {
  return value.split(',').filter(isLeadKind)
}

/** The kinds of lead a member is mailed about. */
export async function mailPreferences(id: number, db: Db = database().db) {
  const row = await db.selectFrom('staff').select('notify_lead_types').where('id', '=', id).executeTakeFirstOrThrow()
  return parseLeadKinds(row.notify_lead_types)
}

/** Keeps the kinds of lead among those given as what the member is mailed about; any other name is dropped. */
export async function setMailPreferences(id: number, kinds: string[], db: Db = database().db) {
  await setNotifyOf(
    id,
    leadKinds.filter((kind) => kinds.includes(kind)),
    db,
  )
}

/**
 * The e-mail addresses of active staff members who asked to be mailed about a new lead of this kind, for the
 * team notifications of lead capture, which go to TEAM_INBOX as well.
 */
export async function staffRecipientsFor(kind: LeadKind, db: Db = database().db) {
  const rows = await db
    .selectFrom('staff')
    .select(['email', 'notify_lead_types'])
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute()
  return rows.filter((row) => parseLeadKinds(row.notify_lead_types).includes(kind)).map((row) => row.email)
}

/** Where the team hears of a lead of this kind: the team's inbox, and each member who asked to be mailed. */
export async function teamInboxesFor(kind: LeadKind, teamInbox: string, db: Db = database().db) {
  return [teamInbox, ...(await staffRecipientsFor(kind, db)).filter((address) => address !== teamInbox)]
}
