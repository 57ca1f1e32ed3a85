import type { Generated } from 'kysely'
import type { ColumnOf, LeadEntry } from '../entry'
import { exportedColumns, type LeadFields } from '../fields'

// An address on the waitlist for online payment and the app: one row per address, ranked by when it joined.

export const kind = 'waitlist_entries'

export type WaitlistEntriesTable = {
  id: Generated<number>
  email: string
  created_at: string
  unsubscribed_at: string | null
}

export const waitlistFields = {
  email: { label: 'Email', column: 'email', rule: { type: 'email' } },
} as const satisfies LeadFields<ColumnOf<WaitlistEntriesTable>>

export const entry: LeadEntry<WaitlistEntriesTable> = {
  label: { plural: 'Waitlist', singular: 'Waitlist entry' },
  referencePrefix: 'WL',
  apiPath: '/waitlist',
  formerSegments: ['waitlist'],
  fields: waitlistFields,
  nextStep: null,
  mails: ['team', 'visitor'],
  workflow: null,
  personal: { email: 'email' },
  retention: { period: 'unsubscribedAddresses', from: 'unsubscribed_at' },
  mailingList: { doubleOptIn: false, linkCode: 'w', confirmPath: '/waitlist/rejoin' },
  console: {
    title: 'email',
    listed: [],
    searched: ['email'],
    exported: exportedColumns(waitlistFields, ['created_at']),
  },
}
