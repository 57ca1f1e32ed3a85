import type { Generated } from 'kysely'
import { answerTime } from '~/content/journey'
import { limits } from '~/forms/field-rules'
import type { ColumnOf, LeadEntry, Workflow } from '../entry'
import { exportedColumns, type LeadFields } from '../fields'
import { partnerMessages } from './messages'

// A reel-maker's application to join the creator network, which the team reviews.

export const kind = 'partner_applications'

const workflow = {
  statuses: ['new', 'reviewing', 'accepted', 'rejected'],
  moves: { new: ['reviewing'], reviewing: ['accepted', 'rejected'], accepted: [], rejected: [] },
} as const satisfies Workflow<string>

export type PartnerStatus = (typeof workflow.statuses)[number]

export type PartnerApplicationsTable = {
  id: Generated<number>
  full_name: string
  iphone_model: string
  location: string
  contact_number: string
  email: string
  instagram_id: string
  recent_works: string
  status: PartnerStatus
  created_at: string
}

export const partnerFields = {
  fullName: {
    label: 'Full name',
    column: 'full_name',
    rule: { type: 'text', required: partnerMessages.fullName, max: limits.name },
  },
  iphoneModel: {
    label: 'iPhone model',
    asked: 'Current iPhone model',
    column: 'iphone_model',
    rule: { type: 'text', required: partnerMessages.iphoneModel, max: limits.shortText },
  },
  location: {
    label: 'Location',
    column: 'location',
    rule: { type: 'text', required: partnerMessages.location, max: limits.location },
  },
  contactNumber: { label: 'Contact number', column: 'contact_number', rule: { type: 'phone' } },
  email: { label: 'Email', column: 'email', rule: { type: 'email' } },
  instagramId: {
    label: 'Instagram ID',
    column: 'instagram_id',
    rule: { type: 'text', required: partnerMessages.instagramId, max: limits.shortText },
  },
  recentWorks: {
    label: 'Recent works',
    column: 'recent_works',
    rule: { type: 'text', required: partnerMessages.recentWorks, max: limits.message, multiline: true },
  },
} as const satisfies LeadFields<ColumnOf<PartnerApplicationsTable>>

/** What the success panel and the visitor's copy say happens next. */
export const nextStep = () => `Our team reviews your application and writes to you ${answerTime.within}.`

export const entry: LeadEntry<PartnerApplicationsTable> = {
  label: { plural: 'Partner applications', singular: 'Partner application' },
  collected: {
    where: 'Creator (partner) application',
    what: 'Full name, current iPhone model, location, contact number, e-mail address, Instagram ID and links to your recent work',
  },
  referencePrefix: 'PA',
  apiPath: '/partners',
  formerSegments: ['partner-applications'],
  fields: partnerFields,
  nextStep,
  mails: ['team', 'visitor'],
  facts: ['brand', 'email', 'phone', 'whatsapp'],
  workflow,
  personal: { email: 'email', phone: 'contact_number' },
  retention: { period: 'rejectedApplications', from: 'created_at', statuses: ['rejected'] },
  mailingList: null,
  console: {
    title: 'full_name',
    listed: ['email', 'contact_number', 'location', 'iphone_model', 'status'],
    searched: ['full_name', 'email', 'contact_number', 'location', 'instagram_id', 'iphone_model'],
    exported: exportedColumns(partnerFields, ['status', 'created_at']),
    city: { column: 'location' },
  },
}
