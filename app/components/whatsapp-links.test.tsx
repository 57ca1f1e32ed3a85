import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ContactDetails } from '~/components/sections/contact-details'
import { SuccessPanel } from '~/components/forms/success-panel'
import { Footer } from '~/components/layout/footer'
import { type ContactNumber, whatsappMessagesOf } from '~/content/site-of'
import { WithSite, siteOfFile } from '../../tests/support/site-facts'

// Once the business confirms its WhatsApp number, the contact page, every success panel and the footer offer
// it as a wa.me link with a message already written; while it is an example, none of them does.

const confirmedNumber: ContactNumber = { text: '+91 98765 01999', e164: '+919876501999', confirmed: true }
const exampleNumber: ContactNumber = { ...confirmedNumber, confirmed: false }

function whatsappLinks(html: string) {
  return [...html.matchAll(/<a href="(https:\/\/wa\.me\/[^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => ({
    href: href.replace(/&amp;/g, '&'),
    text,
  }))
}

const whatsappMessages = whatsappMessagesOf(siteOfFile.brand)

const prefilled = (message: string) => `https://wa.me/919876501999?text=${encodeURIComponent(message)}`

function contactPage(whatsappNumber: ContactNumber) {
  return renderToStaticMarkup(
    <WithSite>
      <ContactDetails whatsappNumber={whatsappNumber} />
    </WithSite>,
  )
}

function successPanel(whatsappNumber: ContactNumber) {
  return renderToStaticMarkup(
    <WithSite>
      <SuccessPanel
        kind="contact_messages"
        accepted={{ id: 12, sent: { name: 'Meera' } }}
        title="Message sent successfully!"
        summary={[{ name: 'name', label: 'Name' }]}
        whatsappNumber={whatsappNumber}
      />
    </WithSite>,
  )
}

function footer(whatsappNumber: ContactNumber) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <WithSite>
        <Footer year={2027} whatsappNumber={whatsappNumber} />
      </WithSite>
    </MemoryRouter>,
  )
}

describe('the WhatsApp link, for a confirmed number', () => {
  it('is on the contact page with a message asking to book', () => {
    expect(whatsappLinks(contactPage(confirmedNumber))).toEqual([
      { href: prefilled(whatsappMessages.general), text: whatsappMessages.linkLabel },
    ])
  })

  it("is in a success panel with a message quoting the request's reference", () => {
    const [link] = whatsappLinks(successPanel(confirmedNumber))
    expect(link.href).toBe(prefilled(whatsappMessages.followUp('CM-12')))
    expect(link.href).toContain(encodeURIComponent('CM-12'))
  })

  it('is in the footer with a message asking to book', () => {
    expect(whatsappLinks(footer(confirmedNumber))).toEqual([
      { href: prefilled(whatsappMessages.general), text: whatsappMessages.linkLabel },
    ])
  })
})

describe('the WhatsApp link, for an example number', () => {
  it.each([
    ['the contact page', contactPage],
    ['a success panel', successPanel],
    ['the footer', footer],
  ])('is not on %s', (_, render) => {
    const html = render(exampleNumber)
    expect(whatsappLinks(html)).toEqual([])
    expect(html).not.toContain('wa.me')
  })
})
