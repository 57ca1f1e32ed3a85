// How long we keep each kind of data, in days: the privacy policy quotes these periods and the housekeeping
// job (app/server/housekeeping.server.ts) deletes what has passed them; the backup job forgets snapshots past
// theirs (app/server/backup/).
// The periods only the business can set are its facts (`retention`, saved in the console): the policy and the
// job read them as they stand. The others are how the site itself works, and are set here.
import type { BusinessFacts } from './business-schema'

const daysIn = (years: number) => years * 365

/** The periods of how the site itself works, whatever the business saves. */
export const siteRetentionDays = {
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

/** Every period, the business's as its facts give them. */
export function retentionDays({ retention }: Pick<BusinessFacts, 'retention'>) {
  return {
    /** Booking requests, from the day of the shoot. */
    bookings: daysIn(retention.bookings.years),
    /** Reel-maker enquiries, package inquiries and contact messages, from the day they were sent. */
    unconvertedLeads: daysIn(retention.unconvertedLeads.years),
    /** Creator applications we did not accept, from the day they were sent. */
    rejectedApplications: daysIn(retention.rejectedApplications.years),
    ...siteRetentionDays,
  }
}

export type RetentionDays = ReturnType<typeof retentionDays>

export type RetentionPeriod = keyof RetentionDays

/** A period as the policy says it: in years when it is whole years, otherwise in days. */
export function retentionText(days: number) {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`
  return days === 1 ? '1 day' : `${days} days`
}
