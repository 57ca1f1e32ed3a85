import type { Insertable } from 'kysely'
import type { LeadRow } from '../catalogue.server'
import type { NewsletterSubscribersTable } from './entry'

// A newsletter sign-up as its store keeps it, for the tests that render every kind's mails
// (app/leads/mail.test.ts): every value the visitor typed carries markup and an ampersand, to show it reaches a
// mail's HTML escaped.

export const sample: LeadRow<'newsletter_subscribers'> = {
  email: 'asha@example.in',
  offerCode: 'NL12-ABCDE-FGHJK',
  offerTerms: { percentOff: 50, confirmed: false, until: '2027-02-26' },
}

/** What the team's mail shows of the sample: its offer code is the subscriber's own, given only in their mail. */
export const heard: string[] = ['asha@example.in']

/** A year before the time given: when a member who left at that time had joined. */
function olderThan(at: string) {
  return new Date(new Date(at).getTime() - 365 * 24 * 60 * 60_000).toISOString()
}

/**
 * A row of its table for the housekeeping tests, its retention column at `at` (past its period or not), and any
 * status one that retention applies to.
 */
export function row(at: string, email: string): Insertable<NewsletterSubscribersTable> {
  return { email, created_at: olderThan(at), confirmed_at: olderThan(at), unsubscribed_at: at }
}
