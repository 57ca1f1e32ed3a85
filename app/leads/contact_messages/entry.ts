import type { Generated } from 'kysely'
import { answerTime, hoursInSentence } from '~/content/journey'
import type { Site } from '~/content/site-of'
import { limits } from '~/forms/field-rules'
import { type ColumnOf, type LeadEntry, plainLead } from '../entry'
import { exportedColumns, type LeadFields } from '../fields'
import { contactMessages } from './messages'

// A message from the contact page: who wrote, their address and what they wrote.

export const kind = 'contact_messages'

export type ContactMessagesTable = {
  id: Generated<number>
  name: string
  email: string
  message: string
  created_at: string
}

export const contactFields = {
  name: { label: 'Name', column: 'name', rule: { type: 'text', required: contactMessages.name, max: limits.name } },
  email: { label: 'Email', column: 'email', rule: { type: 'email' } },
  message: {
    label: 'Message',
    column: 'message',
    rule: { type: 'text', required: contactMessages.message, max: limits.message, multiline: true },
  },
} as const satisfies LeadFields<ColumnOf<ContactMessagesTable>>

/** What the success panel and the visitor's copy say happens next. */
export const nextStep = (site: Site) =>
  `We reply ${answerTime.within}, during business hours (${hoursInSentence(site.hours)}).`

export const entry: LeadEntry<ContactMessagesTable> = {
  label: { plural: 'Contact messages', singular: 'Contact message' },
  collected: { where: 'Contact form', what: 'Name, e-mail address and your message' },
  referencePrefix: 'CM',
  apiPath: '/contact',
  formerSegments: ['contact-messages'],
  fields: contactFields,
  nextStep,
  ...plainLead,
  personal: { email: 'email' },
  console: {
    title: 'name',
    listed: ['email', 'message'],
    searched: ['name', 'email', 'message'],
    exported: exportedColumns(contactFields, ['created_at']),
  },
}
