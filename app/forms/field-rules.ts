import type { z } from 'zod'
import { dayFirstToIso, partsOfDate } from '~/india/date-in-words'
import { indianDate, startOfIndianDay } from '~/india/india-time'

// The parts of the form rules that need no validation library: limits, messages, dates, and reading a
// form's values and a check's errors. Pages import these; the schemas in fields.ts and each kind's
// (app/leads/<kind>/schema.ts) load when a form first needs them, so no page ships zod before it is used.

export { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from './constants'

export const limits = {
  name: 100,
  email: 254,
  shortText: 100,
  location: 200,
  message: 5000,
} as const

export const phoneMessage = 'Please enter a valid 10-digit phone number'
/** Beside the booking's phone: the spec's 10 digits, and how a number from another country is written. */
export const phoneHint = '10-digit mobile number; from another country, start with + and the country code (+971 …)'
/** For the forms that take a number from any country; the booking form keeps the spec's 10 digits. */
export const internationalPhoneMessages = {
  invalid: 'Please enter a valid phone number: 10 digits for India, or + and the country code for another country',
  hint: '10 digits for India; from another country, start with + and the country code (+44 …)',
} as const
/** When "Use Current Location" cannot find where the visitor is. */
export const geolocationMessages = {
  failed: 'Unable to retrieve your location',
  missing: 'Geolocation is not supported by your browser',
} as const
export const emailMessages = {
  required: 'Please enter your email',
  invalid: 'Please enter a valid email address',
} as const
export const dateMessages = {
  required: 'Please select a date',
  year: 'Please enter a valid year',
  past: 'Date cannot be in the past',
  invalid: 'Please enter a real date: the day, the month and the year, such as 12 2 2027',
  tooFar: 'Please choose a date within the next two years',
} as const
export const timeMessages = {
  passed: 'Please choose a later time: this one has already passed today (India time, IST)',
  unread: 'Please enter the time as hours and minutes, such as 18:30 or 6:30 pm (India time, IST)',
} as const

/**
 * For a value whose field's rule has no words of its own for what is wrong with it: one a JSON client sent as a
 * list, an object, true or false where the form has a box. No validator's own message reaches anyone.
 */
export const sentMessages = {
  notText: 'Please send this as text or as a number, as the form would send it',
  tooLong: (most: number) => `Please send at most ${most.toLocaleString('en-IN')} characters`,
  unread: 'This could not be read. Please send it as text, as the form would send it',
} as const

/**
 * How far ahead a visitor may date an event: a booking is kept for a period counted from its date, so one dated
 * 9999 would be kept for ever; two years covers the weddings people plan furthest ahead.
 */
export const yearsAhead = 2

/** The last day (YYYY-MM-DD) a date may be: the same day `yearsAhead` years after today in India. */
export function furthestDay(now: Date) {
  const [year, month, day] = indianDate(now).split('-')
  // 29 February's day in a year that has none is the 28th.
  return `${Number(year) + yearsAhead}-${month}-${month === '02' && day === '29' ? '28' : day}`
}

/** A time of day on the 24-hour clock, as a time picker gives it (HH:MM, seconds allowed). */
export const clockTime = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

// Hours, then minutes after a colon or a dot or straight after (1830, 630), a picker's seconds, then am or pm
// (a.m., PM), or 'hrs' after a time on the 24-hour clock; 'IST' may close it.
const typedTime = /^(\d{1,2})(?:[:.]?(\d{2}))?(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?|hrs?|hours)?(?:\s*IST)?$/i

/**
 * A time of day as people write it, as the 24-hour clock's HH:MM, or null: '18:30', '6:30 pm', '6.30 PM',
 * '6 pm', '1830', '18:30:00'. Without am or pm it is a time on the 24-hour clock, as a picker gives it, and
 * needs its minutes: '6:30' is 06:30, and a lone '6' could be either, so it is not read.
 */
export function clockTimeOf(typed: string) {
  const match = typedTime.exec(typed.trim())
  if (!match) return null
  const [, hourText, minuteText, secondText, half] = match
  const hour = Number(hourText)
  const minutes = Number(minuteText ?? '0')
  if (minutes > 59 || Number(secondText ?? '0') > 59) return null
  let hours = hour
  if (half) {
    if (hour < 1 || hour > 12) return null
    hours = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0)
  } else if (minuteText === undefined || hour > 23) return null
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

// What a visitor types is read by staff, written into mail subjects and exported, so the characters that
// change how other text is shown, or that a person cannot see, go on the way in (docs/decisions/0092): the
// bidirectional controls (U+202E shows `gpj.exe` as `exe.jpg`), NUL and the other C0 and C1 controls. A line
// break or tab in a one-line field was meant as a gap between words and becomes one space; a message keeps its
// line breaks, each as one LF. ZWJ and ZWNJ stay: Indian scripts spell words with them.
// Bidi_Control is U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069; Cc the C0 and C1 controls.
const controls = /[\p{Bidi_Control}\p{Cc}]/gu
const controlsButLineFeed = /(?!\n)[\p{Bidi_Control}\p{Cc}]/gu
const gapsInOneLine = / *[\t\n\v\f\r\u0085][\t\n\v\f\r\u0085 ]*/g
const lineBreaks = /\r\n|[\n\v\f\r\u0085]/g

/** Text for a one-line field (a name, a place): without controls, each line break or tab a space. */
export function asOneLine(text: string) {
  return text.replace(gapsInOneLine, ' ').replace(controls, '')
}

/** Text for a field of several lines (a message, a note): without controls, each line break one LF, a tab a space. */
export function asLines(text: string) {
  return text.replace(lineBreaks, '\n').replace(/\t/g, ' ').replace(controlsButLineFeed, '')
}

export function tooLong(label: string, max: number) {
  return `${label} must be ${max.toLocaleString('en-IN')} characters or fewer`
}

/**
 * The problem with a date field's value (YYYY-MM-DD, or typed day first), or null; the same checks the booking
 * dialog runs while typing.
 */
export function dateProblem(value: string, now: Date = new Date()) {
  if (value.replace(/[/\s]/g, '') === '') return dateMessages.required
  const day = dayFirstToIso(value)
  const match = /^(\d+)-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return dateMessages.invalid
  if (match[1].length !== 4) return dateMessages.year
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const calendar = new Date(Date.UTC(year, month - 1, date))
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== date) {
    return dateMessages.invalid
  }
  if (day < indianDate(now)) return dateMessages.past
  if (day > furthestDay(now)) return dateMessages.tooFar
  return null
}

