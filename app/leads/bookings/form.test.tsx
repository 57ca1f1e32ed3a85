import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { offers } from '~/content/business'
import { offerCodeField } from '~/content/offers'
import { businessFacts } from '~/content/shipped-facts'
import { priceListOf } from '~/content/packages'
import { OfferCodeHintProvider } from '../offers/offer-code-hint'
import { PriceListProvider } from './price-list'
import { BookingForm } from './form'
import { WithSite } from '../../../tests/support/site-facts'

// The booking form as the page draws it before any script runs: what a visitor without JavaScript uses, with
// what the root's loader says of offer codes.

function bookingPage(offerCodeHint: string | null) {
  const Page = createRoutesStub([
    {
      path: '/book',
      Component: () => (
        <WithSite>
          <OfferCodeHintProvider value={offerCodeHint}>
            <PriceListProvider value={priceListOf(businessFacts)}>
              <BookingForm idPrefix="book" />
            </PriceListProvider>
          </OfferCodeHintProvider>
        </WithSite>
      ),
    },
  ])
  return renderToStaticMarkup(<Page initialEntries={['/book']} />)
}

describe('the booking form, while the newsletter’s offer is live', () => {
  it('asks for an offer code, optional, labelled and described by where the code comes from', () => {
    const html = bookingPage(offerCodeField.hint(offers.newsletter))
    expect(html).toContain('<label for="book-offer-code"')
    expect(html).toContain('>Offer code (optional)</label>')
    const input = /<input[^>]*id="book-offer-code"[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain('name="offerCode"')
    expect(input).not.toContain('required')
    expect(input).toContain('aria-describedby="book-offer-code-hint"')
    expect(html).toMatch(
      /id="book-offer-code-hint"[^>]*>From your newsletter confirmation mail: 50% off your first shoot \(example offer\)</,
    )
  })
})

describe('the booking form, once the offer has ended', () => {
  it('asks for a code while one sent can still be good, saying where it is, and for none after', () => {
    const html = bookingPage(offerCodeField.hint({ ...offers.newsletter, live: false }))
    expect(html).toMatch(
      /id="book-offer-code-hint"[^>]*>From your newsletter confirmation mail, until the date it gives</,
    )
    expect(bookingPage(null)).not.toContain('book-offer-code')
  })
})
