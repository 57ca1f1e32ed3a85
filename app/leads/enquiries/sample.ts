import type { Insertable } from 'kysely'
import type { LeadRow } from '../catalogue.server'
import type { EnquiriesTable } from './entry'

// A enquiry as its store keeps it, for the tests that render every kind's mails (app/leads/mail.test.ts): every
// value the visitor typed carries markup and an ampersand, to show it reaches a mail's HTML escaped.

export const sample: LeadRow<'enquiries'> = {
  name: 'Asha <b>Rao</b> & Co',
  phone: '+919000000004',
  email: 'asha@example.in',
  shoot_type: 'personal',
  city: 'Vizag',
  location: 'Beach Road',
  occasion: 'Personal Shoot',
  personal_shoot_occasion: 'Graduation',
  event_date: '2027-01-10',
  event_time: '07:00',
  hours: 2,
  reels: 3,
}

/** Each value of the sample as the team's mail writes it. */
export const heard: string[] = [
  'Asha <b>Rao</b> & Co',
  '+919000000004',
  'asha@example.in',
  'Personal',
  'Vizag',
  'Beach Road',
  'Personal Shoot',
  'Graduation',
  'Sun, 10 Jan 2027',
  '07:00 IST',
  '2',
  '3',
]

/**
 * A row of its table for the housekeeping tests, its retention column at `at` (past its period or not), and any
 * status one that retention applies to.
 */
export function row(at: string, email: string): Insertable<EnquiriesTable> {
  return {
    name: 'E',
    phone: '9876543210',
    email,
    shoot_type: 'brand',
    city: 'Vizag',
    location: 'Beach',
    occasion: 'Brand Shoot',
    event_date: '2030-01-01',
    event_time: '10:00',
    hours: 1,
    reels: 1,
    created_at: at,
  }
}