/**
 * The problem with an event's start (its day, YYYY-MM-DD or typed day first, and its time in India, HH:MM), or
 * null: a time today that has already passed. A day or time that is wrong in itself is its own field's problem.
 */
export function startProblem(day: string, time: string, now: Date = new Date()) {
  const iso = dayFirstToIso(day)
  const clock = clockTimeOf(time)
  if (dateProblem(iso, now) !== null || clock === null) return null
  const [hours, minutes] = clock.split(':').map(Number)
  const start = startOfIndianDay(iso).getTime() + (hours * 60 + minutes) * 60_000
  return start <= now.getTime() ? timeMessages.passed : null
}

export type FieldErrors = Record<string, string>

/** The first message for each field that failed. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    errors[field] ??= issue.message
  }
  return errors
}

/** The boxes a date is typed into, day first, named `<date>.day`, `<date>.month` and `<date>.year`. */
export const dateParts = ['day', 'month', 'year'] as const

/**
 * Turns submitted form data into a plain object; repeated names keep the last value. A date typed into its
 * three boxes arrives as one value typed day first ('12/2/2027'), as the schemas read it; a date left empty
 * as ''. A whole date typed or pasted into the Day box, with Month and Year left empty, is that date: the page
 * without JavaScript gets it back in its three boxes.
 */
export function formValues(formData: FormData) {
  const values: Record<string, string> = {}
  const dates = new Map<string, Record<(typeof dateParts)[number], string>>()
  for (const [key, value] of formData) {
    if (typeof value !== 'string') continue
    const part = /^(.+)\.(day|month|year)$/.exec(key)
    if (!part) {
      values[key] = value
      continue
    }
    const parts = dates.get(part[1]) ?? { day: '', month: '', year: '' }
    parts[part[2] as (typeof dateParts)[number]] = value.trim()
    dates.set(part[1], parts)
  }
  for (const [name, boxes] of dates) {
    const { day, month, year } = boxes.month === '' && boxes.year === '' ? (partsOfDate(boxes.day) ?? boxes) : boxes
    values[name] = day || month || year ? `${day}/${month}/${year}` : ''
  }
  return values
}
