import { z } from 'zod'
import { email, limits, requiredText } from './fields'
import { contactMessages } from './contact-messages'

export * from './contact-messages'

export const contactSchema = z.object({
  name: requiredText(contactMessages.name, 'Name', limits.name),
  email,
  message: requiredText(contactMessages.message, 'Message', limits.message),
})
