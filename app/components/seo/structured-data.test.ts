import { describe, expect, it } from 'vitest'
import { site } from '~/content/site'
import { localBusinessJsonLd, organizationJsonLd } from './structured-data'

const siteUrl = 'https://reelcraft.example'

/** The site as it is once the business has confirmed its contact details and one profile. */
const confirmedSite = {
  ...site,
  emails: { general: { ...site.emails.general, confirmed: true }, press: { ...site.emails.press, confirmed: true } },
  companyConfirmed: true,
  phone: { ...site.phone, confirmed: true },
  pressPhone: { ...site.pressPhone, confirmed: true },
  address: { ...site.address, confirmed: true },
  hours: { ...site.hours, confirmed: true },
  social: [{ name: 'Instagram' as const, href: 'https://www.instagram.com/our-own-profile/' }],
}

describe('structured data for search engines', () => {
  it('carries no example company name, phone number, address, e-mail address, hours or profile', () => {
    const blocks = [organizationJsonLd(siteUrl, site), localBusinessJsonLd(siteUrl, site)]
    for (const block of blocks) {
      expect(block).not.toHaveProperty('legalName', expect.anything())
      expect(block).not.toHaveProperty('telephone', expect.anything())
      expect(block).not.toHaveProperty('address', expect.anything())
      expect(block).not.toHaveProperty('email', expect.anything())
      expect(block).not.toHaveProperty('sameAs', expect.anything())
      expect(block).not.toHaveProperty('contactPoint', expect.anything())
      expect(block).not.toHaveProperty('openingHoursSpecification', expect.anything())
    }
  })

  it('carries the phone numbers, address, hours and profiles the business has confirmed', () => {
    expect(organizationJsonLd(siteUrl, confirmedSite)).toMatchObject({
      legalName: site.company,
      telephone: '+914045201999',
      email: site.email,
      address: { '@type': 'PostalAddress', streetAddress: site.address.street, postalCode: site.address.postalCode },
      sameAs: ['https://www.instagram.com/our-own-profile/'],
      contactPoint: [
        { contactType: 'customer service', telephone: '+914045201999' },
        { contactType: 'public relations', telephone: '+914045201998' },
      ],
    })
    expect(localBusinessJsonLd(siteUrl, confirmedSite)).toMatchObject({
      telephone: '+914045201999',
      openingHoursSpecification: [{ opens: '09:00', closes: '21:00' }],
    })
  })
})
