import type { Insertable } from 'kysely'
import type { LeadRow } from '../catalogue.server'
import type { PackageInquiriesTable } from './entry'

// A package inquiry as its store keeps it, for the tests that render every kind's mails (app/leads/mail.test.ts):
// every value the visitor typed carries markup and an ampersand, to show it reaches a mail's HTML escaped.

export const sample: LeadRow<'package_inquiries'> = {
  package_type: 'Corporate',
  name: 'Asha <b>Rao</b> & Co',
  email: 'asha@example.in',
  phone: '+919000000001',
  company: 'Acme <Events>',
  wedding_date: null,
  event_type: null,
  event_details: 'Offsite\nTwo days',
}

/** Each value of the sample as the team's mail writes it. */
export const heard: string[] = [
  'Corporate Reel Packages',
  'Asha <b>Rao</b> & Co',
  'asha@example.in',
  '+919000000001',
  'Acme <Events>',
  'Offsite\nTwo days',
]

/**
 * A row of its table for the housekeeping tests, its retention column at `at` (past its period or not), and any
 * status one that retention applies to.
 */
export function row(at: string, email: string): Insertable<PackageInquiriesTable> {
  return {
    package_type: 'Wedding',
    name: 'P',
    email,
    phone: '9876543210',
    event_details: 'Details',
    created_at: at,
  }
}
