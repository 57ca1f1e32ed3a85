import { describe, expect, test } from 'vitest'
import { dateInWords, dayFirstToIso, indianDayInWords, timeInIndia } from './date-in-words'

describe('dates people read the same way', () => {
  test('a day in words, day first', () => {
    expect(dateInWords('2027-02-02')).toBe('Tue, 2 Feb 2027')
    expect(dateInWords('2026-12-31')).toBe('Thu, 31 Dec 2026')
  })

  test('a day typed day first reads the same in words', () => {
    expect(dateInWords('12/02/2027')).toBe('Fri, 12 Feb 2027')
    expect(dateInWords('12/2/2027')).toBe('Fri, 12 Feb 2027')
  })

  test('leaves what is not a real day as it was', () => {
    expect(dateInWords('2027-02-30')).toBe('2027-02-30')
    expect(dateInWords('30/02/2027')).toBe('30/02/2027')
    expect(dateInWords('12//2027')).toBe('12//2027')
  })

  test('reads a typed date day first, as in India', () => {
    expect(dayFirstToIso('02/03/2027')).toBe('2027-03-02')
    expect(dayFirstToIso('2.3.2027')).toBe('2027-03-02')
    expect(dayFirstToIso('2 3 2027')).toBe('2027-03-02')
    expect(dayFirstToIso('2027-03-02')).toBe('2027-03-02')
    expect(dayFirstToIso('March')).toBe('March')
  })

  test('keeps a year typed with too few or too many digits, for its check to name', () => {
    expect(dayFirstToIso('2/3/27')).toBe('27-03-02')
    expect(dayFirstToIso('2/3/20271')).toBe('20271-03-02')
  })

  test('a time says it is India’s', () => {
    expect(timeInIndia('18:30')).toBe('18:30 IST')
    expect(timeInIndia('09:05:00')).toBe('09:05 IST')
  })

  test('the day something was stored is the day in India, not in UTC', () => {
    // 02:51 in India on 28 November is 21:21 UTC on the 27th.
    expect(indianDayInWords('2026-11-27T21:21:00.000Z')).toBe('Sat, 28 Nov 2026')
    expect(indianDayInWords('2026-11-27T18:29:59.999Z')).toBe('Fri, 27 Nov 2026')
  })
})
