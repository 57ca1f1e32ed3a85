import { claimedOfferLine } from '~/content/offers'
import { type CancellationTerms, cancellationWords } from '~/content/refunds'
import {
  type PriceList,
  bookablePackage,
  hourlyPlanId,
  maxHourlyHours,
  packageShape,
  plansForHours,
} from '~/content/packages'
import { formatRupees, gstLine } from '~/content/prices'
import { dateInWords, timeInIndia } from '~/india/date-in-words'
import type { LeadLine } from '../fields'
import { type BookingEvent, eventWhenAndHowLong } from './events'
import type { PriceTerms, StoredBooking } from './schema'

// How a booking reads wherever a person reads it: the success panel, the customer's copy, the team's mail.
// Dates in words, times in India's, prices with GST at the rate the booking was made at.

type BookingLine = LeadLine

/** The terms of a booking of this package made now, at these prices and this GST rate. */
export function priceTermsNow(packageId: string | null, priceList: PriceList, gstPercent: number): PriceTerms {
  const chosen = bookablePackage(packageId, priceList)
  return { packagePrice: chosen?.price ?? null, gstPercent, hoursPerEvent: chosen?.hoursPerEvent ?? null }
}

/**
 * What the booking costs, with GST at the rate it was made at: the price the team agreed, a fixed price, hours at
 * the hourly price, or where a package's prices start, each the package's price when the booking was made.
 */
export function bookingPrice({
  packageId,
  hours,
  agreedPrice,
  priceTerms,
}: Pick<StoredBooking, 'packageId' | 'hours' | 'agreedPrice' | 'priceTerms'>): BookingLine | null {
  const { packagePrice, gstPercent } = priceTerms
  const withGst = (amount: number) => gstLine(amount, gstPercent)
  if (agreedPrice) return { label: 'Total with GST', value: `${withGst(agreedPrice)}, as agreed with our team` }
  const chosen = packageShape(packageId)
  if (!chosen || packagePrice === null) return null
  if (chosen.hourly) {
    return hours
      ? { label: 'Total with GST', value: `${hours} × ${formatRupees(packagePrice)}: ${withGst(packagePrice * hours)}` }
      : null
  }
  if (chosen.startingFrom)
    return { label: 'Price', value: `from ${withGst(packagePrice)}; our team confirms the price when they call` }
  return { label: 'Total with GST', value: withGst(packagePrice) }
}

/**
 * The plan that covers one event of these hours for less than the hourly plan charges for them, if one does:
 * 3 hours by the hour cost more than the Half-Day Plan, which covers up to 3.
 */
export function planForLess(hours: number, { prices }: PriceList) {
  return plansForHours.find((plan) => hours <= plan.upToHours && prices[plan.id] < prices[hourlyPlanId] * hours) ?? null
}

/** The fewest hours by the hour that a plan covers for less: what the form points to before any script runs. */
export function firstHoursForLess(priceList: PriceList) {
  return Array.from({ length: maxHourlyHours }, (_, index) => index + 1).find(
    (hours) => planForLess(hours, priceList) !== null,
  )
}

/**
 * When one event's hours by the hour cost more than a plan that covers them: the plan, and both totals as
 * bookingPrice() writes them for a booking made now at this GST rate, so the form points to the plan with the
 * figures every other place shows.
 */
export function planForLessThanHours(
  hoursPerEvent: readonly (number | null)[],
  priceList: PriceList,
  gstPercent: number,
) {
  const [hours] = hoursPerEvent
  if (hoursPerEvent.length !== 1 || !hours) return null
  const plan = planForLess(hours, priceList)
  const byTheHour = bookingPrice({
    packageId: hourlyPlanId,
    hours,
    priceTerms: priceTermsNow(hourlyPlanId, priceList, gstPercent),
  })
  const instead = plan
    ? bookingPrice({ packageId: plan.id, hours: null, priceTerms: priceTermsNow(plan.id, priceList, gstPercent) })
    : null
  return plan && byTheHour && instead ? { hours, plan, byTheHour: byTheHour.value, instead: instead.value } : null
}

