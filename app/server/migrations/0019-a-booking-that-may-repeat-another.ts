import type { Kysely } from 'kysely'

// A booking sent with the phone, package and dates of one made in the half hour before, without a proof that it
// comes from the same customer, is kept as a booking of its own, which names the earlier one it may repeat: the
// team decides which stands. Nothing of the earlier booking is shown to whoever sent the later one.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('bookings').addColumn('possible_duplicate_of', 'integer').execute()
}
