// Limits the console's forms show and the server enforces.

export const passwordRules = { min: 12, max: 200 }

export const noteMaxLength = 5_000

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const

export type OutboxStatus = (typeof outboxStatuses)[number]
