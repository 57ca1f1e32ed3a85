import type { BusinessFacts } from './business-schema'

// What a cancellation costs, decided once. The request's page, the page that asks before cancelling, the mails
// to the customer and to the team, the console and the terms of service all take their words or numbers from
// here, so no two of them can disagree (docs/decisions/0096). The hours and shares are the cancellation terms
// the business saved; a booking keeps those it was made under (docs/decisions/0128).

/** The cancellation terms: the hours that decide a refund, its share between them, a free move, the days to pay. */
export type CancellationTerms = Omit<BusinessFacts['cancellation'], 'confirmed'>

/** The terms as the facts give them, without whether the business confirmed them. */
export function cancellationTermsOf({ cancellation }: Pick<BusinessFacts, 'cancellation'>): CancellationTerms {
  const { confirmed: _confirmed, ...terms } = cancellation
  return terms
}

/** Who cancels: the customer on their page, or the team in the console. */
export type Canceller = 'customer' | 'team'

/** A booking the team has not confirmed yet is a request; the terms ask for payment once it is confirmed. */
export type CancelledStanding = 'request' | 'confirmed'

export type Cancellation = {
  by: Canceller
  standing: CancelledStanding
  /** Whether anything may have been paid for it: never while the site takes no payment. */
  paid: boolean
  /** Hours from the cancellation to the start of the first event. */
  hoursLeft: number
  /** The terms the booking was made under. */
  terms: CancellationTerms
}

/**
 * What a cancellation costs the customer: the share of what they paid that comes back (null when nothing was
 * paid, so there is nothing to give back or to keep), why, and whether they are offered another reel-maker or
 * a new booking instead.
 */
export type CancellationCost = {
  refundPercent: number | null
  because: 'nothing paid' | 'we cancelled' | 'a request' | 'hours left'
  offered: boolean
}

/**
 * Whether the customer may have paid anything for a request in this standing, with online payment live or not
 * (the business's word, in its facts). Until online payment is live the site takes no payment, so nothing has been
 * paid through it; once it is, the terms ask for the price when the booking is confirmed.
 */
export function paidSoFar(standing: CancelledStanding, onlinePayment: boolean) {
  return onlinePayment && standing === 'confirmed'
}

/** The one rule: who cancels, the request's standing, what was paid and the hours left decide what it costs. */
export function cancellationCost({ by, standing, paid, hoursLeft, terms }: Cancellation): CancellationCost {
  const offered = by === 'team'
  if (!paid) return { refundPercent: null, because: 'nothing paid', offered }
  if (by === 'team') return { refundPercent: 100, because: 'we cancelled', offered }
  if (standing === 'request') return { refundPercent: 100, because: 'a request', offered }
  const percent =
    hoursLeft >= terms.fullRefundHoursBefore
      ? 100
      : hoursLeft >= terms.partialRefundHoursBefore
        ? terms.partialRefundPercent
        : 0
  return { refundPercent: percent, because: 'hours left', offered }
}

/** The case of a request cancelled at `at` by `by`, from its standing then, as the rule reads it. */
export function cancellationAt({
  by,
  confirmed,
  startsAt,
  at,
  terms,
  onlinePayment,
}: {
  by: Canceller
  confirmed: boolean
  startsAt: Date | null
  at: Date
  terms: CancellationTerms
  /** Whether online payment is live. */
  onlinePayment: boolean
}): Cancellation {
  const standing: CancelledStanding = confirmed ? 'confirmed' : 'request'
  return {
    by,
    standing,
    paid: paidSoFar(standing, onlinePayment),
    hoursLeft: startsAt ? (startsAt.getTime() - at.getTime()) / 3_600_000 : 0,
    terms,
  }
}

/** Each case of the rule in words, under these terms. */
export function refundWords({
  fullRefundHoursBefore: full,
  partialRefundHoursBefore: partial,
  refundWorkingDays: days,
}: CancellationTerms) {
  return {
    nothingPaid: 'Nothing has been paid, so nothing is charged.',
    offered:
      'We offer you another reel-maker of equal standing for the same time, or a new booking on another date: write to us or call us with your reference and we arrange it.',
    weCancelled: `If you would rather not, everything you paid for it is refunded within ${days} working days.`,
    request: `It was not yet confirmed, so anything you paid for it is refunded in full within ${days} working days.`,
    full: `Cancelled ${full} hours or more before it starts, a booking is refunded in full: anything you paid comes back within ${days} working days.`,
    part: (percent: number) =>
      `Cancelled between ${partial} and ${full} hours before it starts, a booking is refunded ${percent}% of what you paid, within ${days} working days.`,
    none: `Cancelled less than ${partial} hours before it starts, a booking is not refunded under our terms.`,
  } as const
}

/** What a cancellation costs, in the words every page and mail gives the customer (and the team reads). */
export function cancellationWords(cancelled: Cancellation) {
  const cost = cancellationCost(cancelled)
  const words = refundWords(cancelled.terms)
  const offer = cost.offered ? [words.offered] : []
  const money =
    cost.refundPercent === null
      ? words.nothingPaid
      : cost.because === 'we cancelled'
        ? words.weCancelled
        : cost.because === 'a request'
          ? words.request
          : cost.refundPercent === 100
            ? words.full
            : cost.refundPercent > 0
              ? words.part(cost.refundPercent)
              : words.none
  return [...offer, money].join(' ')
}

/**
 * What the rule gives back of what was paid, case by case, as the terms list it: read from the rule itself, so
 * the terms say what every page and mail says.
 */
export function refundBands(terms: CancellationTerms) {
  const paidBooking = (hoursLeft: number) =>
    cancellationCost({ by: 'customer', standing: 'confirmed', paid: true, hoursLeft, terms }).refundPercent ?? 0
  return {
    request:
      cancellationCost({ by: 'customer', standing: 'request', paid: true, hoursLeft: 0, terms }).refundPercent ?? 0,
    early: paidBooking(terms.fullRefundHoursBefore),
    between: paidBooking(terms.partialRefundHoursBefore),
    late: paidBooking(0),
    byUs: cancellationCost({ by: 'team', standing: 'confirmed', paid: true, hoursLeft: 0, terms }).refundPercent ?? 0,
  }
}

/** A share of what was paid, as the terms write it: 'a full refund', 'a refund of 50% of what you paid'. */
export function refundPhrase(percent: number) {
  if (percent === 100) return 'a full refund'
  if (percent === 0) return 'no refund'
  return `a refund of ${percent}% of what you paid`
}
