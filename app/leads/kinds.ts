// Written by `npm run assemble` (scripts/assemble.ts) from the folders; do not edit.
import { type BookingsTable, entry as bookings } from './bookings/entry'
import { type ContactMessagesTable, entry as contactMessages } from './contact_messages/entry'
import { type EnquiriesTable, entry as enquiries } from './enquiries/entry'
import { type NewsletterSubscribersTable, entry as newsletterSubscribers } from './newsletter_subscribers/entry'
import { type PackageInquiriesTable, entry as packageInquiries } from './package_inquiries/entry'
import { type PartnerApplicationsTable, entry as partnerApplications } from './partner_applications/entry'
import { type WaitlistEntriesTable, entry as waitlistEntries } from './waitlist_entries/entry'

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
  bookings: BookingsTable
  contact_messages: ContactMessagesTable
  enquiries: EnquiriesTable
  newsletter_subscribers: NewsletterSubscribersTable
  package_inquiries: PackageInquiriesTable
  partner_applications: PartnerApplicationsTable
  waitlist_entries: WaitlistEntriesTable
}

/** What each kind’s entry.ts says about it. */
export const kindEntries = {
  bookings,
  contact_messages: contactMessages,
  enquiries,
  newsletter_subscribers: newsletterSubscribers,
  package_inquiries: packageInquiries,
  partner_applications: partnerApplications,
  waitlist_entries: waitlistEntries,
}
