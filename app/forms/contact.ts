import { z } from 'zod'
import { email, limits, requiredText } from './fields'

export const contactMessages = {
  name: 'Please enter your name',
  message: 'Please enter a message',
  success: { title: 'Message sent successfully!', description: "We'll get back to you as soon as possible." },
  failure: { title: 'Failed to send message', description: 'Please try again later.' },
} as const

export const contactSchema = z.object({
  name: requiredText(contactMessages.name, 'Name', limits.name),
  email,
  message: requiredText(contactMessages.message, 'Message', limits.message),
})

export type ContactInput = z.infer<typeof contactSchema>
