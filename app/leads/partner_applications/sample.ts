import type { LeadRow } from '../catalogue.server'

// A partner application as its store keeps it, for the tests that render every kind's mails
// (app/leads/mail.test.ts): every value the visitor typed carries markup and an ampersand, to show it reaches a
// mail's HTML escaped.

export const sample: LeadRow<'partner_applications'> = {
  full_name: 'Asha <b>Rao</b> & Co',
  iphone_model: 'iPhone 15 Pro',
  location: 'Vizag',
  contact_number: '+919123456780',
  email: 'asha@example.in',
  instagram_id: '@asha',
  recent_works: 'https://example.in/1',
}

/** Each value of the sample as the team's mail writes it. */
export const heard: string[] = [
  'Asha <b>Rao</b> & Co',
  'iPhone 15 Pro',
  'Vizag',
  '+919123456780',
  'asha@example.in',
  '@asha',
  'https://example.in/1',
]
