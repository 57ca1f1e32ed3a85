import { dateInWords } from '~/india/date-in-words'

// The staff console's words for working from a phone: the dashboard's counts of what needs doing today and
// tomorrow, the lists' filters and cards, and what a lead's page puts first.

export type EventDay = 'today' | 'tomorrow'

export const consoleWords = {
  /** The dashboard's first section: what the team's day holds. */
  dayHeading: (today: string) => `Today, ${dateInWords(today)}`,
  /** A count of the leads of a kind with an event on a day, which links to their list. */
  withEvent: (plural: string, day: EventDay) => `${plural} with an event ${day}`,
  failedMail: 'Failed mail',
  /** The lists' filters beyond a search. */
  moreFilters: 'More filters',
  eventOn: 'Event on',
  openMove: 'With a request to move to answer',
  mailFailed: 'With a mail that failed',
  /** What a list shows, when a filter of the dashboard's counts is on. */
  showing: {
    event: (day: string) => `With an event on ${dateInWords(day)}`,
    move: 'With a request to move to answer',
    mail: 'With a mail that failed',
  },
  /** A lead's card in a list on a phone, and the top of its page. */
  call: 'Call',
  whatsapp: 'WhatsApp',
  mail: 'E-mail',
  event: 'Event',
  firstOf: (count: number) => `First of ${count} events`,
  received: 'Received',
  events: 'Events',
  /** First on a lead's page, when its customer cancelled or withdrew it on their own page. */
  byCustomer: (status: string) => `The customer ${status === 'withdrawn' ? 'withdrew' : 'cancelled'} it`,
} as const
