import type { z } from 'zod'
import { type OfferTerms, offerCodeInMail } from '~/content/offers'
import { siteRetentionDays } from '~/content/retention'
import { labelledValues } from '../fields'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { newsletterFields } from './entry'
import type { newsletterSchema } from './schema'

/**
 * A sign-up, with the offer code of its subscriber (app/leads/offers/offer-code.server.ts) and the terms it was
 * sent with, which its confirmation mail gives; no terms when no offer was made.
 */
export type NewsletterLead = z.output<typeof newsletterSchema> & { offerCode: string; offerTerms: OfferTerms | null }

/** The newsletter's mails; the confirmation gives the subscriber's offer code and its terms, when it has any. */
export const mail: LeadMailTemplates<NewsletterLead> = {
  team: (lead, reference) =>
    notification(
      reference,
      `New newsletter sign-up: ${lead.email}`,
      'A new newsletter sign-up, subscribed once its owner confirms it',
      labelledValues(newsletterFields, { email: lead.email }),
    ),
  visitor: (lead, _reference, links, _addressConfirmed, _page, site) => {
    const offerCode = offerCodeInMail(lead.offerTerms, lead.offerCode)
    return letter(
      undefined,
      `Please confirm your subscription to the ${site.brand} newsletter`,
      [
        `Someone, we hope you, asked to receive the ${site.brand} newsletter at this address. Open the first link below to confirm; until you do, we send you no newsletter. If you do nothing, we forget this address after ${siteRetentionDays.unconfirmedSignUps} days.`,
        ...(offerCode ? [offerCode] : []),
      ],
      links
        ? [
            { label: 'Confirm your subscription', private: links.confirm },
            { label: 'Not you? Unsubscribe this address', private: links.unsubscribe },
          ]
        : [],
    )
  },
}
