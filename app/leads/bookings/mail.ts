import { pageLinks } from '~/content/request-page'
import { site } from '~/content/site'
import { leadReference } from '../catalogue'
import { numberLinks } from '../contact-links'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { nextStep } from './entry'
import type { StoredBooking } from './schema'
import { changeLine, changesBetween } from './changes'
import { bookingCopyLines, bookingLines, changeOrCancel, eventWhen } from './words'

/** The team's links to call the customer and to write to them on WhatsApp. */
function callLinks(lead: StoredBooking) {
  const phone = numberLinks(lead.phone, lead.phoneAsRead)
  return [
    { label: `Call ${phone.text}`, url: phone.call },
    { label: `WhatsApp ${phone.text}`, url: phone.whatsapp },
  ]
}

export const mail: LeadMailTemplates<StoredBooking> = {
  team: (lead, reference) => {
    // A booking like one made in the half hour before is kept as its own; the team decides which stands.
    const repeats = lead.possibleDuplicateOf ? leadReference('bookings', lead.possibleDuplicateOf) : null
    const content = notification(
      reference,
      `New booking${repeats ? ` (possible duplicate of ${repeats})` : ''}: ${lead.name}, ${eventWhen(lead.events[0])}`,
      'A new booking request',
      [...(repeats ? [{ label: 'Possible duplicate of', value: repeats }] : []), ...bookingLines(lead)],
    )
    return { ...content, links: callLinks(lead) }
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
  corrected: {
    team: (lead, previous, reference) => ({
      ...notification(
        reference,
        `Booking corrected by the customer: ${lead.name}, ${eventWhen(lead.events[0])}`,
        'The customer corrected their booking request',
        [
          ...changesBetween(bookingLines(previous), bookingLines(lead)).map((change) => ({
            ...changeLine(change),
            label: `Changed: ${change.label}`,
          })),
          ...bookingLines(lead),
        ],
      ),
      links: callLinks(lead),
    }),
    visitor: (lead, reference, addressConfirmed, page) => ({
      ...letter(
        addressConfirmed ? lead.name : undefined,
        `Your booking request ${reference} is updated | ${site.brand}`,
        [
          `We have your corrected booking request. It replaces what you sent before; your reference is still ${reference}.`,
          nextStep,
          changeOrCancel(reference),
        ],
        pageLinks(page),
      ),
      fields: bookingCopyLines(lead),
    }),
  },
}
