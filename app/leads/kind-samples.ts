// Written by `npm run assemble` (scripts/assemble.ts) from the folders; do not edit.
import * as bookings from './bookings/sample'
import * as contactMessages from './contact_messages/sample'
import * as enquiries from './enquiries/sample'
import * as newsletterSubscribers from './newsletter_subscribers/sample'
import * as packageInquiries from './package_inquiries/sample'
import * as partnerApplications from './partner_applications/sample'
import * as waitlistEntries from './waitlist_entries/sample'

/** A lead of each kind, from its sample.ts, for the tests that render every mail. */
export const kindSamples = {
  bookings: bookings.sample,
  contact_messages: contactMessages.sample,
  enquiries: enquiries.sample,
  newsletter_subscribers: newsletterSubscribers.sample,
  package_inquiries: packageInquiries.sample,
  partner_applications: partnerApplications.sample,
  waitlist_entries: waitlistEntries.sample,
}

/** What the team’s mail of each sample shows of it. */
export const heardOfSamples = {
  bookings: bookings.heard,
  contact_messages: contactMessages.heard,
  enquiries: enquiries.heard,
  newsletter_subscribers: newsletterSubscribers.heard,
  package_inquiries: packageInquiries.heard,
  partner_applications: partnerApplications.heard,
  waitlist_entries: waitlistEntries.heard,
}

/** A row of each kind’s table, its retention column at the time given, for the housekeeping tests. */
export const sampleRows = {
  bookings: bookings.row,
  contact_messages: contactMessages.row,
  enquiries: enquiries.row,
  newsletter_subscribers: newsletterSubscribers.row,
  package_inquiries: packageInquiries.row,
  partner_applications: partnerApplications.row,
  waitlist_entries: waitlistEntries.row,
}
