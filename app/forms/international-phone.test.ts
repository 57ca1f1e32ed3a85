import { describe, expect, it } from 'vitest'
import { internationalPhoneMessages } from './field-rules'
import { bookingPhone, internationalPhone } from './international-phone'

// The server's reading of a number (tests run with the server's numbering plans).

describe('a phone number from any country', () => {
  it('keeps a British number and an Indian one in E.164, reading 10 plain digits as India', () => {
    expect(internationalPhone.parse('+44 20 7946 0958')).toBe('+442079460958')
    expect(internationalPhone.parse('98765 43210')).toBe('+919876543210')
    expect(internationalPhone.parse('098765 43210')).toBe('+919876543210')
  })

  it.each([
    ['ten digits under a prefix India does not use', '50123 45678'],
    ['an Indian number under an unused prefix', '+91 40123 45678'],
    ['a British number under a prefix Britain does not use', '+44 40 7946 0958'],
  ])('refuses %s, though it has the right length', (_, typed) => {
    const result = internationalPhone.safeParse(typed)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([internationalPhoneMessages.invalid])
  })
})

describe("the booking's phone number", () => {
  it.each([
    ['+91 98480 12345', '+919848012345', '+91 98480 12345'],
    ['098480 12345', '+919848012345', '+91 98480 12345'],
    ['98480-12345', '+919848012345', '+91 98480 12345'],
    ['91 98480 12345', '+919848012345', '+91 98480 12345'],
    ['(+91) 98480 12345', '+919848012345', '+91 98480 12345'],
    ['+971 50 123 4567', '+971501234567', '+971 50 123 4567'],
  ])('reads %s as %s, written back as %s', (typed, e164, asRead) => {
    expect(bookingPhone.parse(typed)).toEqual({ e164, asRead })
  })

  it.each(['987654321', '98480 12345 6', '98480A12345', '98480 12345 ext 5', '+1 800 FLOWERS', '', '+971 50'])(
    'refuses %s with the spec’s message',
    (typed) => {
      const result = bookingPhone.safeParse(typed)
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid 10-digit phone number'])
    },
  )
})
