import { promises } from './promises'
import { inIndianTime } from '~/india/india-time'

// The words around a visitor's request: what a booking on this site is, what happens after any form is
// sent, and the small guides beside fields. The spec's own strings, and what each kind's success panel says
// happens next, are in its folder (app/leads/<kind>/).

/** Business hours inside a sentence: 'daily 9:00 AM to 9:00 PM IST'. */
export function hoursInSentence(hours: { label: string }) {
  return inIndianTime(hours.label.replace(/^Daily/, 'daily'))
}

const within = `within ${promises.responseTime.replace('-hour', ' hours')}`

/** When the team answers a request, in the words of the success panels: 'within 24 hours'. */
export const answerTime = { within } as const

/**
 * One story about booking: a request the team confirms by phone or WhatsApp; what is still to come of payment and
 * the app is the claims' `stillToCome`.
 */
export const bookingStory = {
  /** With the business hours as a sentence says them (hoursInSentence). */
  request: (hours: string) =>
    `A booking made here is a request: our team calls or WhatsApps you to confirm it ${within}, during business hours (${hours}).`,
  eventsAsked: (events: number, hoursPerEvent: number) =>
    `Each of the ${events} events is covered for up to ${hoursPerEvent} hours. Tell us the date, start time and place of each.`,
  dialogLead: (packageName?: string) =>
    `${packageName ? `${packageName}: tell us where and when.` : 'Tell us where and when.'} Our team will call or WhatsApp you to confirm ${within}.`,
  comingSoonPage: {
    meanwhile: 'Until then, book by request: tell us where and when, and our team confirms by phone or WhatsApp.',
    requestLink: 'Send a booking request',
  },
} as const

/** The success panel's words: what every accepted form leaves on the page until the visitor moves on. */
export const successPanel = {
  reference: 'Your reference',
  sent: 'What you sent',
  next: 'What happens next',
  whatsapp: 'Follow up on WhatsApp',
  /** The link to the private page where the customer follows the request (docs/decisions/0082). */
  page: 'See where your request stands',
  /** A booking sent with the phone, package and dates of one sent shortly before, kept beside it. */
  possibleDuplicate:
    'We had a booking request with this phone number for the same dates a few minutes ago. We have kept this one as well, as you sent it, so nothing you changed is lost: our team checks with you which one stands.',
} as const
