// Written by `npm run assemble` (scripts/assemble.ts) from the folders; do not edit.
import { store as bookings } from './bookings/store.server'
import { store as contactMessages } from './contact_messages/store.server'
import { store as enquiries } from './enquiries/store.server'
import { store as newsletterSubscribers } from './newsletter_subscribers/store.server'
import { store as packageInquiries } from './package_inquiries/store.server'
import { store as partnerApplications } from './partner_applications/store.server'
import { store as waitlistEntries } from './waitlist_entries/store.server'

/** How each kind’s submissions are checked and stored, and its mail, from its store.server.ts. */
export const kindStores = {
  bookings,
  contact_messages: contactMessages,
  enquiries,
  newsletter_subscribers: newsletterSubscribers,
  package_inquiries: packageInquiries,
  partner_applications: partnerApplications,
  waitlist_entries: waitlistEntries,
}
