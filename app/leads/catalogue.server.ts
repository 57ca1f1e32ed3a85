import { store as bookings } from './bookings/store.server'
import type { LeadKind } from './catalogue'
import { store as contactMessages } from './contact_messages/store.server'
import { store as enquiries } from './enquiries/store.server'
import { store as newsletterSubscribers } from './newsletter_subscribers/store.server'
import { store as packageInquiries } from './package_inquiries/store.server'
import { store as waitlistEntries } from './waitlist_entries/store.server'
import { store as partnerApplications } from './partner_applications/store.server'
import type { LeadStore } from './store.server'

// Each kind's store (app/leads/<kind>/store.server.ts): how its submissions are checked and stored, and its
// mail. The server's half of the catalogue (app/leads/catalogue.ts).

const stores = {
  bookings,
  contact_messages: contactMessages,
  enquiries,
  package_inquiries: packageInquiries,
  newsletter_subscribers: newsletterSubscribers,
  waitlist_entries: waitlistEntries,
  partner_applications: partnerApplications,
}

/** The lead as a kind's store keeps it and its mail is written from. */
export type LeadRow<K extends LeadKind> = (typeof stores)[K] extends LeadStore<infer Row> ? Row : never

export const leadStores: { [K in LeadKind]: LeadStore<LeadRow<K>> } = stores
