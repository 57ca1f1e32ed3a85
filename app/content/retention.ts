// How long we keep each kind of data, in days: the privacy policy quotes these periods and the housekeeping
// job (app/server/housekeeping.server.ts) deletes what has passed them. Change a period here and both follow.

export const retentionDays = {
  /** Booking requests, counted from the day of the shoot. */
  bookings: 3 * 365,
  /** Reel-maker enquiries, from the day they were sent. */
  enquiries: 2 * 365,
  /** Wedding, corporate and quick-event inquiries, from the day they were sent. */
  package_inquiries: 2 * 365,
  /** Contact messages, from the day they were sent. */
  contact_messages: 2 * 365,
  /** Creator applications, from the day they were sent. */
  partner_applications: 365,
  /** Newsletter addresses, from the day their owner unsubscribed. */
  newsletter_subscribers: 30,
  /** Waitlist addresses, from the day their owner left the waitlist. */
  waitlist_entries: 30,
  /** Newsletter sign-ups never confirmed, from the day of the sign-up. */
  unconfirmedSignUps: 7,
  /** The copies of the mail we send (the outbox and its files), from the day each was queued. */
  mail: 90,
  /**
   * Counts of submissions and sign-in attempts per network address or e-mail address, and the answers kept for
   * retried submissions, from the day they were made.
   */
  abuseRecords: 1,
} as const
