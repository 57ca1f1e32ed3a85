import { type Cancellation, type CancellationTerms, cancellationWords } from '~/content/refunds'
import { type CustomerStatus, nextAfter, nextAfterStatus, pageLinks, statusWords } from '~/content/request-page'
import { type MailContent, type MailField, type PrivateLink } from './mail'

// The mails a request sends after it was received (docs/decisions/0082): to its customer when the team moves
// it or they cancel or withdraw it, and to the team when the customer cancels, withdraws or asks for another
// date. Like every mail, plain words and values; the server renders and escapes them.

/** A request as its mails name it. */
export type RequestForMail = {
  /** The kind's name for one lead: 'Booking'. */
  label: string
  reference: string
  /** What the customer sent, as their page shows it. */
  lines: readonly MailField[]
  /** The request's own page, in a mail to its customer. */
  page: PrivateLink | null
  /** Our brand as the business's facts stand when the mail is written. */
  brand: string
  /** The cancellation terms a booking was made under; absent for a kind without a start. */
  terms?: CancellationTerms
}

const pageLink = ({ page }: RequestForMail) => pageLinks(page)

/**
 * To the customer: the team moved their request on, with a note for them when the team wrote one, and for a
 * cancellation what it costs.
 */
export function statusMail(
  request: RequestForMail,
  status: CustomerStatus,
  {
    note,
    reelMaker,
    cancellation = null,
  }: { note: string | null; reelMaker: string | null; cancellation?: Cancellation | null },
): MailContent {
  const word = statusWords[status].toLowerCase()
  const opening =
    status === 'cancelled'
      ? `We have cancelled your ${request.label.toLowerCase()} ${request.reference}.`
      : `Your ${request.label.toLowerCase()} ${request.reference} is now ${word}.`
  const next = nextAfterStatus(status, request.terms)
  return {
    subject: `Your ${request.label.toLowerCase()} ${request.reference} is ${word} | ${request.brand}`,
    greeting: 'Hello,',
    paragraphs: [
      opening,
      ...(note ? [`${status === 'cancelled' ? 'The reason' : 'A note from our team'}: ${note}`] : []),
      ...(cancellation ? [cancellationWords(cancellation)] : []),
      ...(next && status !== 'cancelled' ? [next] : []),
    ],
    fields: [...request.lines, ...(reelMaker ? [{ label: 'Your reel-maker', value: reelMaker }] : [])],
    links: pageLink(request),
    signed: true,
  }
}

/** To the customer: they cancelled their booking, and what it costs. */
export function cancelledByCustomerMail(request: RequestForMail, cancellation: Cancellation): MailContent {
  return {
    subject: `Your booking ${request.reference} is cancelled | ${request.brand}`,
    greeting: 'Hello,',
    paragraphs: [`You cancelled your booking ${request.reference} on its page.`, cancellationWords(cancellation)],
    fields: request.lines,
    links: pageLink(request),
    signed: true,
  }
}

/** To the team: a customer cancelled their booking on its page. */
export function cancelledForTeamMail(request: RequestForMail, name: string, cancellation: Cancellation): MailContent {
  return {
    subject: `Booking cancelled by the customer: ${name} (${request.reference})`,
    heading: 'A customer cancelled their booking on its page',
    paragraphs: [cancellationWords(cancellation)],
    fields: request.lines,
    closing: [`Reference: ${request.reference}`],
  }
}

/** To the team: a customer asks to move their booking; the booking stays as it is until the team confirms. */
export function moveAskedMail(
  request: RequestForMail,
  name: string,
  asked: { when: string; note: string | null },
): MailContent {
  return {
    subject: `Asked to move a booking: ${name} (${request.reference})`,
    heading: 'A customer asks to move their booking',
    paragraphs: [
      'The booking stays as it is until you confirm the new date with the customer and change it in the console.',
    ],
    fields: [
      ...request.lines,
      { label: 'Asked for', value: asked.when },
      ...(asked.note ? [{ label: 'Their note', value: asked.note }] : []),
    ],
    closing: [`Reference: ${request.reference}`],
  }
}

/** To the customer: they withdrew their request (a package inquiry, an enquiry) on its page. */
export function withdrawnByCustomerMail(request: RequestForMail): MailContent {
  const named = `${request.label.toLowerCase()} ${request.reference}`
  return {
    subject: `Your ${named} is withdrawn | ${request.brand}`,
    greeting: 'Hello,',
    paragraphs: [`You withdrew your ${named} on its page.`, nextAfter.withdrawn],
    fields: request.lines,
    links: pageLink(request),
    signed: true,
  }
}

/** To the team: a customer withdrew their request on its page, so nobody follows it up. */
export function withdrawnForTeamMail(request: RequestForMail, name: string): MailContent {
  return {
    subject: `${request.label} withdrawn by the customer: ${name} (${request.reference})`,
    heading: `A customer withdrew their ${request.label.toLowerCase()} on its page`,
    paragraphs: ['Please do not follow it up: the customer no longer needs it.'],
    fields: request.lines,
    closing: [`Reference: ${request.reference}`],
  }
}
