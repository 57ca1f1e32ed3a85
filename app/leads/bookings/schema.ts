import { z } from 'zod'
import { type OfferTerms, offerCodeProblems } from '~/content/offers'
import type { CancellationTerms } from '~/content/refunds'
import { maxHourlyHours, packageShape } from '~/content/packages'
import { dayFirstToIso } from '~/india/date-in-words'
import {
  asOneLine,
  clockTime,
  clockTimeOf,
  dateProblem,
  limits,
  optionalEmail,
  startProblem,
  timeMessages,
  tooLong,
} from '~/forms/fields'
import { bookingPhone } from '~/forms/international-phone'
import { namesCityServed } from '~/content/localities'
import { phoneMessage } from '~/forms/field-rules'
import { fieldSchema } from '../schema'
import type { BookingEvent } from './events'
import { bookingFields as fields } from './entry'
import { bookingMessages, eventCountOf, eventFields, eventNoteMaxLength, maxWeeks } from './messages'

export * from './messages'

/** Whom the reel-maker calls on the day, when not the customer: a name and a number in E.164. */
export type DayContact = { name: string; phone: string; phoneAsRead: string }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
/** A place typed for an event after the first, read as the first event's location rule reads it. */
const place = (value: unknown) => (typeof value === 'string' ? asOneLine(value).trim() : '')
/** A start time typed for an event after the first, read as the first event's time rule reads it. */
const startTime = (value: unknown) => clockTimeOf(text(value)) ?? text(value)

type Input = Record<string, unknown>

/** A whole number from 1 to `most`, typed or sent as a number; null for anything else. */
function wholeNumber(value: unknown, most: number) {
  const typed = typeof value === 'number' ? String(value) : text(value)
  const number = typed === '' ? Number.NaN : Number(typed)
  return Number.isInteger(number) && number >= 1 && number <= most ? number : null
}

/** Each event as it was sent, its date read day first, and for the hourly plan its hours (null when unread). */
function eventsOf(value: Input) {
  const chosen = packageShape(text(value.packageId))
  return Array.from({ length: eventCountOf(chosen, value) }, (_, index) => {
    const names = eventFields(index)
    const note = place(value[names.note])
    return {
      date: dayFirstToIso(text(value[names.date])),
      time: startTime(value[names.time]),
      location: place(value[names.location]),
      ...(note ? { note } : {}),
      ...(chosen?.hourly ? { hours: wholeNumber(value[names.hours], maxHourlyHours) } : {}),
    }
  })
}

/**
 * Whether the form has yet to tell its sender that an event's place names none of the cities we serve. The form
 * always sends the field `outside` (empty until it has shown the words, then the place it showed them for), so a
 * place it has not spoken of is refused once, with the words; the JSON API, which has no page to show them on,
 * sends no such field, and its booking is taken and marked for the team.
 */
function outsideUntold(value: Input, names: ReturnType<typeof eventFields>, location: string) {
  const told = value[names.outside]
  return typeof told === 'string' && location !== '' && !namesCityServed(location) && place(told) !== location
}

/** The contact for the day as typed: a name and a number, either of them empty. */
function contactOf(value: Input) {
  return { name: place(value.contactName), phone: text(value.contactPhone) }
}

