import type { Transaction } from 'kysely'
import type { CustomerStatus } from '~/content/request-page'
import type { Database } from '~/server/schema.server'
import { phoneLinks } from '../contact-links'
import { type RequestReader, defineStore } from '../store.server'
import { entry } from './entry'
import { mail } from './mail'
import { type Booking, type BookingEvent, bookingSchema } from './schema'
import { bookingCopyLines, bookingLines } from './words'

const checked = defineStore(
  bookingSchema,
  async (trx, data, createdAt) => {
    // The same booking sent again soon after (a customer unsure it went through) is the first one.
    const earlier = await sameBookingSince(
      trx,
      data,
      new Date(Date.parse(createdAt) - sameBookingWithinMs).toISOString(),
    )
    if (earlier)
      return { answer: { status: 200, body: { id: earlier.id, summary: bookingLines(earlier.booking) } }, mail: null }
    const [first] = data.events
    const { id } = await trx
      .insertInto('bookings')
      .values({
        name: data.name,
        phone: data.phone,
        email: data.email,
        location: first.location,
        event_date: first.date,
        event_time: first.time,
        package_id: data.packageId,
        hours: data.hours,
        events: data.events.length > 1 ? JSON.stringify(data.events) : null,
        status: entry.workflow.statuses[0],
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return {
      answer: { status: 201, body: { id, summary: bookingLines(data) } },
      mail: { id, lead: data, visitor: data.email },
    }
  },
  mail,
)

/** When an event on a day in India (YYYY-MM-DD) at a time (HH:MM) starts. */
function startInIndia(day: string, time: string) {
  const start = new Date(`${day}T${time.slice(0, 5)}:00+05:30`)
  return Number.isNaN(start.getTime()) ? null : start
}

// A booking's places join what its page and mails repeat once the team has confirmed it with the customer.
const placesShownOnceConfirmed: readonly CustomerStatus[] = ['confirmed', 'completed']

const request: RequestReader = async (db, id) => {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  const booking = storedBooking(row)
  const places = (status: CustomerStatus) =>
    !placesShownOnceConfirmed.includes(status)
      ? []
      : booking.events.length === 1
        ? [{ label: 'Venue', value: booking.events[0].location }]
        : booking.events.map((event, index) => ({ label: `Venue of event ${index + 1}`, value: event.location }))
  return {
    lines: (status) => [...bookingCopyLines(booking), ...places(status)],
    email: row.email,
    name: row.name,
    status: row.status,
    createdAt: row.created_at,
    startsAt: startInIndia(booking.events[0].date, booking.events[0].time),
  }
}

export const store = { ...checked, request }

/** How long a booking sent again with the same phone, package and dates is taken for the first. */
const sameBookingWithinMs = 30 * 60_000

type BookingRow = Pick<
  Database['bookings'],
  'name' | 'phone' | 'email' | 'location' | 'event_date' | 'event_time' | 'package_id' | 'hours' | 'events'
>

/** A stored booking as its form's schema read it. */
export function storedBooking(row: BookingRow): Booking {
  return {
    name: row.name,
    phone: row.phone,
    phoneAsRead: phoneLinks(row.phone)?.text ?? row.phone,
    email: row.email,
    packageId: row.package_id,
    hours: row.hours,
    events: row.events
      ? (JSON.parse(row.events) as BookingEvent[])
      : [{ date: row.event_date, time: row.event_time, location: row.location }],
  }
}

/** The latest booking since the given time with this one's phone, package and dates, if any. */
async function sameBookingSince(trx: Transaction<Database>, booking: Booking, since: string) {
  const rows = await trx
    .selectFrom('bookings')
    .select(['id', 'name', 'phone', 'email', 'location', 'event_date', 'event_time', 'package_id', 'hours', 'events'])
    .where('phone', '=', booking.phone)
    .where('created_at', '>=', since)
    .where('package_id', booking.packageId === null ? 'is' : '=', booking.packageId)
    .orderBy('id', 'desc')
    .execute()
  const dates = (events: readonly BookingEvent[]) => events.map((event) => event.date).join(' ')
  for (const row of rows) {
    const stored = storedBooking(row)
    if (dates(stored.events) === dates(booking.events)) return { id: row.id, booking: stored }
  }
  return null
}
