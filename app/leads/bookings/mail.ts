import { pageLinks } from '~/content/request-page'
import { site } from '~/content/site'
import { numberLinks } from '../contact-links'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { nextStep } from './entry'
import type { Booking } from './schema'
import { bookingCopyLines, bookingLines, changeOrCancel, eventWhen } from './words'

export const mail: LeadMailTemplates<Booking> = {
  team: (lead, reference) => {
    const phone = numberLinks(lead.phone, lead.phoneAsRead)
    return {
      ...notification(
        reference,
        `New booking: ${lead.name}, ${eventWhen(lead.events[0])}`,
        'A new booking request',
        bookingLines(lead),
      ),
      links: [
        { label: `Call ${phone.text}`, url: phone.call },
        { label: `WhatsApp ${phone.text}`, url: phone.whatsapp },
      ],
    }
  },
  visitor: (lead, reference, _links, addressConfirmed, page) => ({
    ...letter(
      addressConfirmed ? lead.name : undefined,
      `Your booking request ${reference} | ${site.brand}`,
      [`We have received your booking request. Your reference is ${reference}.`, nextStep, changeOrCancel(reference)],
      pageLinks(page),
    ),
    fields: bookingCopyLines(lead),
  }),
}
