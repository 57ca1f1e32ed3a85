// Written by `npm run assemble` (scripts/assemble.ts) from the folders; do not edit.
import * as bookings from './bookings/entry'
import * as contactMessages from './contact_messages/entry'
import * as enquiries from './enquiries/entry'
import * as newsletterSubscribers from './newsletter_subscribers/entry'
import * as packageInquiries from './package_inquiries/entry'
import * as partnerApplications from './partner_applications/entry'
import * as waitlistEntries from './waitlist_entries/entry'

/** The kinds of lead: each is a folder of app/leads, named as its table. */
export const leadKinds = [
  'bookings',
  'contact_messages',
  'enquiries',
  'newsletter_subscribers',
  'package_inquiries',
  'partner_applications',
  'waitlist_entries',
] as const

/** The tables of the kinds of lead, each declared in its kind’s entry.ts. */
export type LeadTables = {
  bookings: bookings.BookingsTable
  contact_messages: contactMessages.ContactMessagesTable
  enquiries: enquiries.EnquiriesTable
  newsletter_subscribers: newsletterSubscribers.NewsletterSubscribersTable
  package_inquiries: packageInquiries.PackageInquiriesTable
  partner_applications: partnerApplications.PartnerApplicationsTable
  waitlist_entries: waitlistEntries.WaitlistEntriesTable
}

/** What each kind’s entry.ts says about it. */
export const kindEntries = {
  bookings: bookings.entry,
  contact_messages: contactMessages.entry,
  enquiries: enquiries.entry,
  newsletter_subscribers: newsletterSubscribers.entry,
  package_inquiries: packageInquiries.entry,
  partner_applications: partnerApplications.entry,
  waitlist_entries: waitlistEntries.entry,
}
