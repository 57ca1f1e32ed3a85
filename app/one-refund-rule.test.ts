import { describe, expect, it } from 'vitest'
import { businessFacts } from '~/content/shipped-facts'
import { renderPolicy } from '~/content/legal/policies.server'
import { type Cancellation, cancellationCost, cancellationTermsOf, cancellationWords } from '~/content/refunds'
import { changeOrCancel } from '~/leads/bookings/words'
import { type RequestForMail, cancelledByCustomerMail, cancelledForTeamMail, statusMail } from '~/leads/request-mail'
import type { RequestRecord } from '~/leads/store.server'
import { cancellingNow, recordedCancellation } from '~/leads/requests/cancellation-cost.server'
import { renderQueuedMail } from '~/leads/private-links.server'

// What a cancellation costs is one function, and every wording of it reads that function (docs/decisions/0096):
// across who cancels × standing × paid × hours left, the mails to the customer and the team, the page and the
// console (from the request's records) and the terms of service all say what the function decides.

/** The terms as the file gives them, which a site where none were saved is under. */
const fileTerms = cancellationTermsOf(businessFacts)

const nothingCharged = 'Nothing has been paid, so nothing is charged.'
const offered = 'We offer you another reel-maker of equal standing for the same time, or a new booking on another date'

/** The terms' text, without its markup. */
const terms = renderPolicy('terms', businessFacts)
  .html.replace(/<[^>]+>/g, '')
  .replace(/\s+/g, ' ')

const early = 100
const between = 48
const late = 5

// by, standing, paid, hours left → the share of what was paid that comes back (null: nothing paid), an offer of
// another reel-maker or a new booking, and the line of the terms that says so.
const table: [Cancellation['by'], Cancellation['standing'], boolean, number, number | null, boolean, string][] = [
  ['customer', 'request', false, early, null, false, 'If you have paid nothing for it, nothing is charged.'],
  ['customer', 'request', false, between, null, false, 'If you have paid nothing for it, nothing is charged.'],
  ['customer', 'request', false, late, null, false, 'If you have paid nothing for it, nothing is charged.'],
  ['customer', 'request', true, early, 100, false, 'while it is still a request: a full refund.'],
  ['customer', 'request', true, between, 100, false, 'while it is still a request: a full refund.'],
  ['customer', 'request', true, late, 100, false, 'while it is still a request: a full refund.'],
  ['customer', 'confirmed', false, early, null, false, 'If you have paid nothing for it, nothing is charged.'],
  ['customer', 'confirmed', false, between, null, false, 'If you have paid nothing for it, nothing is charged.'],
  ['customer', 'confirmed', false, late, null, false, 'If you have paid nothing for it, nothing is charged.'],
  ['customer', 'confirmed', true, early, 100, false, '72 hours or more before the booked start time: a full refund.'],
  ['customer', 'confirmed', true, between, 50, false, '24 and 72 hours before: a refund of 50% of what you paid.'],
  ['customer', 'confirmed', true, late, 0, false, 'something in your control: no refund.'],
  ['team', 'request', false, early, null, true, 'If you have paid nothing for it, nothing is charged.'],
  ['team', 'request', false, between, null, true, 'If you have paid nothing for it, nothing is charged.'],
  ['team', 'request', false, late, null, true, 'If you have paid nothing for it, nothing is charged.'],
  ['team', 'request', true, early, 100, true, 'you get a full refund of what you paid'],
  ['team', 'request', true, between, 100, true, 'you get a full refund of what you paid'],
  ['team', 'request', true, late, 100, true, 'you get a full refund of what you paid'],
  ['team', 'confirmed', false, early, null, true, 'If you have paid nothing for it, nothing is charged.'],
  ['team', 'confirmed', false, between, null, true, 'If you have paid nothing for it, nothing is charged.'],
  ['team', 'confirmed', false, late, null, true, 'If you have paid nothing for it, nothing is charged.'],
  ['team', 'confirmed', true, early, 100, true, 'you get a full refund of what you paid'],
  ['team', 'confirmed', true, between, 100, true, 'you get a full refund of what you paid'],
  ['team', 'confirmed', true, late, 100, true, 'you get a full refund of what you paid'],
]

const request: RequestForMail = { label: 'Booking', reference: 'BK-7', lines: [], page: null, brand: 'ReelCraft' }

/** Every mail that tells of a cancellation made by `by`, as its reader sees it. */
function mailsSaying(cancellation: Cancellation) {
  const mails =
    cancellation.by === 'customer'
      ? [cancelledByCustomerMail(request, cancellation), cancelledForTeamMail(request, 'Asha', cancellation)]
      : [statusMail(request, 'cancelled', { note: null, reelMaker: null, cancellation })]
  return mails.map((mail) => renderQueuedMail(mail))
}

