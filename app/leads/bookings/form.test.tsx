import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { BookingForm } from './form'

// The booking form as the page draws it before any script runs: what a visitor without JavaScript uses.

function bookingPage() {
  const Page = createRoutesStub([{ path: '/book', Component: () => <BookingForm idPrefix="book" /> }])
  return renderToStaticMarkup(<Page initialEntries={['/book']} />)
}

describe('the booking form, while the newsletter’s offer is live', () => {
  it('asks for an offer code, optional, labelled and described by where the code comes from', () => {
    const html = bookingPage()
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
