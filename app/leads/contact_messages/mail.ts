import type { z } from 'zod'
import { labelledValues } from '../fields'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { contactFields, nextStep } from './entry'
import type { contactSchema } from './schema'

export const mail: LeadMailTemplates<z.output<typeof contactSchema>> = {
  team: (lead, reference) =>
    notification(
      reference,
      `New message from ${lead.name}`,
      'A new message from the contact form',
      labelledValues(contactFields, lead),
    ),
  visitor: (lead, _reference, _links, addressConfirmed, _page, site) =>
    letter(
      addressConfirmed ? lead.name : undefined,
      `We received your message | ${site.brand}`,
      `Thank you for writing to ${site.brand}. We have received your message. ${nextStep(site)}`,
    ),
}
