import type { z } from 'zod'
import { pageLinks } from '~/content/request-page'
import { labelledValues } from '../fields'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { nextStep, partnerFields } from './entry'
import type { partnerSchema } from './schema'

export const mail: LeadMailTemplates<z.output<typeof partnerSchema>> = {
  team: (lead, reference) =>
    notification(
      reference,
      `New creator application from ${lead.full_name}`,
      'A new creator application',
      labelledValues(partnerFields, lead),
    ),
  visitor: (lead, _reference, _links, addressConfirmed, page, site) =>
    letter(
      addressConfirmed ? lead.full_name : undefined,
      `We received your application | ${site.brand}`,
      `Thank you for applying to join the ${site.brand} creator network. ${nextStep()}`,
      pageLinks(page),
    ),
}
