// The kinds of lead the site keeps, as the console names them. The key is used in console URLs, in the
// audit log, in notes and in each staff member's mail preferences.

export const leadTypeKeys = [
  'bookings',
  'enquiries',
  'package-inquiries',
  'partner-applications',
  'contact-messages',
  'newsletter',
  'waitlist',
] as const

export type LeadType = (typeof leadTypeKeys)[number]

export const leadTypeLabels: Record<LeadType, { plural: string; singular: string }> = {
  bookings: { plural: 'Bookings', singular: 'Booking' },
  enquiries: { plural: 'Enquiries', singular: 'Enquiry' },
  'package-inquiries': { plural: 'Package inquiries', singular: 'Package inquiry' },
  'partner-applications': { plural: 'Partner applications', singular: 'Partner application' },
  'contact-messages': { plural: 'Contact messages', singular: 'Contact message' },
  newsletter: { plural: 'Newsletter subscribers', singular: 'Newsletter subscriber' },
  waitlist: { plural: 'Waitlist', singular: 'Waitlist entry' },
}

export function isLeadType(value: string): value is LeadType {
  return (leadTypeKeys as readonly string[]).includes(value)
}
