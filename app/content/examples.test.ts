import { describe, expect, it } from 'vitest'
import { confirmedFacts } from '../../tests/fixtures/business-facts'
import { exampleFacts, examplesByPage, examplesReport } from './examples'

describe('the facts still marked as examples', () => {
  it('lists each example with its value and the pages that quote it', () => {
    const examples = exampleFacts()
    expect(examples).toContainEqual({
      entry: 'phone.main',
      value: '+91 40 4520 1999',
      pages: ['/contact', '/privacy', '/terms', '/press', '/press/kit', 'mail to visitors'],
    })
    expect(examples.map((example) => example.entry)).toEqual(
      expect.arrayContaining(['social (Instagram)', 'team (Aarav Reddy)', 'coverage (Startup Courier)', 'funding (Seed)', 'retention.bookings']),
    )
  })

  it('lists nothing once the business has confirmed every fact', () => {
    expect(exampleFacts(confirmedFacts())).toEqual([])
    expect(examplesReport([])).toBe('')
  })

  it('lists only what is left when some facts are confirmed', () => {
    const facts = confirmedFacts()
    facts.whatsapp.confirmed = false
    expect(exampleFacts(facts)).toEqual([{ entry: 'whatsapp', value: '+91 98765 01999', pages: ['/contact', 'every page', 'the confirmation after each form'] }])
  })

  it('groups the report by page, each page once', () => {
    const facts = confirmedFacts()
    facts.phone.press.confirmed = false
    facts.map.confirmed = false
    const examples = exampleFacts(facts)
    expect(examplesByPage(examples).map(({ page, entries }) => [page, entries.map((example) => example.entry)])).toEqual([
      ['/contact', ['phone.press', 'map']],
      ['/privacy', ['phone.press']],
      ['/terms', ['phone.press']],
      ['/press', ['phone.press']],
      ['/press/kit', ['phone.press']],
      ['mail to visitors', ['phone.press']],
    ])
    expect(examplesReport(examples)).toContain('2 facts in app/content/business.ts are still examples:\n\n/contact:\n  phone.press: +91 40 4520 1998\n  map:')
  })
})
