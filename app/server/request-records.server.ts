import type { Kysely, Transaction } from 'kysely'
import { bookingCopyLines } from '~/content/booking-words'
import type { MailField } from '~/content/lead-mail'
import type { CustomerStatus } from '~/content/request-page'
import { dateInWords } from '~/date-in-words'
import { cityLabel } from '~/forms/enquiry-messages'
import type { LeadKind, WorkflowStatus } from '~/leads/catalogue'
import { storedBooking } from './leads/kinds.server'
import type { Database } from './schema.server'

// A request as its private page and its later mails read it (docs/decisions/0082). What they repeat of what
// was sent is what the customer's own copy repeated: values checked against a list, dates and prices, never
// words anyone typed, since anyone can type anyone's address into a form. A booking's places join them once the
// team has confirmed it with the customer.

type Db = Kysely<Database> | Transaction<Database>

export type RequestRecord = {
  /** What the page and the mails show of what was sent, in the request's present status. */
  lines: (status: CustomerStatus) => MailField[]
  email: string | null
  /** The name the team knows the customer by, for the team's own mails. */
  name: string
  /** The request's status in its kind's workflow; null for a kind without one. */
  status: WorkflowStatus | null
  createdAt: string
  /** When a booking's first event starts: what a cancellation's refund is counted from. */
  startsAt: Date | null
}

type Reader = (db: Db, id: number) => Promise<RequestRecord | null>

/** When an event on a day in India (YYYY-MM-DD) at a time (HH:MM) starts. */
function startInIndia(day: string, time: string) {
  const start = new Date(`${day}T${time.slice(0, 5)}:00+05:30`)
  return Number.isNaN(start.getTime()) ? null : start
}

const placesShownOnceConfirmed: readonly CustomerStatus[] = ['confirmed', 'completed']

/** The kinds whose customer follows a request on its own page, and how each is read. */
const readers: Partial<Record<LeadKind, Reader>> = {
  bookings: async (db, id) => {
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
  },
  enquiries: async (db, id) => {
    const row = await db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return null
    return {
      lines: () => [
        { label: 'Date', value: dateInWords(row.event_date) },
        { label: 'City', value: cityLabel(row.city) },
      ],
      email: row.email,
      name: row.name,
      status: null,
      createdAt: row.created_at,
      startsAt: null,
    }
  },
  package_inquiries: async (db, id) => {
    const row = await db.selectFrom('package_inquiries').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return null
    return {
      lines: () => [{ label: 'Package', value: row.package_type }],
      email: row.email,
      name: row.name,
      status: null,
      createdAt: row.created_at,
      startsAt: null,
    }
  },
  partner_applications: async (db, id) => {
    const row = await db.selectFrom('partner_applications').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return null
    return { lines: () => [], email: row.email, name: row.full_name, status: row.status, createdAt: row.created_at, startsAt: null }
  },
}

/** Whether a kind's customers follow their requests on a page of their own. */
export function hasRequestPage(kind: LeadKind) {
  return readers[kind] !== undefined
}

/** The request as its page reads it, or null when it is not kept (or its kind has no page). */
export async function requestRecord(db: Db, kind: LeadKind, id: number) {
  return (await readers[kind]?.(db, id)) ?? null
}
