import type { Kysely } from 'kysely'

// A booking may claim the newsletter's offer with a subscriber's offer code (docs/decisions/0083), kept as the
// site writes it. A code is good for one booking: the unique index refuses a second booking with it, even one
// stored at the same moment. It is partial, so the many bookings without a code write nothing into it.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('bookings').addColumn('offer_code', 'text').execute()
  await db.schema
    .createIndex('bookings_offer_code')
    .unique()
    .on('bookings')
    .column('offer_code')
    .where('offer_code', 'is not', null)
    .execute()
}
