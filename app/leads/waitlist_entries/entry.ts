import type { Generated } from 'kysely'
import { type ColumnOf, type LeadEntry, mailingListLead } from '../entry'
import type { LeadFields } from '../fields'

// An address on the waitlist for online payment and the app: one row per mailbox, which takes a place once its
// owner confirms it, ranked by when they did (docs/decisions/0091-waitlist-places-once-confirmed.md).

export const kind = 'waitlist_entries'

export type WaitlistEntriesTable = {
  id: Generated<number>
  email: string
  /**
   * The mailbox the address reaches (mailboxOf(), the key of the mail caps): two spellings of one inbox are one
   * entry. Set on every row.
   */
  mailbox: string | null
  /** When the address last asked to join (again) while it had no place: an unconfirmed join expires a week after it. */
  created_at: string
  /** When its owner opened the link in our mail; until then the address has no place and counts nowhere. */
  confirmed_at: string | null
  unsubscribed_at: string | null
}

export const waitlistFields = {
  email: { label: 'Email', column: 'email', rule: { type: 'email' } },
} as const satisfies LeadFields<ColumnOf<WaitlistEntriesTable>>

export const entry: LeadEntry<WaitlistEntriesTable> = {
  label: { plural: 'Waitlist', singular: 'Waitlist entry' },
  collected: { where: 'Waitlist', what: 'E-mail address' },
  referencePrefix: 'WL',
  apiPath: '/waitlist',
  formerSegments: ['waitlist'],
  ...mailingListLead(waitlistFields),
  mailingList: { doubleOptIn: true, linkCode: 'w', confirmPath: '/waitlist/confirm' },
}
