import { describe, expect, it } from 'vitest'
import { businessFacts } from './shipped-facts'
import { confirmPage, unsubscribePage, waitlistConfirmPage } from './mailing-lists'
import { siteOf } from './site'

describe("the mailing lists' pages", () => {
  it('give our general address as an example while it is one', () => {
    expect(unsubscribePage(siteOf(businessFacts)).invalid.description).toBe(
      'This unsubscribe link is not complete. Please open the link from the mail as it is, or write to hello@reelcraft.in (example e-mail address, not in service) and we will remove your address.',
    )
  })

  it('give the general address the business confirmed, without the example mark', () => {
    const site = siteOf({
      ...businessFacts,
      email: { ...businessFacts.email, general: { address: 'care@reelcraft.co.in', confirmed: true } },
    })
    expect(unsubscribePage(site).invalid.description).toBe(
      'This unsubscribe link is not complete. Please open the link from the mail as it is, or write to care@reelcraft.co.in and we will remove your address.',
    )
  })

  it('name the newsletter and the waitlist by the brand the business saved', () => {
    const site = siteOf({ ...businessFacts, brand: { name: 'ReelStudio', confirmed: true } })
    expect(confirmPage(site).lead).toBe(
      'Press the button to receive the ReelStudio newsletter at the address this link was sent to.',
    )
    expect(confirmPage(site).done.description).toContain('You will receive the ReelStudio newsletter.')
    expect(waitlistConfirmPage(site).lead).toContain('on the ReelStudio waitlist.')
  })
})
