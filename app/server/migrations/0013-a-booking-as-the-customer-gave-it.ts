import { type Kysely, sql } from 'kysely'

// A booking keeps what the customer gave as they meant it: the phone in E.164 like every other lead's
// (bookings kept an Indian number as its 10 digits), the e-mail address they may give for a copy, and for a
// package of several events each event's own date, start time and place, as JSON in `events`. Bookings
// made before kept only each event's date (`event_dates`, comma-separated) with one time and one place for
// all: those become events with that time and place, and `event_dates` goes. Code from before this
// migration writes `event_dates`: stop it before starting the new (decision 0081). The tables are written out
// here, not taken from the code, so that this migration does the same thing whatever the code becomes.

type Tables = {
  bookings: {
    id: number
    phone: string
    location: string
    event_time: string
    event_dates: string | null
    events: string | null
  }
}

export async function up(untyped: Kysely<unknown>) {
  await untyped.schema.alterTable('bookings').addColumn('email', 'text').execute()
  await untyped.schema.alterTable('bookings').addColumn('events', 'text').execute()
  // The look-up of the same booking sent again (same phone, within half an hour) reads bookings by phone.
  await untyped.schema.createIndex('bookings_phone').on('bookings').column('phone').execute()

  const db = untyped.withTables<Tables>()
  await db
    .updateTable('bookings')
    .set({ phone: sql<string>`${'+91'} || ${sql.ref('phone')}` })
    .where(sql<boolean>`length(${sql.ref('phone')}) = 10 and ${sql.ref('phone')} not like ${'+%'}`)
    .execute()
  const several = await db
    .selectFrom('bookings')
    .select(['id', 'location', 'event_time', 'event_dates'])
    .where('event_dates', 'is not', null)
    .execute()
  for (const booking of several) {
    const dates = (booking.event_dates ?? '')
      .split(',')
      .map((date) => date.trim())
      .filter(Boolean)
    const events = dates.map((date) => ({ date, time: booking.event_time, location: booking.location }))
    await db
      .updateTable('bookings')
      .set({ events: JSON.stringify(events) })
      .where('id', '=', booking.id)
      .execute()
  }
  await untyped.schema.alterTable('bookings').dropColumn('event_dates').execute()
}