/** A booking starting `hoursLeft` after `at`, in the status it has, as its page reads it. */
function booking(status: 'pending' | 'confirmed' | 'cancelled', at: Date, hoursLeft: number): RequestRecord {
  return {
    lines: () => [],
    email: 'asha@example.in',
    name: 'Asha',
    status,
    createdAt: '2027-01-01T00:00:00.000Z',
    startsAt: new Date(at.getTime() + hoursLeft * 3_600_000),
    cancellationTerms: fileTerms,
  }
}

describe('one refund rule', () => {
  it.each(table)(
    'cancelled by the %s, a %s, paid %s, %d hours before: %s%% back, offered another: %s',
    (by, standing, paid, hoursLeft, refundPercent, offersAnother, termsLine) => {
      const cancellation = { by, standing, paid, hoursLeft, terms: fileTerms }

      const cost = cancellationCost(cancellation)
      const words = cancellationWords(cancellation)

      expect(cost).toMatchObject({ refundPercent, offered: offersAnother })
      if (refundPercent === null) {
        expect(words).toContain(nothingCharged)
        expect(words).not.toMatch(/%|refund/)
      }
      expect(words.includes(offered)).toBe(offersAnother)
      for (const mail of mailsSaying(cancellation)) {
        expect(mail.text).toContain(words)
        expect(mail.html).toContain(words)
      }
      expect(terms).toContain(termsLine)
    },
  )

  it.each([
    ['customer', 'pending', false],
    ['customer', 'confirmed', false],
    ['customer', 'pending', true],
    ['customer', 'confirmed', true],
    ['team', 'pending', false],
    ['team', 'confirmed', false],
    ['team', 'pending', true],
    ['team', 'confirmed', true],
  ] as const)(
    'reads its inputs from the records the same way before (cancel page, console) and after (page, mail): %s cancels a %s booking, online payment live: %s',
    (by, status, live) => {
      const at = new Date('2027-01-10T10:00:00.000Z')
      const before = cancellingNow(booking(status, at, between), by, at, live)
      const updates = [
        ...(status === 'confirmed'
          ? [{ id: 1, action: 'status', status: 'confirmed', staff_id: 4, created_at: '2027-01-02T10:00:00.000Z' }]
          : []),
        { id: 2, action: 'move', status: null, staff_id: null, created_at: '2027-01-03T10:00:00.000Z' },
        {
          id: 3,
          action: 'status',
          status: 'cancelled',
          staff_id: by === 'team' ? 4 : null,
          created_at: at.toISOString(),
        },
      ]

      const after = recordedCancellation(booking('cancelled', at, between), updates, live)

      expect(after).toEqual(before)
      expect(before).toEqual({
        by,
        standing: status === 'confirmed' ? 'confirmed' : 'request',
        // Until online payment is live nothing has been paid; the terms ask for the price on confirmation.
        paid: live && status === 'confirmed',
        hoursLeft: between,
        terms: fileTerms,
      })
    },
  )

  it("says in the booking's copy what cancelling costs before the team confirms it, in the rule's words", () => {
    const copy = changeOrCancel('BK-7', fileTerms)

    expect(copy).toContain(`If you cancel it before we confirm it: ${nothingCharged}`)
    expect(copy).not.toMatch(/%/)
  })

  it('follows cancellation terms saved in the console: the rule, its words in every mail, the copy and the terms', () => {
    const saved = {
      ...businessFacts.cancellation,
      fullRefundHoursBefore: 96,
      partialRefundHoursBefore: 36,
      partialRefundPercent: 25,
      freeMoveHoursBefore: 60,
      refundWorkingDays: 10,
    }
    const terms = cancellationTermsOf({ cancellation: saved })
    const at = (hoursLeft: number): Cancellation => ({
      by: 'customer',
      standing: 'confirmed',
      paid: true,
      hoursLeft,
      terms,
    })

    // 80 hours before: a full refund under the file's terms, a partial one under these.
    expect(cancellationCost(at(80)).refundPercent).toBe(25)
    expect(cancellationCost(at(30)).refundPercent).toBe(0)
    expect(cancellationCost(at(96)).refundPercent).toBe(100)
    const words = cancellationWords(at(80))
    expect(words).toBe(
      'Cancelled between 36 and 96 hours before it starts, a booking is refunded 25% of what you paid, within 10 working days.',
    )
    for (const mail of mailsSaying(at(80))) expect(mail.text).toContain(words)
    expect(changeOrCancel('BK-7', terms)).toContain('at least 60 hours before it starts')
    const savedTerms = renderPolicy('terms', { ...businessFacts, cancellation: saved })
      .html.replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
    expect(savedTerms).toContain('36 and 96 hours before: a refund of 25% of what you paid.')
    expect(savedTerms).toContain('96 hours or more before the booked start time: a full refund.')
    expect(savedTerms).not.toContain('72 hours')
  })
})
