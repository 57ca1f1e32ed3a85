import type { Generated } from 'kysely'
import { answerTime, hoursInSentence } from '~/content/journey'
import type { Site } from '~/content/site-of'
import { limits } from '~/forms/field-rules'
import { type ColumnOf, type LeadEntry, type WithdrawableStatus, withdrawableLead } from '../entry'
import type { LeadFields } from '../fields'
import { type PackageType, inquiryMessages, packagePageNames, packageTypes } from './messages'

// A request for a quote for a wedding, corporate or one-day package, with the one field each package adds.

export const kind = 'package_inquiries'

export type PackageInquiriesTable = {
  id: Generated<number>
  package_type: PackageType
  name: string
  email: string
  phone: string
  company: string | null
  wedding_date: string | null
  event_type: string | null
  event_details: string
  /** New until its customer withdraws it (or the team marks it withdrawn for them); the database fills it in. */
  status: Generated<WithdrawableStatus>
  created_at: string
}

const text = (required: string, max: number) => ({ type: 'text', required, max }) as const

/** Every package's fields, in the order its team mail lists them; company, wedding date and event type are each one package's. */
export const inquiryFields = {
  packageType: {
    label: 'Package',
    consoleLabel: 'Package type',
    column: 'package_type',
    rule: {
      type: 'choice',
      options: packageTypes.map((type) => ({ value: type, label: packagePageNames[type] })),
      message: inquiryMessages.packageType,
    },
  },
  name: { label: 'Name', column: 'name', rule: text(inquiryMessages.name, limits.name) },
  company: { label: 'Company', column: 'company', rule: text(inquiryMessages.company, limits.shortText) },
  email: { label: 'Email', column: 'email', rule: { type: 'email' } },
  phone: { label: 'Phone', column: 'phone', rule: { type: 'phone' } },
  weddingDate: {
    label: 'Wedding date',
    column: 'wedding_date',
    rule: text(inquiryMessages.weddingDate, limits.shortText),
  },
  eventType: { label: 'Event type', column: 'event_type', rule: text(inquiryMessages.eventType, limits.shortText) },
  eventDetails: {
    label: 'Event details',
    column: 'event_details',
    rule: { ...text(inquiryMessages.eventDetails, limits.message), multiline: true },
  },
} as const satisfies LeadFields<ColumnOf<PackageInquiriesTable>>

/** What the success panel and the visitor's copy say happens next. */
export const nextStep = (site: Site) =>
  `Our team calls or e-mails you with a quote ${answerTime.within}, during business hours (${hoursInSentence(site.hours)}).`

export const entry: LeadEntry<PackageInquiriesTable> = {
  label: { plural: 'Package inquiries', singular: 'Package inquiry' },
  collected: {
    where: 'Wedding, corporate and quick-event inquiries',
    what: 'Name, e-mail address, phone number, company (corporate only), wedding date or event type, and the event details you describe',
  },
  referencePrefix: 'PQ',
  apiPath: '/package-inquiries',
  formerSegments: ['package-inquiries'],
  fields: inquiryFields,
  nextStep,
  ...withdrawableLead,
  console: {
    title: 'name',
    listed: ['package_type', 'email', 'phone', 'company', 'status'],
    searched: ['name', 'email', 'phone', 'company', 'event_type', 'event_details'],
    exported: [
      'id',
      'package_type',
      'name',
      'email',
      'phone',
      'company',
      'wedding_date',
      'event_type',
      'event_details',
      'status',
      'created_at',
    ],
    packageType: { column: 'package_type', choices: packageTypes },
  },
}
