import { z } from 'zod'
import { email, limits, requiredText } from './fields'
import { internationalPhone } from './international-phone'
import { inquiryMessages, type PackageType, packageTypes } from './package-inquiry-messages'

export * from './package-inquiry-messages'

const common = {
  name: requiredText(inquiryMessages.name, 'Name', limits.name),
  email,
  phone: internationalPhone,
  eventDetails: requiredText(inquiryMessages.eventDetails, 'Event details', limits.message),
}

export const weddingInquirySchema = z.object({
  ...common,
  weddingDate: requiredText(inquiryMessages.weddingDate, 'Wedding date', limits.shortText),
  packageType: z.literal('Wedding'),
})

export const corporateInquirySchema = z.object({
  ...common,
  company: requiredText(inquiryMessages.company, 'Company', limits.shortText),
  packageType: z.literal('Corporate'),
})

export const oneDayInquirySchema = z.object({
  ...common,
  eventType: requiredText(inquiryMessages.eventType, 'Event type', limits.shortText),
  packageType: z.literal('One Day'),
})

const byPackage = {
  Wedding: weddingInquirySchema,
  Corporate: corporateInquirySchema,
  'One Day': oneDayInquirySchema,
} as const

/** Any of the three inquiries, told apart by packageType. */
export const packageInquirySchema = z
  .object({ packageType: z.enum(packageTypes, { error: inquiryMessages.packageType }) })
  .passthrough()
  .pipe(z.discriminatedUnion('packageType', [weddingInquirySchema, corporateInquirySchema, oneDayInquirySchema]))

export function inquirySchemaFor(packageType: PackageType) {
  return byPackage[packageType]
}
