import { answerTime, hoursInSentence, successPanel } from './journey'
import type { CancellationTerms } from './refunds'
import { type Site, telHref } from './site-of'

// The words of the private page where a customer follows a request, and of the mails that tell them when it
// moves (docs/decisions/0082).

const { within } = answerTime

/** A request's status as its customer reads it; a request without a workflow stays received. */
export const statusWords = {
  received: 'Received',
  pending: 'Received',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  new: 'Received',
  reviewing: 'Being reviewed',
  accepted: 'Accepted',
  rejected: 'Not accepted',
  withdrawn: 'Withdrawn',
} as const

export type CustomerStatus = keyof typeof statusWords

/**
 * What happens next once the team has moved a request on; before that, the success panel's words. A confirmed
 * booking's are its terms' (`confirmedNext`).
 */
export const nextAfter = {
  completed: 'Your shoot is done. Your reel-maker delivers your reels as agreed with you.',
  // Followed by what the cancellation cost (app/content/refunds.ts).
  cancelled: 'This booking is cancelled.',
  withdrawn:
    'This request is withdrawn, and our team will not contact you about it. If you change your mind, send us a new one or write to us.',
  reviewing: `Our team is reviewing your application and writes to you ${within}.`,
  accepted: 'Welcome to the creator network. Our team writes to you about your first shoots.',
  rejected: 'Thank you for applying. We cannot take your application further for now.',
} as const satisfies Partial<Record<CustomerStatus, string>>

/** What happens next once a booking is confirmed, under the terms it was made under. */
export function confirmedNext(terms: Pick<CancellationTerms, 'freeMoveHoursBefore'>) {
  return `Your reel-maker will be there at the time above. If anything changes, tell us at least ${terms.freeMoveHoursBefore} hours before it starts.`
}

/**
 * What happens next once the team has moved a request on to `status`, a booking under its terms; null for a
 * status without words of its own.
 */
export function nextAfterStatus(status: CustomerStatus, terms: CancellationTerms | undefined): string | null {
  if (status === 'confirmed') return terms ? confirmedNext(terms) : null
  return status in nextAfter ? nextAfter[status as keyof typeof nextAfter] : null
}

/** What the page to move a booking says first, under the terms the booking was made under. */
export function moveText(terms: Pick<CancellationTerms, 'freeMoveHoursBefore'>) {
  return `Tell us the date and start time you would like instead. Your booking stays as it is until our team confirms the new date with you ${within}. We move a booking once without charge when you tell us at least ${terms.freeMoveHoursBefore} hours before it starts.`
}

/** The longest note a customer may send with a request to move their booking. */
export const moveNoteMaxLength = 500

/** The words about a request to move a booking that name no contact detail: the move form's checks and its outcome. */
export const moveRequestWords = {
  whichNeeded: 'Please choose which event to move, or all of them',
  declined: (what: string, when: string, reason: string) =>
    `We could not move ${what} to ${when}. The reason: ${reason}`,
  /** What a request to move is for, as the page names it. */
  what: (event: number | null, events: number) =>
    events === 1 ? 'this booking' : event === null ? 'all its events' : `event ${event}`,
} as const

/**
 * The words of a request's pages, with how to reach us as the facts stand (the root loader's `site`): when we
 * answer, and calling offered only while the number is in service, not while it is an example.
 */
export function requestPageWords(site: Site) {
  const callable = telHref(site.phone) !== null
  const callOrWrite = callable ? 'call or write to us' : 'write to us'
  const hours = hoursInSentence(site.hours)
  return {
    /** The link to the page in the customer's mails, as the success panel words it. */
    link: successPanel.page,
    title: (label: string, reference: string) => `Your ${label.toLowerCase()} ${reference}`,
    description: 'Where your request stands, and what happens next.',
    reference: 'Your reference',
    sent: 'What you sent',
    status: 'Where it stands',
    since: (day: string) => `since ${day}`,
    teamNote: 'A note from our team',
    reelMaker: 'Your reel-maker',
    next: 'What happens next',
    reach: 'How to reach us',
    reachText: `Reply to any of our mails, or ${callable ? 'write, call or WhatsApp us' : 'write or WhatsApp us'} during business hours (${hours}) with your reference.`,
    notFoundTitle: 'This page does not exist',
    notFoundText: `The link may be incomplete, or the request it showed is no longer kept. ${callable ? 'Write to us or call us' : 'Write to us'} with your reference and we will help.`,
    /** The status page's way to the pages that change a booking. */
    change: {
      heading: 'Change this booking',
      back: 'Back to your booking',
    },
    cancel: {
      heading: 'Cancel this booking',
      link: 'Cancel my booking…',
      confirmHeading: 'Cancel this booking?',
      confirm: 'Yes, cancel my booking',
      keep: 'Keep my booking',
      done: 'Your booking is cancelled. We have sent you a mail that says so.',
      doneWithoutMail: 'Your booking is cancelled.',
      refused: `This booking can no longer be cancelled here. Please ${callOrWrite}.`,
    },
    /** A request that is not a booking (a package inquiry, an enquiry), withdrawn by its customer. */
    withdraw: {
      heading: 'Withdraw this request',
      text: 'If you no longer need it, withdraw it here: our team stops working on it and will not contact you about it.',
      link: 'Withdraw my request…',
      confirmHeading: 'Withdraw this request?',
      confirmText:
        'Our team stops working on it and will not contact you about it. To ask again later, send a new request.',
      confirm: 'Yes, withdraw my request',
      keep: 'Keep my request',
      done: 'Your request is withdrawn. We have sent you a mail that says so.',
      doneWithoutMail: 'Your request is withdrawn.',
      refused: `This request can no longer be withdrawn here. Please ${callOrWrite}.`,
    },
    move: {
      heading: 'Move this booking to another date',
      which: 'Which event to move',
      whichAll: 'All events, keeping the days between them',
      whichEvent: (index: number, when: string) => `Event ${index}: ${when}`,
      whichNeeded: moveRequestWords.whichNeeded,
      date: 'New date',
      time: 'New start time',
      note: 'Anything we should know (optional)',
      link: 'Ask to move this booking',
      button: 'Ask to move my booking',
      asked: (what: string, when: string, day: string) =>
        `On ${day} you asked to move ${what} to ${when}. Our team confirms it with you ${within}.`,
      declined: moveRequestWords.declined,
      what: moveRequestWords.what,
      done: 'We have your request to move this booking. Our team confirms the new date with you.',
      refused: `This booking can no longer be moved here. Please ${callOrWrite}.`,
      alreadyAsked: `You have already asked to move this booking, and our team confirms it with you ${within}. To change what you asked, please ${callOrWrite}.`,
    },
    tooManyTitle: 'Please wait a minute',
    tooMany: 'Too many requests from your address. Please wait a minute and try again.',
    failed: 'Something went wrong on our side. Please try again later.',
  } as const
}

/** The message a team member's WhatsApp starts with when they send a customer their request's page. */
export const pageOnWhatsapp = (brand: string, reference: string, url: string) =>
  `Hello from ${brand}. You can follow your request ${reference} here: ${url}`

/** The link to a request's page that its customer's mails carry, when it has one; the page's link is made at sending. */
export function pageLinks<Page>(page: Page | null) {
  return page ? [{ label: successPanel.page, private: page }] : []
}
