import { describe, expect, test } from 'vitest'
import { businessFacts } from './shipped-facts'
import { deliveryClaim } from './promises'
import { bookablePackage, bookablePackages, catalogueOf, priceListOf } from './packages'

const shipped = priceListOf(businessFacts)

describe('what a booking can be for', () => {
  test('a wedding package of several events asks for every date; the hourly plan for hours', () => {
    expect(bookablePackage('wedding-gold', shipped)).toMatchObject({ name: 'Gold package', events: 4, hourly: false })
    expect(bookablePackage('wedding-platinum', shipped)?.events).toBe(6)
    expect(bookablePackage('wedding-basic', shipped)?.events).toBe(1)
    expect(bookablePackage('hourly', shipped)).toMatchObject({ hourly: true, events: 1 })
    expect(bookablePackage('no-such-package', shipped)).toBeNull()
    expect(bookablePackages.map((item) => item.id)).toContain('corporate-monthly')
  })
})

describe('the catalogue at the terms the business saved', () => {
  const terms = businessFacts.packages
  const saved = {
    ...businessFacts,
    packages: {
      ...terms,
      'half-day': {
        ...terms['half-day'],
        price: 5499,
        includes: ['Up to 3 hours', '3 edited reels'],
        badge: undefined,
      },
      'wedding-basic': { ...terms['wedding-basic'], price: 17999 },
      'wedding-silver': { ...terms['wedding-silver'], price: 16999 },
      'corporate-one-day': { ...terms['corporate-one-day'], price: 12999 },
    },
    eventCoverage: { hoursPerEvent: 8, confirmed: true },
  }
  const catalogue = catalogueOf(saved)

  test('the three-hour offer has one price, list and badge under its three names', () => {
    const sold = [catalogue.halfDayPlan, catalogue.packageCards[2], catalogue.quickEventPackages[0]]
    for (const item of sold) {
      expect(item).toMatchObject({ price: 5499, features: ['Up to 3 hours', '3 edited reels'] })
      expect(item.badge).toBeUndefined()
    }
    expect(bookablePackage('half-day', priceListOf(saved))?.price).toBe(5499)
  })

  test('a wedding card starts from its cheapest package, with its events at the saved hours', () => {
    expect(catalogue.packageCards[0]).toMatchObject({
      id: 'wedding',
      price: 16999,
      features: ['3 events, up to 8 hours each', '10 reels', ...terms.weddingIncludes],
    })
    expect(catalogue.packageCards[1]).toMatchObject({ id: 'corporate', price: 12999 })
    expect(bookablePackage('wedding', priceListOf(saved))).toMatchObject({ price: 16999, startingFrom: true })
    expect(bookablePackage('wedding-gold', priceListOf(saved))?.hoursPerEvent).toBe(8)
  })

  test('the shipped terms say what the pages claim', () => {
    expect(catalogueOf(businessFacts).halfDayPlan.features).toContain(deliveryClaim)
    expect(terms.weddingIncludes).toContain(deliveryClaim)
  })
})
