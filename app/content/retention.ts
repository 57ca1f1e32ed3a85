// How long we keep each kind of data, in days: the privacy policy quotes these periods and the housekeeping
// job (app/server/housekeeping.server.ts) deletes what has passed them; the backup job forgets snapshots past
// theirs (app/server/backup/). Change a period here and the policy and the jobs follow.
// The periods only the business can set are its facts (app/content/business.ts, `retention`); the others are
// how the site itself works.
import { retention } from './business'

const daysIn = (years: number) => years * 365

export const retentionDays = {
  /** Booking requests, from the day of the shoot. */
  bookings: daysIn(retention.bookings.years),
  /** Reel-maker enquiries, package inquiries and contact messages, from the day they were sent. */
  unconvertedLeads: daysIn(retention.unconvertedLeads.years),
  /** Creator applications we did not accept, from the day they were sent. */
  rejectedApplications: daysIn(retention.rejectedApplications.years),
  /** Newsletter and waitlist addresses, from the day their owner unsubscribed. */
  unsubscribedAddresses: 30,
  /** Newsletter sign-ups and waitlist joins never confirmed, from the day of the sign-up (or the last join). */
  unconfirmedSignUps: 7,
  /** The copies of the mail we send (the outbox and its files), from the day each was queued. */
  mail: 90,
  /**
   * Counts of submissions, mails and sign-in attempts per network or e-mail address, and the answers kept for
   * retried submissions, from the day they were made.
   */
  abuseRecords: 1,
  /**
   * Encrypted snapshots of the whole database in the backup repository, from the day each was taken: a person
   * erased today is in none of them after this many days (docs/decisions/0099).
   */
  backups: 30,
}

export type RetentionPeriod = keyof typeof retentionDays

/** A period as the policy says it: in years when it is whole years, otherwise in days. */
export function retentionText(days: number) {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`
  return days === 1 ? '1 day' : `${days} days`
}
