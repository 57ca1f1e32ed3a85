import type { BusinessFacts } from './business-schema'
import { stillToComeOf } from './capabilities/still-to-come'
import { type MarkedFact, isExample, shownAs } from './example-marks'
import { inIndianTime } from '~/india/india-time'

export type ContactFacts = Pick<
  BusinessFacts,
  'brand' | 'company' | 'email' | 'phone' | 'whatsapp' | 'address' | 'hours' | 'map' | 'social' | 'gst' | 'capabilities'
>

// Who we are and how to reach us, as the pages use it, from the business's facts as they stand: the root's
// loader reads them and gives them to every page (useSite()). Nothing here reads the facts file, so this module
// may reach the browser.
// What the business has not confirmed is never offered as something to act on: an example phone number or
// e-mail address is shown as an example and not linked, and an example social profile is not shown at all (it
// may be a stranger's account).

export type ContactNumber = {
  /** As people read it: '+91 40 4520 1999'. */
  text: string
  /** For links: '+914045201999'. */
  e164: string
  confirmed: boolean
}

function contactNumber({ number, confirmed }: { number: string; confirmed: boolean }): ContactNumber {
  return { text: number, e164: number.replace(/[^\d+]/g, ''), confirmed }
}

/** The iPhones our reel-makers shoot on: what the creator application asks for, and every page says. */
export const iphoneRequirement = 'iPhone 13 or newer'

/** Who we are and how to reach us, from the facts as they stand (saved in the console, or the file's defaults). */
export function siteOf(business: ContactFacts) {
  return {
    brand: business.brand.name,
    /** The company's legal name as the pages write it: an example says that it is one. */
    company: shownAs(business.company, business.company.legalName, 'company'),
    companyConfirmed: !isExample(business.company),
    tagline: 'Reels shot, edited and delivered in 10 minutes',
    description: `Book professional reel-makers who shoot on an ${iphoneRequirement} for weddings, corporate events, quick events and brand or personal shoots. Edited reels delivered about 10 minutes after the shoot.`,
    email: business.email.general.address,
    pressEmail: business.email.press.address,
    emails: business.email,
    phone: contactNumber(business.phone.main),
    pressPhone: contactNumber(business.phone.press),
    whatsapp: contactNumber(business.whatsapp),
    address: business.address,
    hours: { ...business.hours, label: inIndianTime(business.hours.label) },
    map: business.map,
    /** The company's profiles that the business has confirmed. */
    social: business.social
      .filter((profile) => profile.confirmed)
      .map((profile) => ({ name: profile.network, href: profile.url })),
    gstRatePercent: business.gst.ratePercent,
    /** What is still to come of online payment and the app: a booking's next step and the coming-soon notice say it. */
    stillToCome: stillToComeOf(business.capabilities, business.brand.name),
  }
}

export type Site = ReturnType<typeof siteOf>

/** The message a visitor's WhatsApp starts with, to the brand as it stands. */
export function whatsappMessagesOf(brand: string) {
  return {
    general: `Hello ${brand}, I would like to book a reel-maker.`,
    followUp: (reference: string) => `Hello ${brand}, I am following up on my request ${reference}.`,
    linkLabel: 'Chat on WhatsApp',
  } as const
}

/** How a page or a mail names each way to reach us, where it lists them beside each other. */
export const reachLabels = { email: 'E-mail', phone: 'Phone', whatsapp: 'WhatsApp' } as const

/** A number as a page or mail writes it: an example says that it is one. */
export function phoneText(number: ContactNumber) {
  return shownAs(number, number.text, 'phone')
}

/** A `tel:` address for a confirmed number; none for an example. */
export function telHref(number: ContactNumber) {
  return isExample(number) ? null : `tel:${number.e164}`
}

type EmailAddress = MarkedFact & { address: string }

/** An e-mail address as a page or mail writes it: an example says that it is one. */
export function emailText(email: EmailAddress) {
  return shownAs(email, email.address, 'email')
}

/** A `mailto:` address for a confirmed e-mail address, with a subject if given; none for an example. */
export function mailtoHref(email: EmailAddress, subject?: string) {
  if (isExample(email)) return null
  return `mailto:${email.address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
}

/** The address on one line; an example says that it is one. */
export function addressText(address: BusinessFacts['address']) {
  const line = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`
  return shownAs(address, line, 'address')
}

export function copyrightLine(year: number, company: string) {
  return `© ${year} ${company}. All rights reserved.`
}
