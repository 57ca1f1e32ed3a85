import type { Kysely } from 'kysely'

// A booking as people plan it: whom the reel-maker calls on the day when not the customer (a name and a number in
// E.164), and, for a package booked by the week, for how many weeks from its start date. What each event is
// ('haldi') is kept with the events, in `events`, which a booking now has whenever one of them says more than
// its day, time and place.
export async function up(db: Kysely<unknown>) {
  // One column a statement: SQLite adds one at a time.
  await db.schema.alterTable('bookings').addColumn('day_contact_name', 'text').execute()
  await db.schema.alterTable('bookings').addColumn('day_contact_phone', 'text').execute()
  await db.schema.alterTable('bookings').addColumn('weeks', 'integer').execute()
}
