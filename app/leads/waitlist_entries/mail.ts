import type { z } from 'zod'
import { type WaitlistOffer, waitlistOrderWords, waitlistPlaceForTeam, waitlistPlaceWords } from '~/content/offers'
import { labelledValues } from '../fields'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { waitlistFields } from './entry'
import type { waitlistSchema } from './schema'

/**
 * A join, as its owner is written to: asked to confirm an address that has no place, asked to take back the
 * place of one that left the list (`rejoin`), or, when it has its place already, told its position (`member`).
 * The team's mail is written from a member when its owner confirms. Each carries the free-shoot offer as the
 * business's facts stand when it is written; a member's mail ends with what the waitlist waits for, as the
 * site's facts stand (`site.stillToCome`).
 */
export type WaitlistLead = z.output<typeof waitlistSchema> & { offer: WaitlistOffer } & (
    | { step: 'confirm' }
    | { step: 'rejoin' }
    | { step: 'member'; position: number }
  )

/** The waitlist's mails, saying whether a member is within the first who get a free shoot while that offer is live. */
export const mail: LeadMailTemplates<WaitlistLead> = {
  team: (lead, reference) => {
    const place = lead.step === 'member' ? [{ label: 'Position', value: lead.position }] : []
    const freeShoot = lead.step === 'member' ? waitlistPlaceForTeam(lead.offer, lead.position) : null
    return notification(
      reference,
      `New waitlist member${lead.step === 'member' ? ` #${lead.position}` : ''}: ${lead.email}`,
      'A new waitlist member: its owner confirmed the address',
      [...labelledValues(waitlistFields, { email: lead.email }), ...place, ...(freeShoot ? [freeShoot] : [])],
    )
  },
  visitor: (lead, _reference, links, _addressConfirmed, _page, site) => {
    if (lead.step === 'rejoin') {
      return letter(
        undefined,
        `Rejoin the ${site.brand} waitlist?`,
        `Someone asked to put this address back on the ${site.brand} waitlist, which it left. If it was you, open the link below to take your place back. If it was not, ignore this mail: the address stays off the list and receives nothing more.`,
        links ? [{ label: 'Take my place back on the waitlist', private: links.confirm }] : [],
      )
    }
    if (lead.step === 'confirm') {
      const order = waitlistOrderWords(lead.offer)
      return letter(
        undefined,
        `Please confirm your place on the ${site.brand} waitlist`,
        [
          `Someone, we hope you, asked to put this address on the ${site.brand} waitlist. Open the first link below to confirm it: the address takes its place when you do, and the page the link opens shows your position. If you do nothing, it takes no place and receives nothing more about the waitlist.`,
          ...(order ? [order] : []),
        ],
        links
          ? [
              { label: 'Confirm my place on the waitlist', private: links.confirm },
              { label: 'Not you? Leave the waitlist', private: links.unsubscribe },
            ]
          : [],
      )
    }
    const sentences = [
      `Someone, we hope you, asked to join the ${site.brand} waitlist with this address, which has its place already.`,
      `Your position on the waitlist is #${lead.position}.`,
      waitlistPlaceWords(lead.offer, lead.position),
      site.stillToCome.promise,
    ]
    return letter(
      undefined,
      `You're on the ${site.brand} waitlist`,
      sentences.filter((sentence) => sentence !== null).join(' '),
      links ? [{ label: 'Leave the waitlist and receive no more mail about it', private: links.unsubscribe }] : [],
    )
  },
}
