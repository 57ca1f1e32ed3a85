import { z } from 'zod'
import {
  dateMessages,
  dateProblem,
  emailMessages,
  limits,
  normalisePhone,
  phoneMessage,
  tooLong,
} from './field-rules'

// The building blocks every form schema shares: one rule, one message, in the browser and on the server.

// In the browser our Content-Security-Policy forbids eval, so zod must not probe for it (the blocked probe
// is reported as a violation); the server keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true })

export * from './field-rules'

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

export const phone = z
  .string({ error: phoneMessage })
  .max(30, phoneMessage)
  .transform(normalisePhone)
  .pipe(z.string().regex(/^\d{10}$/, phoneMessage))

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

