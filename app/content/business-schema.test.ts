import { describe, expect, it } from 'vitest'
import { businessFactsProblems } from './business-schema'
import { businessFacts } from './shipped-facts'

describe("the business's facts", () => {
  it('ship in the form the site needs', () => {
    expect(businessFactsProblems(businessFacts)).toEqual([])
  })

  it('name the entry that is wrong and say what it must be', () => {
    const facts = {
      ...businessFacts,
      phone: { ...businessFacts.phone, main: { number: '040 4520 1999', confirmed: true } },
    }
    expect(businessFactsProblems(facts)).toEqual([
      'phone.main.number: must be a phone number with its country code, such as +91 40 4520 1999',
    ])
  })

  it('refuse an entry that does not say whether it is confirmed', () => {
    const facts = { ...businessFacts, gst: { ratePercent: 18 } }
    expect(businessFactsProblems(facts)).toEqual(['gst.confirmed: must say confirmed: true or confirmed: false'])
  })

  it('refuse a funding milestone that names no round, so the timeline cannot quote other figures', () => {
    const facts = { ...businessFacts, timeline: [...businessFacts.timeline, { fundingRound: 'series-b' }] }
    expect(businessFactsProblems(facts)).toEqual([
      `timeline.${businessFacts.timeline.length}.fundingRound: must be the id of a round under funding (seed, series-a)`,
    ])
  })

  it('refuse a testimonial confirmed without the consent to publish it, or naming no booking by its reference', () => {
    const [first] = businessFacts.testimonials
    const facts = (testimonial: object) => ({ ...businessFacts, testimonials: [{ ...first, ...testimonial }] })
    expect(businessFactsProblems(facts({ confirmed: true }))).toEqual([
      'testimonials.0.consent.given: must say when and how the customer agreed to publish their words before the testimonial is confirmed',
    ])
    const consent = { given: '2026-11-02', how: 'By e-mail to hello@reelcraft.in' }
    expect(businessFactsProblems(facts({ confirmed: true, consent, booking: 'BK-1024' }))).toEqual([])
    expect(businessFactsProblems(facts({ consent, booking: '1024' }))).toEqual([
      'testimonials.0.booking: must be a booking’s reference, such as BK-1024',
    ])
  })
})
