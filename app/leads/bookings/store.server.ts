import type { Transaction } from 'kysely'
import { offerCodeProblems } from '~/content/offers'
import type { CustomerStatus } from '~/content/request-page'
import type { Database } from '~/server/schema.server'
import { phoneLinks } from '../contact-links'
import { claimableOfferCode } from '../newsletter_subscribers/offer-code.server'
import { type RequestReader, defineStore, refusedField } from '../store.server'
import { entry } from './entry'
import { mail } from './mail'
import { type Booking, type BookingEvent, bookingSchema } from './schema'
import { bookingCopyLines, bookingLines } from './words'

const checked = defineStore(
  bookingSchema,
  async (trx, data, createdAt, mailKey) => {
    // The same booking sent again soon after (a customer unsure it went through) is the first one.
    const earlier = await sameBookingSince(
      trx,
      data,
      new Date(Date.parse(createdAt) - sameBookingWithinMs).toISOString(),
    )
    if (earlier)
      return { answer: { status: 200, body: { id: earlier.id, summary: bookingLines(earlier.booking) } }, mail: null }
    let offerCode: string | null = null
    if (data.offerCode !== null) {
      const claim = await claimableOfferCode(trx, mailKey, data.offerCode)
      if ('problem' in claim) return refusedField('offerCode', offerCodeProblems[claim.problem])
      offerCode = claim.code
    }
    const booking: Booking = { ...data, offerCode }
    const [first] = booking.events
    // A code is good for one booking: one already used, by a booking before or at this very moment, stores nothing.
    const inserted = await trx
      .insertInto('bookings')
      .values({
        name: booking.name,
        phone: booking.phone,
        email: booking.email,
        location: first.location,
        event_date: first.date,
        event_time: first.time,
        package_id: booking.packageId,
        hours: booking.hours,
        events: booking.events.length > 1 ? JSON.stringify(booking.events) : null,
        offer_code: offerCode,
        status: entry.workflow.statuses[0],
        created_at: createdAt,
      })
      .onConflict((oc) => oc.column('offer_code').where('offer_code', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) return refusedField('offerCode', offerCodeProblems.used)
    const { id } = inserted
    return {
      answer: { status: 201, body: { id, summary: bookingLines(booking) } },
      mail: { id, lead: booking, visitor: booking.email },
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
  | 'name'
  | 'phone'
  | 'email'
  | 'location'
  | 'event_date'
  | 'event_time'
  | 'package_id'
  | 'hours'
  | 'events'
  | 'offer_code'
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
    offerCode: row.offer_code,
    events: row.events
      ? (JSON.parse(row.events) as BookingEvent[])
      : [{ date: row.event_date, time: row.event_time, location: row.location }],
  }
}

/** The latest booking since the given time with this one's phone, package and dates, if any. */
async function sameBookingSince(trx: Transaction<Database>, booking: Booking, since: string) {
  const rows = await trx
    .selectFrom('bookings')
    .select([
      'id',
      'name',
      'phone',
      'email',
      'location',
      'event_date',
      'event_time',
      'package_id',
      'hours',
      'events',
      'offer_code',
    ])
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
