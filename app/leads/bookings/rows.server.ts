import type { Kysely, Transaction } from 'kysely'
import { businessFacts } from '~/content/shipped-facts'
import { packageShape, priceListOf } from '~/content/packages'
import type { CancellationTerms } from '~/content/refunds'
import type { Database } from '~/server/schema.server'
import { phoneLinks } from '../contact-links'
import { offerTermsOf } from '../offers/offer-code.server'
import type { BookingEvent } from './events'
import type { PriceTerms, StoredBooking } from './schema'
import { priceTermsNow } from './words'

// A booking as its row keeps it: the columns a booking is written to, and the booking read back from them.

/** The columns a booking is stored in. */
export function bookingColumns(booking: StoredBooking) {
  const [first] = booking.events
  return {
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    location: first.location,
    event_date: first.date,
    event_time: first.time,
    package_id: booking.packageId,
    hours: booking.hours,
    // The columns above hold a single event whole (its hours are the booking's); its note, or more events, need
    // the list, which keeps each event's hours.
    events:
      booking.events.length > 1 || booking.events[0].note
        ? JSON.stringify(booking.events.map(({ note, ...event }) => (note ? { ...event, note } : event)))
        : null,
    price_terms: storedTerms(booking),
    offer_code: booking.offerCode,
    offer_terms: booking.offerCode && booking.offerTerms ? JSON.stringify(booking.offerTerms) : null,
    day_contact_name: booking.dayContact?.name || null,
    day_contact_phone: booking.dayContact?.phone ?? null,
    weeks: booking.weeks,
  }
}

/**
 * The terms a booking keeps, in one JSON column (docs/decisions/0125, 0128): its price's, and the cancellation
 * terms it was made under.
 */
type KeptTerms = Partial<PriceTerms> & { cancellation?: CancellationTerms }

function storedTerms({ priceTerms, cancellationTerms }: StoredBooking) {
  const kept: KeptTerms = { ...priceTerms, ...(cancellationTerms ? { cancellation: cancellationTerms } : {}) }
  return JSON.stringify(kept)
}

/** The file's prices, which bookings made before they kept their own were made at. */
const filePrices = priceListOf(businessFacts)

/**
 * The terms kept in the column. A booking made before bookings kept its price's was made at the file's prices and
 * rate, and one made before they kept each event's hours at the file's hours: the only ones there were. One made
 * before bookings kept cancellation terms has none (null).
 */
function keptTerms(row: Pick<BookingRow, 'package_id' | 'price_terms'>) {
  const { cancellation, ...price } = row.price_terms ? (JSON.parse(row.price_terms) as KeptTerms) : {}
  const file = () => priceTermsNow(row.package_id, filePrices, businessFacts.gst.ratePercent)
  const priceTerms: PriceTerms =
    price.gstPercent === undefined
      ? file()
      : {
          packagePrice: price.packagePrice ?? null,
          gstPercent: price.gstPercent,
          hoursPerEvent: price.hoursPerEvent === undefined ? file().hoursPerEvent : price.hoursPerEvent,
        }
  return { priceTerms, cancellationTerms: cancellation ?? null }
}

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
  | 'price_terms'
  | 'offer_code'
  | 'offer_terms'
  | 'day_contact_name'
  | 'day_contact_phone'
  | 'weeks'
  | 'agreed_price'
>

/** A number as people read it ('+91 98480 12345'), from E.164. */
const asRead = (phone: string) => phoneLinks(phone)?.text ?? phone

/** A stored booking as its form's schema read it, with the price the team agreed. */
export function storedBooking(row: BookingRow): StoredBooking {
  const events: BookingEvent[] = row.events
    ? (JSON.parse(row.events) as BookingEvent[])
    : [{ date: row.event_date, time: row.event_time, location: row.location }]
  // One event booked by the hour keeps its hours in the booking's, as every such booking did before an event of
  // several had hours of its own.
  const [first] = events
  if (packageShape(row.package_id)?.hourly && events.length === 1 && first.hours === undefined && row.hours)
    events[0] = { ...first, hours: row.hours }
  return {
    name: row.name,
    phone: row.phone,
    phoneAsRead: asRead(row.phone),
    email: row.email,
    packageId: row.package_id,
    hours: row.hours,
    ...keptTerms(row),
    offerCode: row.offer_code,
    offerTerms: offerTermsOf(row),
    events,
    dayContact: row.day_contact_phone
      ? { name: row.day_contact_name ?? '', phone: row.day_contact_phone, phoneAsRead: asRead(row.day_contact_phone) }
      : null,
    weeks: row.weeks,
    agreedPrice: row.agreed_price,
  }
}

/** The booking with this id as it stands, or null when it is not kept. */
export async function bookingById(db: Kysely<Database> | Transaction<Database>, id: number) {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? storedBooking(row) : null
}
