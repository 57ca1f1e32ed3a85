import type { ContactNumber } from '~/content/site'

/**
 * A wa.me link to the business's WhatsApp with a message filled in, or null while its number is an example:
 * nobody is sent to a stranger's phone.
 */
export function whatsappHref(message: string, number: ContactNumber) {
  if (!number.confirmed) return null
  return `https://wa.me/${number.e164.replace(/^\+/, '')}?text=${encodeURIComponent(message)}`
}

/** The address of a chat with the business on WhatsApp (wa.me), or null while its number is an example. */
export function whatsappChatHref(number: ContactNumber) {
  return number.confirmed ? `https://wa.me/${number.e164.replace(/^\+/, '')}` : null
}
