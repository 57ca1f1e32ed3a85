import { describe, expect, it } from 'vitest'
import { offers } from './business'
import { newsletterSectionFor } from './home'
import { waitlistOfferWords } from './offers'

// The newsletter's and the waitlist's offers are promised on their pages only while the business's fact says
// they are live.

describe("the home page's newsletter block", () => {
  it('promises 50% off the first shoot while the offer is live', () => {
    expect(newsletterSectionFor({ percentOff: 50, codeDays: 90, live: true, confirmed: true })).toEqual({
      title: 'Get 50% off your first shoot',
      lead: 'Subscribe to our newsletter and the offer is yours, along with news of new cities and the best reels of the month. No spam, unsubscribe any time.',
    })
  })

  it('says the offer is an example while the business has not confirmed it', () => {
    expect(newsletterSectionFor({ percentOff: 50, codeDays: 90, live: true, confirmed: false }).title).toBe(
      'Get 50% off your first shoot (example offer)',
    )
  })

  it('promises nothing once the offer is not live', () => {
    const { title, lead } = newsletterSectionFor({ ...offers.newsletter, live: false })
    expect(`${title} ${lead}`).not.toMatch(/%|off|offer/)
    expect(title).toBe('Subscribe to our newsletter')
  })
})

describe("the waitlist page's free shoot", () => {
  it('is promised to the first 100 while the offer is live', () => {
    expect(waitlistOfferWords({ firstMembers: 100, live: true, confirmed: true })).toEqual({
      promise: 'The first 100 users get one free shoot',
      spotsRemaining: 'of 100 free-shoot spots remaining',
    })
  })

  it('says the offer is an example while the business has not confirmed it', () => {
    expect(waitlistOfferWords({ firstMembers: 100, live: true, confirmed: false })?.promise).toBe(
      'The first 100 users get one free shoot (example offer)',
    )
  })

  it('is not promised once the offer is not live', () => {
    expect(waitlistOfferWords({ ...offers.waitlist, live: false })).toBeNull()
  })
})
