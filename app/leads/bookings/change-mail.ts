import { pageLinks } from '~/content/request-page'
import { answerTime } from '~/content/journey'
import type { LeadLine } from '../fields'
import { type MailContent } from '../mail'
import type { RequestForMail } from '../request-mail'

// The mails a booking's changes send (docs/decisions/0097): to the customer, one for each change the team makes
// (what changed, old → new, and what stands now), for their request to move it (received, accepted, declined);
// to the team, the customer's request to move. Plain words and values: the server renders and escapes them.

/** What a request to move is for, as the customer's mails name it: typed words (an event's note) stay out. */
export type MoveAsked = { event: number | null; events: number; when: string }

/** 'event 2 of your booking' or 'your booking'. */
function whichPart({ event, events }: MoveAsked) {
  if (events === 1) return 'your booking'
  return event === null ? 'all the events of your booking' : `event ${event} of your booking`
}

/** How a change made while the customer's request to move is open stands to it. */
export type MoveStanding = 'answers it' | 'still open' | null

function changeParagraphs(changes: readonly LeadLine[]) {
  return changes.length
    ? ['What changed:', ...changes.map((change) => `${change.label}: ${change.value}`)]
    : ['Our team has updated the details of your booking. What stands now is below.']
}

/** To the customer: the team changed their booking. */
export function bookingChangedMail(
  request: RequestForMail,
  changes: readonly LeadLine[],
  move: MoveStanding,
): MailContent {
  return {
    subject: `Your booking ${request.reference} has changed | ${request.brand}`,
    greeting: 'Hello,',
    paragraphs: [
      `Our team has changed your booking ${request.reference}.`,
      ...changeParagraphs(changes),
      ...(move === 'answers it' ? ['This change answers your request to move it.'] : []),
      ...(move === 'still open' ? ['Your request to move it is still open: our team answers it on its own.'] : []),
    ],
    fields: request.lines,
    links: pageLinks(request.page),
    signed: true,
  }
}

/** To the customer: their request to move the booking arrived; the booking stays as it is until the team answers. */
export function moveReceivedMail(request: RequestForMail, asked: MoveAsked): MailContent {
  return {
    subject: `We have your request to move booking ${request.reference} | ${request.brand}`,
    greeting: 'Hello,',
    paragraphs: [
      `You asked to move ${whichPart(asked)} ${request.reference} to ${asked.when}.`,
      `Your booking stays as it is until our team answers, ${answerTime.within}, by mail and on your booking's page.`,
    ],
    fields: request.lines,
    links: pageLinks(request.page),
    signed: true,
  }
}

/** To the customer: the team moved their booking as they asked. */
export function moveAcceptedMail(request: RequestForMail, asked: MoveAsked, changes: readonly LeadLine[]): MailContent {
  return {
    subject: `Your booking ${request.reference} is moved | ${request.brand}`,
    greeting: 'Hello,',
    paragraphs: [
      `We have moved ${whichPart(asked)} ${request.reference} to ${asked.when}, as you asked.`,
      ...changeParagraphs(changes),
    ],
    fields: request.lines,
    links: pageLinks(request.page),
    signed: true,
  }
}

/** To the customer: the team could not move their booking, and why. */
export function moveDeclinedMail(request: RequestForMail, asked: MoveAsked, reason: string): MailContent {
  return {
    subject: `We could not move your booking ${request.reference} | ${request.brand}`,
    greeting: 'Hello,',
    paragraphs: [
      `We could not move ${whichPart(asked)} ${request.reference} to ${asked.when}.`,
      `The reason: ${reason}`,
      'Your booking stays as it is, below. Reply to this mail or call us to find another date.',
    ],
    fields: request.lines,
    links: pageLinks(request.page),
    signed: true,
  }
}
