import { z } from 'zod'

// The building blocks every form schema shares: one rule, one message, in the browser and on the server.

// In the browser our Content-Security-Policy forbids eval, so zod must not probe for it (the blocked probe
// is reported as a violation); the server keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true })

export const BUSINESS_TIME_ZONE = 'Asia/Kolkata'

export { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from './constants'

export const limits = {
  name: 100,
  email: 254,
  shortText: 100,
  location: 200,
  message: 5000,
} as const

export const phoneMessage = 'Please enter a valid 10-digit phone number'
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

/** A required text field: trimmed, not empty, at most `max` characters. */
export function requiredText(required: string, label: string, max: number) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong(label, max))
}

/** An e-mail address, trimmed and lower-cased. */
export const email = z
  .string({ error: emailMessages.required })
  .trim()
  .toLowerCase()
  .min(1, emailMessages.required)
  .max(limits.email, tooLong('Email', limits.email))
  .email(emailMessages.invalid)

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

export const phone = z
  .string({ error: phoneMessage })
  .max(30, phoneMessage)
  .transform(normalisePhone)
  .pipe(z.string().regex(/^\d{10}$/, phoneMessage))

/** Today's date (YYYY-MM-DD) where the business is, whatever the server's or the visitor's time zone. */
export function todayInBusinessZone(now: Date = new Date()) {
  return businessDate.format(now)
}

// en-CA formats dates as YYYY-MM-DD. Made once: building a formatter costs more than using it.
const businessDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

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
  if (value.trim() < todayInBusinessZone(now)) return dateMessages.past
  return null
}

/** A date (YYYY-MM-DD) that is today or later in Asia/Kolkata. */
export function futureDate(now: () => Date) {
  return z
    .string({ error: dateMessages.required })
    .trim()
    .superRefine((value, ctx) => {
      const problem = dateProblem(value, now())
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
}

export function time(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, required)
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
