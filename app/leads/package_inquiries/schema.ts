import { z } from 'zod'
import { fieldSchema } from '../schema'
import { inquiryFields as fields } from './entry'
import { inquiryMessages, type PackageType, packageTypes } from './messages'

const common = {
  name: fieldSchema(fields.name),
  email: fieldSchema(fields.email),
  phone: fieldSchema(fields.phone),
  eventDetails: fieldSchema(fields.eventDetails),
}

export const weddingInquirySchema = z.object({
  ...common,
  weddingDate: fieldSchema(fields.weddingDate),
  packageType: z.literal('Wedding'),
})

export const corporateInquirySchema = z.object({
  ...common,
  company: fieldSchema(fields.company),
  packageType: z.literal('Corporate'),
})

export const oneDayInquirySchema = z.object({
  ...common,
  eventType: fieldSchema(fields.eventType),
  packageType: z.literal('One Day'),
})

const byPackage = {
  Wedding: weddingInquirySchema,
  Corporate: corporateInquirySchema,
  'One Day': oneDayInquirySchema,
} as const

/** Any of the three inquiries, told apart by packageType, read as the row it makes. */
export const packageInquirySchema = z
  .object({ packageType: z.enum(packageTypes, { error: inquiryMessages.packageType }) })
  .passthrough()
  .pipe(z.discriminatedUnion('packageType', [weddingInquirySchema, corporateInquirySchema, oneDayInquirySchema]))
  .transform((inquiry) => ({
    package_type: inquiry.packageType,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    company: inquiry.packageType === 'Corporate' ? inquiry.company : null,
    wedding_date: inquiry.packageType === 'Wedding' ? inquiry.weddingDate : null,
    event_type: inquiry.packageType === 'One Day' ? inquiry.eventType : null,
    event_details: inquiry.eventDetails,
  }))

export function inquirySchemaFor(packageType: PackageType) {
  return byPackage[packageType]
}
