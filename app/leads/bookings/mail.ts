import { pageLinks } from '~/content/request-page'
import { leadReference } from '../catalogue'
import { numberLinks } from '../contact-links'
import { type LeadMailTemplates, letter, notification } from '../mail'
import { nextStep } from './entry'
import { namesCityServed } from '~/content/localities'
import { bookingMessages } from './messages'
import type { StoredBooking, WrittenBooking } from './schema'
import { changeLine, changesBetween } from './changes'
import { eventWhen } from './events'
import { bookingCopyLines, bookingLines, changeOrCancel } from './words'

/** The team's links to call the customer and to write to them on WhatsApp. */
function callLinks(lead: StoredBooking) {
  const phone = numberLinks(lead.phone, lead.phoneAsRead)
  return [
    { label: `Call ${phone.text}`, url: phone.call },
    { label: `WhatsApp ${phone.text}`, url: phone.whatsapp },
  ]
}

/**
 * The places of a booking that name none of the cities we serve, for the team's mail: its sender was told, and
 * sent it as a request the team answers.
 */
function placesOutside(lead: StoredBooking) {
  const outside = lead.events.filter((event) => !namesCityServed(event.location)).map((event) => event.location)
  return outside.length ? [{ label: bookingMessages.outsideCitiesMark, value: [...new Set(outside)].join('; ') }] : []
}

export const mail: LeadMailTemplates<WrittenBooking> = {
  team: (lead, reference) => {
    // A booking like one made in the half hour before is kept as its own; the team decides which stands.
    const repeats = lead.possibleDuplicateOf ? leadReference('bookings', lead.possibleDuplicateOf) : null
    const outside = placesOutside(lead)
    const marks = [
      ...(repeats ? [`possible duplicate of ${repeats}`] : []),
      ...(outside.length ? [bookingMessages.outsideCitiesMark.toLowerCase()] : []),
    ]
    const content = notification(
      reference,
      `New booking${marks.length ? ` (${marks.join('; ')})` : ''}: ${lead.name}, ${eventWhen(lead.events[0])}`,
      'A new booking request',
      [...(repeats ? [{ label: 'Possible duplicate of', value: repeats }] : []), ...outside, ...bookingLines(lead)],
    )
    return { ...content, links: callLinks(lead) }
  },
  visitor: (lead, reference, _links, addressConfirmed, page, site) => ({
    ...letter(
      addressConfirmed ? lead.name : undefined,
      `Your booking request ${reference} | ${site.brand}`,
      [
        `We have received your booking request. Your reference is ${reference}.`,
        nextStep(site),
        changeOrCancel(reference, lead.cancellationTerms),
      ],
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
    visitor: (lead, reference, addressConfirmed, page, site) => ({
      ...letter(
        addressConfirmed ? lead.name : undefined,
        `Your booking request ${reference} is updated | ${site.brand}`,
        [
          `We have your corrected booking request. It replaces what you sent before; your reference is still ${reference}.`,
          nextStep(site),
          changeOrCancel(reference, lead.cancellationTerms),
        ],
        pageLinks(page),
      ),
      fields: bookingCopyLines(lead),
    }),
  },
}
