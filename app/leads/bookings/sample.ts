import type { Insertable } from 'kysely'
import { businessFacts } from '~/content/shipped-facts'
import { cancellationTermsOf } from '~/content/refunds'
import type { LeadRow } from '../catalogue.server'
import type { BookingsTable } from './entry'

// A booking as its store keeps it, for the tests that render every kind's mails (app/leads/mail.test.ts): every
// value the visitor typed carries markup and an ampersand, to show it reaches a mail's HTML escaped.

export const sample: LeadRow<'bookings'> = {
  name: 'Asha <b>Rao</b> & Co',
  phone: '+919876543210',
  phoneAsRead: '+91 98765 43210',
  email: 'asha@example.in',
  packageId: 'wedding-gold',
  hours: null,
  priceTerms: { packagePrice: 59999, gstPercent: 18, hoursPerEvent: 6 },
  cancellationTerms: cancellationTermsOf(businessFacts),
  offerCode: 'NL12-ABCDE-FGHJK',
  offerTerms: { percentOff: 50, confirmed: false, until: '2027-02-26' },
  events: [
    { date: '2027-01-20', time: '18:30', location: 'Jubilee Hills' },
    { date: '2027-01-21', time: '10:00', location: 'Taj Krishna <Hall>' },
    { date: '2027-01-23', time: '19:00', location: 'Jubilee Hills' },
    { date: '2027-01-24', time: '11:00', location: 'Banjara Hills' },
  ],
  dayContact: null,
  weeks: null,
}

/** Each value of the sample as the team's mail writes it. */
export const heard: string[] = [
  'Asha <b>Rao</b> & Co',
  '+91 98765 43210',
  'asha@example.in',
  'Wed, 20 Jan 2027, 18:30 IST, Jubilee Hills',
  'Thu, 21 Jan 2027, 10:00 IST, Taj Krishna <Hall>',
  'Sat, 23 Jan 2027, 19:00 IST, Jubilee Hills',
  'Sun, 24 Jan 2027, 11:00 IST, Banjara Hills',
  'NL12-ABCDE-FGHJK',
]

/**
 * A row of its table for the housekeeping tests, its retention column at `at` (past its period or not), and any
 * status one that retention applies to.
 */
export function row(at: string, email: string): Insertable<BookingsTable> {
  return {
    name: 'B',
    phone: '9876543210',
    email,
    location: 'Vizag',
    event_date: at.slice(0, 10),
    event_time: '10:00',
    status: 'completed',
    created_at: at,
  }
}
