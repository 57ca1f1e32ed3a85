import type { BusinessFacts } from './business-schema'
import { shownAs } from './example-marks'
import { dateInWords } from '~/india/date-in-words'

// What the newsletter and the waitlist promise, in words, from the business's facts (`offers` in
// app/content/business.ts). Each function is given the offer, so that no page or mail says a word of an offer that
// is not live, and a test can say so with the offer off (docs/decisions/0083-promises-kept.md). While the business
// has not confirmed an offer, every promise of it says it is an example offer.

export type NewsletterOffer = BusinessFacts['offers']['newsletter']
export type WaitlistOffer = BusinessFacts['offers']['waitlist']

/** The newsletter's offer as it is promised: '50% off your first shoot'. */
export function newsletterOfferWords(offer: Pick<NewsletterOffer, 'percentOff' | 'confirmed'>) {
  return shownAs(offer, `${offer.percentOff}% off your first shoot`, 'offer')
}

/**
 * What a subscriber's code was given with, kept with the subscriber when it is sent and with the booking that
 * uses it: the share off, whether the business had confirmed the offer, and the last day (in India) the code is
 * good for, which its mail gives. A code sent before codes had a last day has none.
 */
export type OfferTerms = { percentOff: number; confirmed: boolean; until?: string }

/** The terms of a code sent today (an Indian calendar day, YYYY-MM-DD) while the offer is live. */
export function offerTermsFrom(offer: NewsletterOffer, today: string): OfferTerms {
  const until = new Date(`${today}T00:00:00Z`)
  until.setUTCDate(until.getUTCDate() + offer.codeDays)
  return { percentOff: offer.percentOff, confirmed: offer.confirmed, until: until.toISOString().slice(0, 10) }
}

/** How every offer code begins, so a subscriber knows theirs when they see it: NL12-ABCDE-FGHJK. */
export const offerCodePrefix = 'NL'

/** The booking form's field for a subscriber's code, and what the form says of it. */
export const offerCodeField = {
  label: 'Offer code',
  asked: 'Offer code (optional)',
  /** Under the field: the offer while it is made, or only where the code is once it has ended. */
  hint: (offer: NewsletterOffer) =>
    offer.live
      ? `From your newsletter confirmation mail: ${newsletterOfferWords(offer)}`
      : 'From your newsletter confirmation mail, until the date it gives',
}

/** Where the offer code goes, and until when: the words of the confirmation mail and of the page its link opens. */
function howToClaim(terms: OfferTerms) {
  const until = terms.until ? `, until ${dateInWords(terms.until)}` : ''
  return `It gives you ${newsletterOfferWords(terms)}${until}: type it in the ${offerCodeField.label} field when you book a reel-maker on our site. Each code is good for one booking.`
}

/** The paragraph of the newsletter's confirmation mail that gives the subscriber their code; none without terms. */
export function offerCodeInMail(terms: OfferTerms | null, code: string) {
  return terms ? `Once you have confirmed, your offer code is ${code}. ${howToClaim(terms)}` : null
}

/** What the page that confirms a subscription says of the code, once confirmed; nothing without terms. */
export function offerCodeOnPage(terms: OfferTerms | null, code: string) {
  return terms ? `Your offer code is ${code}. ${howToClaim(terms)}` : null
}

/**
 * A booking's claimed offer as the customer's copy, the success panel and the team's mail list it, in the terms
 * its code was given with. The team confirms every price by phone, and takes the offer off then.
 */
export function claimedOfferLine(terms: OfferTerms, code: string) {
  return {
    label: 'Offer',
    value: `${shownAs(terms, `${terms.percentOff}% off the first shoot`, 'offer')}, code ${code}; our team takes it off the price when they confirm it`,
  }
}

/** Why the booking form refuses a code, each saying what to type instead. */
export const offerCodeProblems = {
  unknown: `Please type the ${offerCodeField.label.toLowerCase()} from your newsletter confirmation mail as it is written there (it begins with ${offerCodePrefix}), or leave this field empty.`,
  notSubscribed: `This ${offerCodeField.label.toLowerCase()} is for newsletter subscribers: confirm your subscription with the link in our mail, then type the code again, or leave this field empty.`,
  used: `This ${offerCodeField.label.toLowerCase()} has been used for a booking already, and each code is good for one. Leave this field empty to book without it.`,
  ended: `We have no offer running now: please leave the ${offerCodeField.label.toLowerCase()} field empty.`,
  expired: `This ${offerCodeField.label.toLowerCase()} was good until the date its mail gave, which has passed: please leave this field empty.`,
}

/** The waitlist page's words of its free shoot; null when the offer is not live. */
export function waitlistOfferWords(offer: WaitlistOffer) {
  if (!offer.live) return null
  return {
    promise: shownAs(offer, `The first ${offer.firstMembers} users get one free shoot`, 'offer'),
    spotsRemaining: shownAs(offer, `of ${offer.firstMembers} free-shoot spots remaining`, 'offer'),
  }
}

/**
 * What the mail asking an address's owner to confirm it says of the free shoot: places count from confirmation
 * (docs/decisions/0091-waitlist-places-once-confirmed.md). Nothing when not live.
 */
export function waitlistOrderWords(offer: WaitlistOffer) {
  if (!offer.live) return null
  return `Places are counted in the order their owners confirm them, and the first ${offer.firstMembers} get ${shownAs(offer, 'one free shoot', 'offer')}.`
}

/**
 * What the page that confirms a waitlist place, and the mail to a member, say of the free shoot at this
 * position; nothing when not live.
 */
export function waitlistPlaceWords(offer: WaitlistOffer, position: number) {
  if (!offer.live) return null
  const freeShoot = shownAs(offer, 'one free shoot', 'offer')
  return position <= offer.firstMembers
    ? `You are within the first ${offer.firstMembers} on the list, so ${freeShoot} is yours.`
    : `The first ${offer.firstMembers} places, which come with ${freeShoot}, were taken before you confirmed yours.`
}

/** The line of the team's mail that says whether a member who has just confirmed gets the free shoot; or none. */
export function waitlistPlaceForTeam(offer: WaitlistOffer, position: number) {
  if (!offer.live) return null
  return {
    label: 'Free shoot',
    value:
      position <= offer.firstMembers
        ? `Yes, within the first ${offer.firstMembers}`
        : `No, after the first ${offer.firstMembers}`,
  }
}
