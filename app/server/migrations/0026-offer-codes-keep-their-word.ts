import { type Kysely, sql } from 'kysely'
import { offers } from '~/content/business'

// An offer code keeps the terms it was given with (docs/decisions/0124-offer-codes-keep-their-word.md): the share
// off, whether the business had confirmed the offer, and the last day it is good for, which its mail gives. The
// subscriber keeps them from the day the code is sent, and the booking that uses the code keeps them too, so that
// ending or changing the offer in the console changes no code already sent and no booking already made.
//
// Codes sent before had no last day: while the offer stands they keep the terms of the offer as it was then (the
// facts file's, the only place it could be set), and a booking that used one keeps them.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('newsletter_subscribers').addColumn('offer_terms', 'text').execute()
  // The last day a code is good for, on its own, so that the booking form knows at once whether any still is.
  await db.schema.alterTable('newsletter_subscribers').addColumn('offer_until', 'text').execute()
  await db.schema
    .createIndex('newsletter_subscribers_offer_until')
    .on('newsletter_subscribers')
    .column('offer_until')
    .execute()
  await db.schema.alterTable('bookings').addColumn('offer_terms', 'text').execute()
  const { percentOff, confirmed, live } = offers.newsletter
  const terms = JSON.stringify({ percentOff, confirmed })
  if (live) await sql`update newsletter_subscribers set offer_terms = ${terms}`.execute(db)
  await sql`update bookings set offer_terms = ${terms} where offer_code is not null`.execute(db)
}
