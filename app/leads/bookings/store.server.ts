import type { Transaction } from 'kysely'
import { type OfferTerms, offerCodeProblems } from '~/content/offers'
import { type CancellationTerms, cancellationTermsOf } from '~/content/refunds'
import type { CustomerStatus } from '~/content/request-page'
import { readFacts } from '~/server/facts-store.server'
import type { Database } from '~/server/schema.server'
import { claimableOfferCode } from '../offers/offer-code.server'
import { type RequestReader, defineStore, refusedField } from '../store.server'
import { entry } from './entry'
import { mail } from './mail'
import type { BookingEvent } from './events'
import {
  type Booking,
  type PriceTerms,
  type StoredBooking,
  type WrittenBooking,
  bookingMessages,
  bookingSchema,
} from './schema'
import { changesBetween } from './changes'
import { recordVersion } from './versions.server'
import { bookingColumns, storedBooking } from './rows.server'
import { priceListOf } from '~/content/packages'
import { bookingCopyLines, bookingLines, priceTermsNow } from './words'

/**
 * The offer code a booking claims, as the site writes it, or the refusal of one it may not claim: a code is good
 * for one booking, so one that another booking holds is refused (the unique index refuses one claimed by another
 * booking at this very moment).
 */
async function claimedCode(
  trx: Transaction<Database>,
  typed: string | null,
  mailKey: Buffer,
  bookingId?: number,
): Promise<{ code: string | null; terms: OfferTerms | null } | { refused: ReturnType<typeof refusedField> }> {
  if (typed === null) return { code: null, terms: null }
  const claim = await claimableOfferCode(trx, mailKey, typed)
  if ('problem' in claim) return { refused: refusedField('offerCode', offerCodeProblems[claim.problem]) }
  if (bookingId !== undefined) {
    const holder = await trx
      .selectFrom('bookings')
      .select('id')
      .where('offer_code', '=', claim.code)
      .where('id', '!=', bookingId)
      .executeTakeFirst()
    if (holder) return { refused: refusedField('offerCode', offerCodeProblems.used) }
  }
  return claim
}

/**
 * The terms a booking is written with. Its price's (docs/decisions/0125): the terms it had while its package stays
 * the same, and a package chosen anew at its price in the catalogue and the GST rate the business's facts give
 * now. Its cancellation terms (docs/decisions/0128): those it was made under, whatever changes; one made before
 * bookings kept them takes the terms saved now. Read on the transaction's own connection.
 */
export async function termsFor(
  trx: Transaction<Database>,
  packageId: string | null,
  previous?: Pick<StoredBooking, 'packageId' | 'priceTerms' | 'cancellationTerms'>,
): Promise<{ priceTerms: PriceTerms; cancellationTerms: CancellationTerms }> {
  const facts = await readFacts(trx)
  return {
    priceTerms:
      previous && previous.packageId === packageId
        ? previous.priceTerms
        : priceTermsNow(packageId, priceListOf(facts), facts.gst.ratePercent),
    cancellationTerms: previous?.cancellationTerms ?? cancellationTermsOf(facts),
  }
}

