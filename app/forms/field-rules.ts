import type { z } from 'zod'
import { indianDate } from '~/india-time'

// The parts of the form rules that need no validation library: limits, messages, dates, and reading a
// form's values and a check's errors. Pages import these; the schemas in fields.ts and the form modules load
// when a form first needs them, so no page ships zod before it is used.

export { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from './constants'

export const limits = {
  name: 100,
  email: 254,
  shortText: 100,
  location: 200,
  message: 5000,
} as const

export const phoneMessage = 'Please enter a valid 10-digit phone number'
/** For the forms that take a number from any country; the booking form keeps the spec's 10 digits. */
export const internationalPhoneMessages = {
  invalid: 'Please enter a valid phone number: 10 digits for India, or + and the country code for another country',
  hint: '10 digits for India; from another country, start with + and the country code (+44 …)',
} as const
export const emailMessages = {
  required: 'Please enter your email',
  invalid: 'Please enter a valid email address',
} as const
export const dateMessages = {
  required: 'Please select a date',
  year: 'Please enter a valid year',
  past: 'Date cannot be in the past',
} as const

export function tooLong(label: string, max: number) {
  return `${label} must be ${max.toLocaleString('en-IN')} characters or fewer`
}

/**
 * An Indian mobile number as 10 digits. Visitors type it with +91, 91 or 0 in front, with spaces, dashes,
 * dots or brackets; all of that is dropped before the check.
 */
export function normalisePhone(value: string) {
  const digits = value.replace(/[\s\-().]/g, '')
  if (/^\+91\d{10}$/.test(digits)) return digits.slice(3)
  if (/^91\d{10}$/.test(digits)) return digits.slice(2)
  if (/^0\d{10}$/.test(digits)) return digits.slice(1)
  return digits
}

/** The problem with a date field's value, or null; the same checks the booking dialog runs while typing. */
export function dateProblem(value: string, now: Date = new Date()) {
  if (value.trim() === '') return dateMessages.required
  const match = /^(\d+)-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return dateMessages.required
  if (match[1].length !== 4) return dateMessages.year
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return dateMessages.required
  }
  if (value.trim() < indianDate(now)) return dateMessages.past
  return null
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

/** Turns submitted form data into a plain object; repeated names keep the last value. */
export function formValues(formData: FormData) {
  const values: Record<string, string> = {}
  for (const [key, value] of formData) if (typeof value === 'string') values[key] = value
  return values
}
