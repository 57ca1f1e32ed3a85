// Written by `npm run assemble` (scripts/assemble.ts) from the folders; do not edit.
import { heard as bookingsHeard, sample as bookings } from './bookings/sample'
import { heard as contactMessagesHeard, sample as contactMessages } from './contact_messages/sample'
import { heard as enquiriesHeard, sample as enquiries } from './enquiries/sample'
import { heard as newsletterSubscribersHeard, sample as newsletterSubscribers } from './newsletter_subscribers/sample'
import { heard as packageInquiriesHeard, sample as packageInquiries } from './package_inquiries/sample'
import { heard as partnerApplicationsHeard, sample as partnerApplications } from './partner_applications/sample'
import { heard as waitlistEntriesHeard, sample as waitlistEntries } from './waitlist_entries/sample'

/** A lead of each kind, from its sample.ts, for the tests that render every mail. */
export const kindSamples = {
  bookings,
  contact_messages: contactMessages,
  enquiries,
  newsletter_subscribers: newsletterSubscribers,
  package_inquiries: packageInquiries,
  partner_applications: partnerApplications,
  waitlist_entries: waitlistEntries,
}

/** What the team’s mail of each sample shows of it. */
export const heardOfSamples = {
  bookings: bookingsHeard,
  contact_messages: contactMessagesHeard,
  enquiries: enquiriesHeard,
  newsletter_subscribers: newsletterSubscribersHeard,
  package_inquiries: packageInquiriesHeard,
  partner_applications: partnerApplicationsHeard,
  waitlist_entries: waitlistEntriesHeard,
}
