import { describe, expect, test } from 'vitest'
import { dateInWords, dayFirstToIso } from './date-in-words'

describe('dates people read the same way', () => {
  test('a day in words, day first', () => {
    expect(dateInWords('2027-02-02')).toBe('Tue, 2 Feb 2027')
    expect(dateInWords('2026-12-31')).toBe('Thu, 31 Dec 2026')
  })

  test('leaves what is not a real day as it was', () => {
    expect(dateInWords('2027-02-30')).toBe('2027-02-30')
    expect(dateInWords('02/02/2027')).toBe('02/02/2027')
  })

  test('reads a typed date day first, as in India', () => {
    expect(dayFirstToIso('02/03/2027')).toBe('2027-03-02')
    expect(dayFirstToIso('2.3.2027')).toBe('2027-03-02')
    expect(dayFirstToIso('2027-03-02')).toBe('2027-03-02')
    expect(dayFirstToIso('March')).toBe('March')
  })
})
