import type { Insertable } from 'kysely'
import type { LeadRow } from '../catalogue.server'
import type { ContactMessagesTable } from './entry'

// A contact message as its store keeps it, for the tests that render every kind's mails (app/leads/mail.test.ts):
// every value the visitor typed carries markup and an ampersand, to show it reaches a mail's HTML escaped.

export const sample: LeadRow<'contact_messages'> = {
  name: 'Asha <b>Rao</b> & Co',
  email: 'asha@example.in',
  message: 'Do you shoot in <Warangal>?',
}

/** Each value of the sample as the team's mail writes it. */
export const heard: string[] = ['Asha <b>Rao</b> & Co', 'asha@example.in', 'Do you shoot in <Warangal>?']

/**
 * A row of its table for the housekeeping tests, its retention column at `at` (past its period or not), and any
 * status one that retention applies to.
 */
export function row(at: string, email: string): Insertable<ContactMessagesTable> {
  return { name: 'C', email, message: 'Hi', created_at: at }
}
