import type { Generated } from 'kysely'
import { type ColumnOf, type LeadEntry, mailingListLead } from '../entry'
import type { LeadFields } from '../fields'

// An address signed up for the newsletter: one row per address, subscribed once its owner confirms it.

export { kind } from './messages'

export type NewsletterSubscribersTable = {
  id: Generated<number>
  email: string
  /** When the address last signed up (again): a pending sign-up expires a week after it. */
  created_at: string
  /** When its owner opened the link in the confirmation mail; until then the address is not subscribed. */
  confirmed_at: string | null
  unsubscribed_at: string | null
  /**
   * The terms the subscriber's offer code was sent with, as JSON (OfferTerms in app/content/offers.ts), and the
   * last day (in India) it is good for. Null when no offer was made when they signed up; a code sent before codes
   * had a last day has terms and no last day.
   */
  offer_terms: string | null
  offer_until: string | null
}

export const newsletterFields = {
  email: { label: 'Email', column: 'email', rule: { type: 'email' } },
} as const satisfies LeadFields<ColumnOf<NewsletterSubscribersTable>>

export const entry: LeadEntry<NewsletterSubscribersTable> = {
  label: { plural: 'Newsletter subscribers', singular: 'Newsletter subscriber' },
  collected: { where: 'Newsletter', what: 'E-mail address' },
  referencePrefix: 'NL',
  apiPath: '/newsletter',
  formerSegments: ['newsletter'],
  ...mailingListLead(newsletterFields),
  mailingList: { doubleOptIn: true, linkCode: 'n', confirmPath: '/newsletter/confirm' },
}
