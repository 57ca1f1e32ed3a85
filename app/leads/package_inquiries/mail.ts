import type { z } from 'zod'
import { pageLinks } from '~/content/request-page'
import { site } from '~/content/site'
import { labelledValues } from '../fields'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { inquiryFields, nextStep } from './entry'
import type { packageInquirySchema } from './schema'

export const mail: LeadMailTemplates<z.output<typeof packageInquirySchema>> = {
  team: (lead, reference) =>
    notification(
      reference,
      `New ${lead.package_type} package inquiry from ${lead.name}`,
      `A new ${lead.package_type} package inquiry`,
      labelledValues(inquiryFields, lead),
    ),
  visitor: (lead, _reference, _links, addressConfirmed, page) =>
    letter(
      addressConfirmed ? lead.name : undefined,
      `We received your ${lead.package_type} inquiry | ${site.brand}`,
      `Thank you for your interest in our ${lead.package_type} packages. ${nextStep}`,
      pageLinks(page),
    ),
}
