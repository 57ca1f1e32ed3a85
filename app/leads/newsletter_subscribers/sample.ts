import type { LeadRow } from '../catalogue.server'

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
