import { describe, expect, it } from 'vitest'
import { confirmedFacts } from '../../tests/fixtures/business-facts'
import type { PageHandle } from '~/pages/page-handle'
import type { SitePage } from '~/pages/site-pages'
import { exampleFacts, examplesByPage, examplesReport, placesOfFacts } from './examples'
import { businessFacts } from './shipped-facts'

function page(path: string, handle: Omit<PageHandle, 'audience' | 'scripts'>, isLayout = false): SitePage {
  return { id: path, path, isPage: true, isLayout, handle: { audience: 'public', scripts: false, ...handle } }
}

// A few pages as their handles would declare them.
const pages = [
  page('/', { facts: ['brand', 'whatsapp'] }, true),
  page('/', { canonical: '/', facts: ['gst'] }),
  page('/landing', { canonical: '/', facts: ['gst'] }),
  page('/contact', { facts: ['phone', 'whatsapp', 'map'] }),
  page('/privacy', { facts: ['phone'] }),
]
// A kind of lead whose confirmation and mails show the phone and WhatsApp, as its entry would declare them.
const elsewhere = [{ place: 'booking: confirmation and mails', facts: ['whatsapp', 'phone'] as const }]
const places = placesOfFacts(pages, elsewhere)

describe('where each fact is shown', () => {
  it('names the pages whose handles show it, a layout as every page, then the places outside the pages', () => {
    expect(places.whatsapp).toEqual(['every page', '/contact', 'booking: confirmation and mails'])
    expect(places.phone).toEqual(['/contact', '/privacy', 'booking: confirmation and mails'])
  })

  it('names no place outside the pages that none declares', () => {
    expect(placesOfFacts(pages).phone).toEqual(['/contact', '/privacy'])
  })

  it('names a page shown at two addresses once, by its canonical address', () => {
    expect(places.gst).toEqual(['/'])
  })
})

describe('the facts still marked as examples', () => {
  it('lists each example with its value and the pages that quote it', () => {
    const examples = exampleFacts(places, businessFacts)
    expect(examples).toContainEqual({
      entry: 'phone.main',
      value: '+91 40 4520 1999',
      pages: ['/contact', '/privacy', 'booking: confirmation and mails'],
    })
    expect(examples.map((example) => example.entry)).toEqual(
      expect.arrayContaining([
        'social (Instagram)',
        'team (Aarav Reddy)',
        'coverage (Startup Courier)',
        'funding (Seed)',
        'retention.bookings',
      ]),
    )
  })

  it('lists nothing once the business has confirmed every fact', () => {
    expect(exampleFacts(places, confirmedFacts())).toEqual([])
    expect(examplesReport([])).toBe('')
  })

  it('lists only what is left when some facts are confirmed', () => {
    const facts = confirmedFacts()
    facts.whatsapp.confirmed = false
    expect(exampleFacts(places, facts)).toEqual([
      {
        entry: 'whatsapp',
        value: '+91 98765 01999',
        pages: ['every page', '/contact', 'booking: confirmation and mails'],
      },
    ])
  })

  it('groups the report by page, each page once', () => {
    const facts = confirmedFacts()
    facts.phone.press.confirmed = false
    facts.map.confirmed = false
    const examples = exampleFacts(places, facts)
    expect(
      examplesByPage(examples).map(({ page, entries }) => [page, entries.map((example) => example.entry)]),
    ).toEqual([
      ['/contact', ['phone.press', 'map']],
      ['/privacy', ['phone.press']],
      ['booking: confirmation and mails', ['phone.press']],
    ])
    expect(examplesReport(examples)).toContain(
      '2 business facts are still examples:\n\n/contact:\n  phone.press: +91 40 4520 1998\n  map:',
    )
  })
})
