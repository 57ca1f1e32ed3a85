import { z } from 'zod'
import { email, limits, phone, requiredText } from './fields'

export const packageTypes = ['Wedding', 'Corporate', 'One Day'] as const
export type PackageType = (typeof packageTypes)[number]

export const inquiryMessages = {
  name: 'Please enter your name',
  company: 'Please enter your company name',
  weddingDate: 'Please enter your wedding date',
  eventType: 'Please enter the event type',
  eventDetails: 'Please tell us about your event',
  packageType: 'Please choose a package: Wedding, Corporate or One Day',
  weddingSuccess: { title: 'Thank you for your inquiry!', description: "We'll get back to you within 24 hours." },
  quoteSuccess: {
    title: 'Inquiry submitted successfully!',
    description: "We'll get back to you with a custom quote soon.",
  },
  failure: { title: 'Failed to submit inquiry', description: 'Please try again later.' },
} as const

const common = {
  name: requiredText(inquiryMessages.name, 'Name', limits.name),
  email,
  phone,
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

export type PackageInquiryInput = z.infer<typeof packageInquirySchema>
