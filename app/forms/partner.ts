import { z } from 'zod'
import { email, limits, requiredText } from './fields'
import { internationalPhone } from './international-phone'
import { partnerMessages } from './partner-messages'

export * from './partner-messages'

export const partnerSchema = z.object({
  fullName: requiredText(partnerMessages.fullName, 'Full name', limits.name),
  iphoneModel: requiredText(partnerMessages.iphoneModel, 'iPhone model', limits.shortText),
  location: requiredText(partnerMessages.location, 'Location', limits.location),
  contactNumber: internationalPhone,
  email,
  instagramId: requiredText(partnerMessages.instagramId, 'Instagram ID', limits.shortText),
  recentWorks: requiredText(partnerMessages.recentWorks, 'Recent works', limits.message),
})
