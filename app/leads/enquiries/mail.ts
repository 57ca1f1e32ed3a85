import type { z } from 'zod'
import { pageLinks } from '~/content/request-page'
import { dateInWords } from '~/india/date-in-words'
import { labelledValues } from '../fields'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { enquiryFields, nextStep } from './entry'
import { cityLabel } from './messages'
import type { enquirySchema } from './schema'

export const mail: LeadMailTemplates<z.output<ReturnType<typeof enquirySchema>>> = {
  team: (lead, reference) =>
    notification(
      reference,
      `New reel-maker enquiry from ${lead.name}`,
      'A new reel-maker enquiry',
      labelledValues(enquiryFields, lead),
    ),
  visitor: (lead, _reference, _links, addressConfirmed, page, site) =>
    letter(
      addressConfirmed ? lead.name : undefined,
      `We received your enquiry | ${site.brand}`,
      `Thank you for your enquiry for ${dateInWords(lead.event_date)} in ${cityLabel(lead.city)}. ${nextStep(site)}`,
      pageLinks(page),
    ),
}
