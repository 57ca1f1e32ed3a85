import type { z } from 'zod'
import { offers } from '~/content/business'
import { type WaitlistOffer, waitlistPlaceForTeam, waitlistPlaceWords } from '~/content/offers'
import { site } from '~/content/site'
import { labelledValues } from '../fields'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { waitlistFields } from './entry'
import type { waitlistSchema } from './schema'

/** `rejoin` when an address that left the waitlist asks to join again, which its owner must confirm. */
export type WaitlistLead = z.output<typeof waitlistSchema> & { position: number; rejoin?: true }

/** The waitlist's mails, saying whether a new member is within the first who get a free shoot while that offer is live. */
export function waitlistMail(offer: WaitlistOffer): LeadMailTemplates<WaitlistLead> {
  return {
    team: (lead, reference) => {
      const freeShoot = waitlistPlaceForTeam(offer, lead.position)
      return notification(
        reference,
        `New waitlist sign-up #${lead.position}: ${lead.email}`,
        'A new waitlist sign-up',
        [
          ...labelledValues(waitlistFields, { email: lead.email }),
          { label: 'Position', value: lead.position },
          ...(freeShoot ? [freeShoot] : []),
        ],
      )
    },
    visitor: (lead, _reference, links) => {
      if (lead.rejoin) {
        return letter(
          undefined,
          `Rejoin the ${site.brand} waitlist?`,
          `Someone asked to put this address back on the ${site.brand} waitlist, which it left. If it was you, open the link below to take your place back. If it was not, ignore this mail: the address stays off the list and receives nothing more.`,
          links ? [{ label: 'Take my place back on the waitlist', url: links.confirm }] : [],
        )
      }
      const sentences = [
        `Your position on the waitlist is #${lead.position}.`,
        waitlistPlaceWords(offer, lead.position),
        `We'll write to you the moment online payment and the ${site.brand} app open.`,
      ]
      return letter(
        undefined,
        `You're on the ${site.brand} waitlist`,
        sentences.filter((sentence) => sentence !== null).join(' '),
        links ? [{ label: 'Leave the waitlist and receive no more mail about it', url: links.unsubscribe }] : [],
      )
    },
  }
}

export const mail = waitlistMail(offers.waitlist)
