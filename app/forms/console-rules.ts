// Limits the console's forms show and the server enforces.

export const passwordRules = { min: 12, max: 200 }

/** What a form that sets a password says about it; the server also refuses common passwords and patterns. */
export const newPasswordHint = `At least ${passwordRules.min} characters, and not a common password or pattern: four or more words that do not belong together work well.`

export const noteMaxLength = 5_000

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const

export type OutboxStatus = (typeof outboxStatuses)[number]
