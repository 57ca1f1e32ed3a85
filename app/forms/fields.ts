import { z } from 'zod'
import { dayFirstToIso } from '~/india/date-in-words'
import {
  asLines,
  asOneLine,
  clockTimeOf,
  dateMessages,
  dateProblem,
  emailMessages,
  limits,
  sentMessages,
  timeMessages,
  tooLong,
} from './field-rules'

// The building blocks every form schema shares: one rule, one message, in the browser and on the server.

// In the browser our Content-Security-Policy forbids eval, so zod must not probe for it (the blocked probe
// is reported as a violation); the server keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true })

export * from './field-rules'

/**
 * The site's words for a problem that a field's rule has none for, given to every check of a submission: a
 * validator's own message ('Invalid input: expected string, received boolean') never reaches a visitor or a
 * client.
 */
export const inOurWords: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') return sentMessages.notText
  if (issue.code === 'too_big' && issue.origin === 'string') return sentMessages.tooLong(Number(issue.maximum))
  return sentMessages.unread
}

/**
 * A required text field: without control characters (a message keeps its line breaks), trimmed, not empty, at
 * most `max` characters.
 */
export function requiredText(required: string, label: string, max: number, { multiline = false } = {}) {
  return z
    .string({ error: required })
    .overwrite(multiline ? asLines : asOneLine)
    .trim()
    .min(1, required)
    .max(max, tooLong(label, max))
}

/** One line of text a visitor may leave out: without control characters, trimmed, at most `max` characters. */
export function optionalText(label: string, max: number) {
  return z.string().overwrite(asOneLine).trim().max(max, tooLong(label, max))
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
 * A date (YYYY-MM-DD, or typed day first as DD/MM/YYYY) from today to two years ahead in Asia/Kolkata, as
 * YYYY-MM-DD.
 */
export function futureDate(now: () => Date) {
  return z
    .string({ error: dateMessages.required })
    .trim()
    .transform(dayFirstToIso)
    .superRefine((value, ctx) => {
      const problem = dateProblem(value, now())
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
}

/** A time of day in India as people write it ('6:30 pm', '18:30', '1830'), as HH:MM on the 24-hour clock. */
export function time(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((typed, ctx) => {
      const clock = clockTimeOf(typed)
      if (clock === null) ctx.addIssue({ code: 'custom', message: timeMessages.unread })
      return clock ?? typed
    })
}

/** An e-mail address a visitor may leave out: empty is no address. */
export const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  email.optional(),
)
