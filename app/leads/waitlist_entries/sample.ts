import { offers } from '~/content/business'
import type { LeadRow } from '../catalogue.server'

// A waitlist member as its store keeps it, for the tests that render every kind's mails (app/leads/mail.test.ts):
// every value the visitor typed carries markup and an ampersand, to show it reaches a mail's HTML escaped.

export const sample: LeadRow<'waitlist_entries'> = {
  email: 'asha@example.in',
  offer: offers.waitlist,
  step: 'member',
  position: 7,
}

/** What the team's mail says of the member: the team hears of one once its owner has confirmed, with its place. */
export const heard: string[] = ['asha@example.in', 'Position: 7']
