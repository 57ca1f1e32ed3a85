import type { Kysely } from 'kysely'

// A booking keeps the terms its price was made at (docs/decisions/0125-bookings-keep-their-prices.md): its
// package's price in rupees and the GST rate in percent, as JSON, so that a price or a rate changed later, in the
// catalogue or in the console, changes no booking already made.
//
// Bookings made before keep none: they read as they always have, from the catalogue and the facts file's rate,
// the only rate read when they were made.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('bookings').addColumn('price_terms', 'text').execute()
}