export function bookingSchema(now: () => Date = () => new Date()) {
  // Loose, so that the fields of the events after the first (date2, time2, location2 …) reach the checks below,
  // as many as the package chosen has.
  return z
    .looseObject({
      name: fieldSchema(fields.name),
      phone: bookingPhone,
      email: optionalEmail,
      location: fieldSchema(fields.location),
      date: fieldSchema(fields.date, now),
      time: fieldSchema(fields.time),
      packageId: z.string().trim().max(40).optional(),
      hours: z.string({ error: bookingMessages.hours }).trim().max(40, bookingMessages.hours).optional(),
      // Only its store can tell a code the site made (and not used yet) from any other.
      offerCode: z.string().trim().max(40, offerCodeProblems.unknown).optional(),
      contactName: z.string().optional(),
      contactPhone: z.string().optional(),
    })
    .superRefine(
      (value, ctx) => {
        const chosen = packageShape(text(value.packageId))
        if (chosen?.byTheWeek && wholeNumber(value.weeks, maxWeeks) === null) {
          ctx.addIssue({ code: 'custom', path: ['weeks'], message: bookingMessages.weeksNeeded })
        }
        const contact = contactOf(value)
        if (contact.name.length > limits.name)
          ctx.addIssue({
            code: 'custom',
            path: ['contactName'],
            message: tooLong(bookingMessages.contactName, limits.name),
          })
        if (contact.phone !== '' ? !bookingPhone.safeParse(contact.phone).success : contact.name !== '') {
          const message = contact.phone === '' ? bookingMessages.contactPhoneNeeded : phoneMessage
          ctx.addIssue({ code: 'custom', path: ['contactPhone'], message })
        }
        const events = eventsOf(value)
        events.forEach((event, index) => {
          const names = eventFields(index)
          if (index > 0) {
            const problem = dateProblem(event.date, now())
            if (problem) ctx.addIssue({ code: 'custom', path: [names.date], message: problem })
            if (!clockTime.test(event.time)) {
              const message = event.time === '' ? bookingMessages.time : timeMessages.unread
              ctx.addIssue({ code: 'custom', path: [names.time], message })
            }
            if (event.location === '')
              ctx.addIssue({ code: 'custom', path: [names.location], message: bookingMessages.location })
            else if (event.location.length > limits.location) {
              ctx.addIssue({
                code: 'custom',
                path: [names.location],
                message: tooLong(fields.location.label, limits.location),
              })
            }
          }
          if (event.hours === null)
            ctx.addIssue({ code: 'custom', path: [names.hours], message: bookingMessages.hours })
          if (outsideUntold(value, names, event.location))
            ctx.addIssue({ code: 'custom', path: [names.outside], message: bookingMessages.outsideCities })
          const passed = startProblem(event.date, event.time, now())
          if (passed) ctx.addIssue({ code: 'custom', path: [names.time], message: passed })
          if ((event.note ?? '').length > eventNoteMaxLength)
            ctx.addIssue({ code: 'custom', path: [names.note], message: bookingMessages.eventNoteTooLong })
          if (
            events
              .slice(0, index)
              .some(
                (earlier) =>
                  earlier.date === event.date && earlier.time === event.time && dateProblem(event.date, now()) === null,
              )
          ) {
            ctx.addIssue({ code: 'custom', path: [names.time], message: bookingMessages.sameStart })
          }
        })
      },
      // Checked even when other fields are wrong, so the visitor learns of every problem at once.
      { when: () => true },
    )
    .transform((value) => {
      const chosen = packageShape(value.packageId)
      // Checked above: each event of the hourly plan has its hours.
      const events: BookingEvent[] = eventsOf(value).map(({ hours, ...event }) => (hours ? { ...event, hours } : event))
      events[0] = { ...events[0], date: value.date, time: value.time, location: value.location }
      const contact = contactOf(value)
      const contactPhone = contact.phone ? bookingPhone.safeParse(contact.phone) : null
      return {
        name: value.name,
        phone: value.phone.e164,
        phoneAsRead: value.phone.asRead,
        email: value.email ?? null,
        packageId: chosen?.id ?? null,
        /** For the hourly plan, the hours of all its events together: what its total is for. */
        hours: chosen?.hourly ? events.reduce((sum, event) => sum + (event.hours ?? 0), 0) : null,
        /** As typed; the store keeps it as the site writes it, once it has checked it. */
        offerCode: value.offerCode || null,
        // In the order they happen, whatever order they were typed in.
        events: [...events].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time)),
        dayContact:
          contactPhone?.success === true
            ? { name: contact.name, phone: contactPhone.data.e164, phoneAsRead: contactPhone.data.asRead }
            : null,
        weeks: chosen?.byTheWeek ? wholeNumber(value.weeks, maxWeeks) : null,
      }
    })
}

/** A booking as its form's schema reads it: what is stored, mailed and shown back to the customer. */
export type Booking = z.output<ReturnType<typeof bookingSchema>>

/**
 * The terms a booking's price was made at (docs/decisions/0125): its package's price then, in rupees before GST
 * (by the hour for the hourly plan, the lowest for a price that starts from; null without a package), the GST
 * rate then, in percent, and for a package sold by the event the hours each event is covered.
 */
export type PriceTerms = { packagePrice: number | null; gstPercent: number; hoursPerEvent?: number | null }

/**
 * A booking as its store keeps it: with the terms its price was made at and the cancellation terms it was made
 * under (null for a booking made before bookings kept them), the terms its offer code was given with, the
 * price the team agreed, if they did (rupees before GST), and the earlier booking it may repeat, for the team's
 * mail.
 */
export type StoredBooking = Booking & {
  priceTerms: PriceTerms
  cancellationTerms: CancellationTerms | null
  offerTerms?: OfferTerms | null
  agreedPrice?: number | null
  possibleDuplicateOf?: number | null
}

/** A booking as it was just written, and mailed: every booking written keeps the cancellation terms it is under. */
export type WrittenBooking = StoredBooking & { cancellationTerms: CancellationTerms }
