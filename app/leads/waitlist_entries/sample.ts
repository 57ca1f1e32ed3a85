import type { Insertable } from 'kysely'
import { businessFacts } from '~/content/shipped-facts'
import type { LeadRow } from '../catalogue.server'
import type { WaitlistEntriesTable } from './entry'

// A waitlist member as its store keeps it, for the tests that render every kind's mails (app/leads/mail.test.ts):
// every value the visitor typed carries markup and an ampersand, to show it reaches a mail's HTML escaped.

export const sample: LeadRow<'waitlist_entries'> = {
  email: 'asha@example.in',
  offer: businessFacts.offers.waitlist,
  step: 'member',
  position: 7,
}

/** What the team's mail says of the member: the team hears of one once its owner has confirmed, with its place. */
export const heard: string[] = ['asha@example.in', 'Position: 7']

/** A year before the time given: when a member who left at that time had joined. */
function olderThan(at: string) {
  return new Date(new Date(at).getTime() - 365 * 24 * 60 * 60_000).toISOString()
}

/**
 * A row of its table for the housekeeping tests, its retention column at `at` (past its period or not), and any
 * status one that retention applies to.
 */
export function row(at: string, email: string): Insertable<WaitlistEntriesTable> {
  return { email, created_at: olderThan(at), unsubscribed_at: at }
}
