import { describe, expect, it } from 'vitest'
import { businessFacts } from './shipped-facts'
import { requestPageWords } from './request-page'
import { siteOf } from './site'

const confirmedPhone = {
  ...businessFacts,
  phone: { ...businessFacts.phone, main: { number: '+91 40 4000 1234', confirmed: true } },
}

describe("the words of a customer's request pages", () => {
  it('offer only writing while the phone number is an example', () => {
    const words = requestPageWords(siteOf(businessFacts))
    expect(words.reachText).toBe(
      'Reply to any of our mails, or write or WhatsApp us during business hours (daily 9:00 AM to 9:00 PM IST) with your reference.',
    )
    expect(words.notFoundText).toBe(
      'The link may be incomplete, or the request it showed is no longer kept. Write to us with your reference and we will help.',
    )
    expect(words.cancel.refused).toBe('This booking can no longer be cancelled here. Please write to us.')
  })

  it('offer calling once the business confirmed its number', () => {
    const words = requestPageWords(siteOf(confirmedPhone))
    expect(words.reachText).toBe(
      'Reply to any of our mails, or write, call or WhatsApp us during business hours (daily 9:00 AM to 9:00 PM IST) with your reference.',
    )
    expect(words.notFoundText).toContain('Write to us or call us with your reference')
    expect(words.cancel.refused).toBe('This booking can no longer be cancelled here. Please call or write to us.')
    expect(words.withdraw.refused).toBe('This request can no longer be withdrawn here. Please call or write to us.')
    expect(words.move.refused).toBe('This booking can no longer be moved here. Please call or write to us.')
    expect(words.move.alreadyAsked).toMatch(/To change what you asked, please call or write to us\.$/)
  })

  it('give the business hours as the business saved them', () => {
    const words = requestPageWords(
      siteOf({
        ...businessFacts,
        hours: { ...businessFacts.hours, label: 'Daily 10:00 AM to 8:00 PM', confirmed: true },
      }),
    )
    expect(words.reachText).toContain('during business hours (daily 10:00 AM to 8:00 PM IST)')
  })
})
