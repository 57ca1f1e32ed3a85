import { z } from 'zod'
import { bookablePackage, maxHourlyHours } from '~/content/packages'
import { dayFirstToIso } from '~/date-in-words'
import { bookingMessages, extraDateFields } from './booking-messages'
import { dateProblem, futureDate, limits, phone, requiredText, time } from './fields'

export * from './booking-messages'

type Chosen = { packageId?: unknown; hours?: unknown } & Partial<Record<(typeof extraDateFields)[number], unknown>>

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The extra event dates a package of several events needs, as YYYY-MM-DD. */
function extraDates(value: Chosen) {
  const events = bookablePackage(text(value.packageId))?.events ?? 1
  return extraDateFields.slice(0, events - 1).map((name) => ({ name, day: dayFirstToIso(text(value[name])) }))
}

function hoursOf(value: Chosen) {
  const typed = text(value.hours)
  const hours = typed === '' ? Number.NaN : Number(typed)
  return Number.isInteger(hours) && hours >= 1 && hours <= maxHourlyHours ? hours : null
}

export function bookingSchema(now: () => Date = () => new Date()) {
  const optionalText = z.string().trim().max(40).optional()
  return z
    .object({
      name: requiredText(bookingMessages.name, 'Name', limits.name),
      phone,
      location: requiredText(bookingMessages.location, 'Location', limits.location),
      date: futureDate(now),
      time: time(bookingMessages.time),
      packageId: optionalText,
      hours: optionalText,
      ...Object.fromEntries(extraDateFields.map((name) => [name, optionalText])),
    })
    .superRefine(
      (value: Chosen, ctx) => {
        if (bookablePackage(text(value.packageId))?.hourly && hoursOf(value) === null) {
          ctx.addIssue({ code: 'custom', path: ['hours'], message: bookingMessages.hours })
        }
        for (const { name, day } of extraDates(value)) {
          const problem = dateProblem(day, now())
          if (problem) ctx.addIssue({ code: 'custom', path: [name], message: problem })
        }
      },
      // Checked even when other fields are wrong, so the visitor learns of every problem at once.
      { when: () => true },
    )
    .transform((value) => {
      const chosen = bookablePackage(value.packageId)
      const dates = extraDates(value)
      return {
        name: value.name,
        phone: value.phone,
        location: value.location,
        date: value.date,
        time: value.time,
        packageId: chosen?.id ?? null,
        hours: chosen?.hourly ? hoursOf(value) : null,
        eventDates: dates.length ? [value.date, ...dates.map(({ day }) => day)] : null,
      }
    })
}
