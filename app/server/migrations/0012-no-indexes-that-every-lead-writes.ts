import type { Kysely } from 'kysely'

// Every booking wrote an entry into an index of its package and its mail into an index of its creation
// time, and every lead paid for both on its way in. Only the console's package filter and the hourly
// housekeeping read them, over tables that housekeeping keeps to their retention period, where a scan costs
// less than the writes did (docs/decisions/0027-what-a-lead-costs.md).
export async function up(db: Kysely<unknown>) {
  await db.schema.dropIndex('bookings_package_id').execute()
  await db.schema.dropIndex('mail_outbox_created_at').execute()
}
