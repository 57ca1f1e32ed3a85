import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

export type PhoneLinks = {
  /** As people read it: '+91 98765 43210'. */
  text: string
  /** 'tel:+919876543210' */
  call: string
  /** 'https://wa.me/919876543210' */
  whatsapp: string
}

/**
 * How the team answers a stored number in one tap: a call and a WhatsApp chat. Bookings keep an Indian
 * number as its 10 digits, other leads keep E.164; both are read here. Null for text that is not a number.
 */
export function phoneLinks(stored: string): PhoneLinks | null {
  const number = parsePhoneNumberFromString(stored, 'IN')
  if (!number?.isValid()) return null
  return numberLinks(number.number, number.formatInternational())
}

/** The links of a number already read: its E.164 form ('+919876543210') and as people read it. */
export function numberLinks(e164: string, text: string): PhoneLinks {
  return { text, call: `tel:${e164}`, whatsapp: `https://wa.me/${e164.slice(1)}` }
}
