import type { z } from 'zod'
import { retentionDays } from '~/content/retention'
import { site } from '~/content/site'
import { labelledValues } from '../fields'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { newsletterFields } from './entry'
import type { newsletterSchema } from './schema'

export const mail: LeadMailTemplates<z.output<typeof newsletterSchema>> = {
  team: (lead, reference) =>
    notification(
      reference,
      `New newsletter sign-up: ${lead.email}`,
      'A new newsletter sign-up, subscribed once its owner confirms it',
      labelledValues(newsletterFields, lead),
    ),
  visitor: (_lead, _reference, links) =>
    letter(
      undefined,
      `Please confirm your subscription to the ${site.brand} newsletter`,
      `Someone, we hope you, asked to receive the ${site.brand} newsletter at this address. Open the first link below to confirm; until you do, we send you no newsletter. If you do nothing, we forget this address after ${retentionDays.unconfirmedSignUps} days.`,
      links
        ? [
            { label: 'Confirm your subscription', url: links.confirm },
            { label: 'Not you? Unsubscribe this address', url: links.unsubscribe },
          ]
        : [],
    ),
}
