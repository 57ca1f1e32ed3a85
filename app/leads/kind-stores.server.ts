// Written by `npm run assemble` (scripts/assemble.ts) from the folders; do not edit.
import * as bookings from './bookings/store.server'
import * as contactMessages from './contact_messages/store.server'
import * as enquiries from './enquiries/store.server'
import * as newsletterSubscribers from './newsletter_subscribers/store.server'
import * as packageInquiries from './package_inquiries/store.server'
import * as partnerApplications from './partner_applications/store.server'
import * as waitlistEntries from './waitlist_entries/store.server'

/** How each kind’s submissions are checked and stored, and its mail, from its store.server.ts. */
export const kindStores = {
  bookings: bookings.store,
  contact_messages: contactMessages.store,
  enquiries: enquiries.store,
  newsletter_subscribers: newsletterSubscribers.store,
  package_inquiries: packageInquiries.store,
  partner_applications: partnerApplications.store,
  waitlist_entries: waitlistEntries.store,
}
