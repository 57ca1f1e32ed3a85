import type { z } from 'zod'
import { pageLinks } from '~/content/request-page'
import { labelledValues } from '../fields'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { inquiryFields, nextStep } from './entry'
import { packagePageNames } from './messages'
import type { packageInquirySchema } from './schema'

export const mail: LeadMailTemplates<z.output<typeof packageInquirySchema>> = {
  team: (lead, reference) =>
    notification(
      reference,
      `New inquiry about ${packagePageNames[lead.package_type]} from ${lead.name}`,
      `A new inquiry about ${packagePageNames[lead.package_type]}`,
      labelledValues(inquiryFields, lead),
    ),
  visitor: (lead, _reference, _links, addressConfirmed, page, site) =>
    letter(
      addressConfirmed ? lead.name : undefined,
      `We received your inquiry about our ${packagePageNames[lead.package_type]} | ${site.brand}`,
      `Thank you for your interest in our ${packagePageNames[lead.package_type]}. ${nextStep(site)}`,
      pageLinks(page),
    ),
}
