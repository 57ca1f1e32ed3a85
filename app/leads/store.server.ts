import type { Transaction } from 'kysely'
import type { z } from 'zod'
import { type BookingLine, bookingLines } from '~/content/booking-words'
import { type Booking, type BookingEvent, bookingSchema } from '~/forms/booking'
import { type FieldErrors, fieldErrors } from '~/forms/field-rules'
import { leadCatalogue } from '~/leads/catalogue'
import { phoneLinks } from '~/leads/contact-links'
import type { DatabaseHandle } from '~/server/db.server'
import type { Database } from '~/server/schema.server'
import { type LeadMailTemplates, leadMail } from './mail'

// How a kind of lead is checked and stored: its form's schema, the row it writes and the mail written from it.
// Each kind defines its own in its folder (app/leads/<kind>/store.server.ts) with defineStore(); what the
// console shows and which mails go out are its catalogue entry.

export type LeadBody = {
  id?: number
  position?: number
  spotsRemaining?: number
  ok?: true
  error?: string
  fields?: FieldErrors
  /** What the lead says, as the customer reads it back (a booking's events in words, its total with GST). */
  summary?: BookingLine[]
}

export type LeadAnswer = { status: number; body: LeadBody }

export type StoredLead<Row> = {
  answer: LeadAnswer
  /**
   * The new lead's id, what its mail is written from, and the visitor's address; null when nothing was stored.
   * `visitorOnly` when only the visitor is written to: a request its owner has still to confirm. `signedAt`
   * when the links of a mailing list's mail are to be issued at an earlier time than now: the sign-up they
   * confirm was made then.
   */
  mail: { id: number; lead: Row; visitor: string | null; visitorOnly?: boolean; signedAt?: string } | null
}

type Store<Row> = (trx: Transaction<Database>, createdAt: string) => Promise<StoredLead<Row>>

/** A kind of lead's store: how a submission is checked and stored, and the mails written from what was stored. */
export type LeadStore<Row> = {
  /** Reads a submission with the form's schema: its problems, field by field, or how to store it. */
  check: (input: unknown, now: () => Date) => { ok: false; errors: FieldErrors } | { ok: true; store: Store<Row> }
  mail: LeadMailTemplates<Row>
  /** Where the kind stands, for anyone to read (GET on its endpoint), for a kind that says so. */
  standing?: (handle?: DatabaseHandle) => Promise<object>
}

export const systemClock = () => new Date()

export function defineStore<Schema extends z.ZodType, Row>(
  schema: (now: () => Date) => Schema,
  store: (trx: Transaction<Database>, data: z.output<Schema>, createdAt: string) => Promise<StoredLead<Row>>,
  mail: LeadMailTemplates<Row>,
): LeadStore<Row> {
  // A schema reads its clock as it parses, so the one built on the system clock serves every submission;
  // building a zod schema costs far more than using it. Tests that bring their own clock get their own.
  let shared: Schema | undefined
  return {
    check(input, now) {
      const parsed = (now === systemClock ? (shared ??= schema(systemClock)) : schema(now)).safeParse(input)
      if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
      return { ok: true, store: (trx, createdAt) => store(trx, parsed.data, createdAt) }
    },
    mail,
  }
}

export const created = (id: number): LeadAnswer => ({ status: 201, body: { id } })

/** The kinds not yet in folders of their own. */
export const unmovedStores = {
  bookings: defineStore(bookingSchema, async (trx, data, createdAt) => {
    // The same booking sent again soon after (a customer unsure it went through) is the first one.
    const earlier = await sameBookingSince(trx, data, new Date(Date.parse(createdAt) - sameBookingWithinMs).toISOString())
    if (earlier) return { answer: { status: 200, body: { id: earlier.id, summary: bookingLines(earlier.booking) } }, mail: null }
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
        status: leadCatalogue.bookings.workflow.statuses[0],
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { answer: { status: 201, body: { id, summary: bookingLines(data) } }, mail: { id, lead: data, visitor: data.email } }
  }, leadMail.bookings),

}

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
    events: row.events ? (JSON.parse(row.events) as BookingEvent[]) : [{ date: row.event_date, time: row.event_time, location: row.location }],
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
