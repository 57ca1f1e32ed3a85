import type { Kysely } from 'kysely'

// A booking remembers what it was for: the package or offer it was made from, the hours booked on the
// hourly plan, and every event's date for a package of several events. Old bookings have none of them.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('bookings').addColumn('package_id', 'text').execute()
  await db.schema.alterTable('bookings').addColumn('hours', 'integer').execute()
  await db.schema.alterTable('bookings').addColumn('event_dates', 'text').execute()
  await db.schema.createIndex('bookings_package_id').on('bookings').column('package_id').execute()
}
