import { z } from 'zod'
import { email, limits, phone, requiredText } from './fields'

export const partnerMessages = {
  fullName: 'Please enter your full name',
  iphoneModel: 'Please enter your current iPhone model',
  location: 'Please enter your location',
  instagramId: 'Please enter your Instagram ID',
  recentWorks: 'Please share links to your recent works',
  success: { title: "Application submitted successfully! We'll review it and get back to you soon." },
  failure: { title: 'Failed to submit application. Please try again.' },
} as const

export const partnerSchema = z.object({
  fullName: requiredText(partnerMessages.fullName, 'Full name', limits.name),
  iphoneModel: requiredText(partnerMessages.iphoneModel, 'iPhone model', limits.shortText),
  location: requiredText(partnerMessages.location, 'Location', limits.location),
  contactNumber: phone,
  email,
  instagramId: requiredText(partnerMessages.instagramId, 'Instagram ID', limits.shortText),
  recentWorks: requiredText(partnerMessages.recentWorks, 'Recent works', limits.message),
})

export type PartnerInput = z.infer<typeof partnerSchema>