// A submission answers with what its sender sent, never with what is stored: anyone can type anyone's phone
// number. A booking like one made in the half hour before (same phone, package and dates) is kept as a booking of
// its own that names the earlier one for the team, and its sender is told only that it may repeat one of theirs.
// A correction that proves it comes from the first booking's sender (its Idempotency-Key) changes that booking
// instead (docs/decisions/0093).
const checked = defineStore(
  bookingSchema,
  async (trx, data, createdAt, mailKey) => {
    const claimed = await claimedCode(trx, data.offerCode, mailKey)
    if ('refused' in claimed) return claimed.refused
    const booking: WrittenBooking = {
      ...data,
      ...(await termsFor(trx, data.packageId)),
      offerCode: claimed.code,
      offerTerms: claimed.terms,
    }
    const earlier = await sameBookingSince(
      trx,
      booking,
      new Date(Date.parse(createdAt) - sameBookingWithinMs).toISOString(),
    )
    const inserted = await trx
      .insertInto('bookings')
      .values({
        ...bookingColumns(booking),
        possible_duplicate_of: earlier,
        status: entry.workflow.statuses[0],
        created_at: createdAt,
      })
      .onConflict((oc) => oc.column('offer_code').where('offer_code', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) return refusedField('offerCode', offerCodeProblems.used)
    const { id } = inserted
    return {
      answer: {
        status: 201,
        body: { id, summary: bookingLines(booking), ...(earlier === null ? {} : { possibleDuplicate: true as const }) },
      },
      mail: { id, lead: { ...booking, possibleDuplicateOf: earlier }, visitor: booking.email },
    }
  },
  mail,
  async (trx, data, id, mailKey) => {
    const row = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return null
    if (row.status !== entry.workflow.statuses[0])
      return { answer: { status: 409, body: { error: bookingMessages.correctedTooLate } }, mail: null }
    const previous = storedBooking(row)
    const claimed =
      data.offerCode !== null && row.offer_code !== null && sameCode(data.offerCode, row.offer_code)
        ? { code: row.offer_code, terms: previous.offerTerms ?? null }
        : await claimedCode(trx, data.offerCode, mailKey, id)
    if ('refused' in claimed) return claimed.refused
    const booking: WrittenBooking = {
      ...data,
      ...(await termsFor(trx, data.packageId, previous)),
      offerCode: claimed.code,
      offerTerms: claimed.terms,
      agreedPrice: previous.agreedPrice,
    }
    await trx.updateTable('bookings').set(bookingColumns(booking)).where('id', '=', id).execute()
    await recordVersion(trx, id, {
      staffId: null,
      reason: null,
      changes: changesBetween(bookingLines(previous), bookingLines(booking)),
      answersMove: null,
      at: new Date(),
    })
    return {
      answer: { status: 200, body: { id, summary: bookingLines(booking) } },
      // The team's mail tells what changed in what they read; the terms kept are not among it.
      mail: {
        id,
        lead: booking,
        previous: { ...previous, cancellationTerms: booking.cancellationTerms },
        visitor: booking.email,
      },
    }
  },
)

/** Whether a typed code is the code a booking holds, however it was typed. */
function sameCode(typed: string, held: string) {
  const compact = (code: string) => code.toUpperCase().replace(/[\s-]/g, '')
  return compact(typed) === compact(held)
}

/** When an event on a day in India (YYYY-MM-DD) at a time (HH:MM) starts. */
function startInIndia(day: string, time: string) {
  const start = new Date(`${day}T${time.slice(0, 5)}:00+05:30`)
  return Number.isNaN(start.getTime()) ? null : start
}

// A booking's places join what its page and mails repeat once the team has confirmed it with the customer.
const placesShownOnceConfirmed: readonly CustomerStatus[] = ['confirmed', 'completed']

/** What the customer's page and mails show of a booking in a status: its copy's lines, and once confirmed its places. */
export function customerLines(booking: StoredBooking, status: CustomerStatus) {
  const places = !placesShownOnceConfirmed.includes(status)
    ? []
    : booking.events.length === 1
      ? [{ label: 'Venue', value: booking.events[0].location }]
      : booking.events.map((event, index) => ({
          label: `Venue of event ${index + 1}${event.note ? ` (${event.note})` : ''}`,
          value: event.location,
        }))
  return [...bookingCopyLines(booking), ...places]
}

const request: RequestReader = async (db, id) => {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  const booking = storedBooking(row)
  return {
    lines: (status) => customerLines(booking, status),
    email: row.email,
    name: row.name,
    status: row.status,
    createdAt: row.created_at,
    startsAt: startInIndia(booking.events[0].date, booking.events[0].time),
    cancellationTerms: booking.cancellationTerms ?? cancellationTermsOf(await readFacts(db)),
    events: booking.events.length,
  }
}

export const store = { ...checked, request }

/** How long a booking sent with the same phone, package and dates is marked as possibly repeating the first. */
const sameBookingWithinMs = 30 * 60_000

/** The latest booking since the given time with this one's phone, package and dates: its id, or null. */
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
      'day_contact_name',
      'day_contact_phone',
      'weeks',
      'agreed_price',
      'offer_terms',
      'price_terms',
    ])
    .where('phone', '=', booking.phone)
    .where('created_at', '>=', since)
    .where('package_id', booking.packageId === null ? 'is' : '=', booking.packageId)
    .orderBy('id', 'desc')
    .execute()
  const dates = (events: readonly BookingEvent[]) => events.map((event) => event.date).join(' ')
  for (const row of rows) {
    if (dates(storedBooking(row).events) === dates(booking.events)) return row.id
  }
  return null
}