/**
 * The package, how long each event is covered, and every event: when, and unless `withTyped` is false where it is
 * and what it is, as the customer typed them.
 */
function whatAndWhen(booking: StoredBooking, { withTyped = true } = {}): BookingLine[] {
  const chosen = packageShape(booking.packageId)
  const hoursPerEvent = chosen?.byTheEvent ? booking.priceTerms.hoursPerEvent : null
  const typed = (event: BookingEvent) => (withTyped ? `${event.note ? ` (${event.note})` : ''}, ${event.location}` : '')
  const [only] = booking.events
  const events =
    booking.events.length > 1
      ? booking.events.map((event, index) => ({
          label: `Event ${index + 1}`,
          value: `${eventWhenAndHowLong(event)}${typed(event)}`,
        }))
      : [
          { label: chosen?.byTheWeek ? 'Start date' : 'Date', value: dateInWords(only.date) },
          { label: 'Time', value: timeInIndia(only.time) },
          ...(withTyped ? [{ label: 'Location', value: only.location }] : []),
          ...(withTyped && only.note ? [{ label: 'Event', value: only.note }] : []),
        ]
  const price = bookingPrice(booking)
  return [
    ...(chosen ? [{ label: 'Package', value: chosen.name }] : []),
    ...(hoursPerEvent ? [{ label: 'Each event', value: `up to ${hoursPerEvent} hours` }] : []),
    ...events,
    ...(booking.weeks ? [{ label: 'Weeks', value: `${booking.weeks} ${booking.weeks === 1 ? 'week' : 'weeks'}` }] : []),
    ...(booking.hours
      ? [
          {
            label: 'Hours',
            value:
              booking.events.length > 1
                ? `${booking.hours} across the ${booking.events.length} events`
                : String(booking.hours),
          },
        ]
      : []),
    ...(price ? [price] : []),
    // A code the store checked and kept, so the customer's copy may repeat it.
    ...(booking.offerCode && booking.offerTerms ? [claimedOfferLine(booking.offerTerms, booking.offerCode)] : []),
  ]
}

/** Everything the customer sent, as the success panel and the team read it back. */
export function bookingLines(booking: StoredBooking): BookingLine[] {
  return [
    { label: 'Name', value: booking.name },
    { label: 'Phone', value: booking.phoneAsRead },
    ...(booking.email ? [{ label: 'Email', value: booking.email }] : []),
    ...whatAndWhen(booking),
    ...(booking.dayContact
      ? [{ label: 'Contact on the day', value: `${booking.dayContact.name} ${booking.dayContact.phoneAsRead}`.trim() }]
      : []),
  ]
}

/**
 * What the customer's own copy repeats: the package, the days and times, the price, the offer claimed. Not the
 * places or what each event is, nor anything else typed freely: anyone can type any address into the form, and
 * its copy must carry no stranger's words (docs/decisions/0025).
 */
export function bookingCopyLines(booking: StoredBooking): BookingLine[] {
  return whatAndWhen(booking, { withTyped: false })
}

/**
 * How to move or cancel a booking, under the cancellation terms it was made under: what cancelling costs now,
 * while it is a request the team has not confirmed, in the one rule's words.
 */
export function changeOrCancel(reference: string, terms: CancellationTerms) {
  const now = cancellationWords({
    by: 'customer',
    standing: 'request',
    paid: false,
    hoursLeft: 0,
    terms,
  })
  return (
    `To move or cancel this booking, reply to this mail or call us with your reference, ${reference}. ` +
    `We move a booking once without charge when you tell us at least ${terms.freeMoveHoursBefore} hours before it starts. ` +
    `If you cancel it before we confirm it: ${now} Our terms of service say what cancelling costs once it is confirmed.`
  )
}
