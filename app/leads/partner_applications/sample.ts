import type { Insertable } from 'kysely'
import type { LeadRow } from '../catalogue.server'
import type { PartnerApplicationsTable } from './entry'

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

/**
 * A row of its table for the housekeeping tests, its retention column at `at` (past its period or not), and any
 * status one that retention applies to.
 */
export function row(at: string, email: string): Insertable<PartnerApplicationsTable> {
  return {
    full_name: 'R',
    iphone_model: 'iPhone 15',
    location: 'Vizag',
    contact_number: '9876543210',
    email,
    instagram_id: '@r',
    recent_works: 'https://example.in',
    status: 'rejected',
    created_at: at,
  }
}
