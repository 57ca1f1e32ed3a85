import { describe, expect, it } from 'vitest'
import { phoneDigitsFit } from './phone-field'

describe('a booking phone number as it is typed', () => {
  it.each([
    '98480 12345',
    '+91 98480 12345',
    '91 98480 12345',
    '098480 12345',
    '(+91) 98480-12345',
    '0091 98480 12345',
    '+971 50 123 4567',
  ])('takes %s whole', (typed) => {
    expect(phoneDigitsFit(typed)).toBe(true)
  })

  it.each(['98480 12345 6', '+91 98480 12345 6', '098480 12345 6', '91 98480 12345 6', '+971 50 123 4567 89012'])(
    'takes no digit past %s',
    (typed) => {
      expect(phoneDigitsFit(typed)).toBe(false)
    },
  )
})
