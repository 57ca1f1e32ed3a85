import type { Kysely } from 'kysely'
import type { RetentionDays } from '~/content/retention'
import { type HousekeepingCounts, keptSince } from '~/server/housekeeping.server'
import type { Database } from '~/server/schema.server'
import { catalogueEntry, isDoubleOptIn, leadKinds } from './catalogue'
import { forgetRequestPages } from './requests/pages.server'

// The leads' part of each round of housekeeping (app/server/housekeeping.server.ts runs it, as one of its tasks):
// the leads of each kind past its retention period, with their notes and request pages.

/** Deletes every lead past its kind's retention period; answers how many of each kind it deleted. */
export async function forgetLeadsPastRetention(db: Kysely<Database>, now: Date, periods: RetentionDays) {
  const counts: HousekeepingCounts = {}
  for (const kind of leadKinds) {
    const { retention } = catalogueEntry(kind)
    const statuses = retention.statuses ?? []
    const expired = await db
      .selectFrom(kind)
      .select('id')
      .where(retention.from, 'is not', null)
      .where(retention.from, '<', keptSince(now, periods, retention.period))
      .where((eb) => (statuses.length ? eb('status', 'in', statuses) : eb.and([])))
      .execute()
    const ids = expired.map((row) => row.id)
    // A sign-up to a list that asks for confirmation and was never confirmed is not kept past its period.
    if (isDoubleOptIn(kind)) {
      const unconfirmed = await db
        .selectFrom(kind)
        .select('id')
        .where('confirmed_at', 'is', null)
        .where('unsubscribed_at', 'is', null)
        .where('created_at', '<', keptSince(now, periods, 'unconfirmedSignUps'))
        .execute()
      ids.push(...unconfirmed.map((row) => row.id))
    }
    counts[kind] = ids.length
    if (!ids.length) continue
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('lead_notes').where('lead_type', '=', kind).where('lead_id', 'in', ids).execute()
      await forgetRequestPages(trx, kind, ids)
      await trx.deleteFrom(kind).where('id', 'in', ids).execute()
    })
  }
  return counts
}
