import type { Kysely, Transaction } from 'kysely'
import type { Database } from '~/server/schema.server'
import type { Change } from './changes'
import { kind } from './entry'

// A booking is one record with versions (docs/decisions/0097): the row holds the version that stands, and each
// change of it (the team's edit, a move the team accepted, the customer's correction) is a version that says who
// made it, when, why, and what changed from what to what, in the words people read the booking by.

type Db = Kysely<Database> | Transaction<Database>

/** Keeps a change of the booking as its next version; answers the version's number. */
export async function recordVersion(
  trx: Transaction<Database>,
  id: number,
  version: { staffId: number | null; reason: string | null; changes: Change[]; answersMove: number | null; at: Date },
) {
  const last = await trx
    .selectFrom('request_versions')
    .select((eb) => eb.fn.max<number | null>('version').as('version'))
    .where('lead_type', '=', kind)
    .where('lead_id', '=', id)
    .executeTakeFirst()
  // Version 1 is the booking as it was sent.
  const number = Number(last?.version ?? 1) + 1
  await trx
    .insertInto('request_versions')
    .values({
      lead_type: kind,
      lead_id: id,
      version: number,
      staff_id: version.staffId,
      reason: version.reason,
      changes: JSON.stringify(version.changes),
      answers_move: version.answersMove,
      created_at: version.at.toISOString(),
    })
    .execute()
  return number
}

/** A booking's versions after the first, newest first, with who made each, for the console. */
export async function versionsOf(id: number, db: Db) {
  const rows = await db
    .selectFrom('request_versions')
    .leftJoin('staff', 'staff.id', 'request_versions.staff_id')
    .select([
      'request_versions.id',
      'request_versions.version',
      'request_versions.reason',
      'request_versions.changes',
      'request_versions.answers_move',
      'request_versions.created_at',
      'staff.name as staff_name',
    ])
    .where('request_versions.lead_type', '=', kind)
    .where('request_versions.lead_id', '=', id)
    .orderBy('request_versions.version', 'desc')
    .execute()
  return rows.map(({ changes, ...row }) => ({ ...row, changes: JSON.parse(changes) as Change[] }))
}
