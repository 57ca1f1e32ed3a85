import { type ContactNumber, site } from '~/content/site'

/**
 * A wa.me link to the business's WhatsApp with a message filled in, or null while the number in the facts
 * file is an example: nobody is sent to a stranger's phone.
 */
export function whatsappHref(message: string, number: ContactNumber = site.whatsapp) {
  if (!number.confirmed) return null
  return `https://wa.me/${number.e164.replace(/^\+/, '')}?text=${encodeURIComponent(message)}`
}
