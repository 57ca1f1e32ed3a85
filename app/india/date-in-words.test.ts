import { describe, expect, test } from 'vitest'
import { dateInWords, dayFirstToIso, indianDayInWords, partsOfDate, timeInIndia } from './date-in-words'

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

  test('a whole date typed or pasted in one go is read day first, its month as a number or a word', () => {
    const fifthOfDecember = { day: '5', month: '12', year: '2026' }
    expect(partsOfDate('05/12/2026')).toEqual({ ...fifthOfDecember, day: '05' })
    expect(partsOfDate('5-12-2026')).toEqual(fifthOfDecember)
    expect(partsOfDate('5 Dec 2026')).toEqual(fifthOfDecember)
    expect(partsOfDate(' 5th December, 2026 ')).toEqual(fifthOfDecember)
    expect(partsOfDate('05-dec-2026')).toEqual({ ...fifthOfDecember, day: '05' })
    expect(partsOfDate('Dec 05, 2026')).toEqual({ ...fifthOfDecember, day: '05' })
    expect(partsOfDate('2026-12-05')).toEqual({ ...fifthOfDecember, day: '05' })
    expect(dateInWords('5 Dec 2026')).toBe('Sat, 5 Dec 2026')
    expect(dayFirstToIso('5 Sept 2027')).toBe('2027-09-05')
  })

  test('a date that is not whole, or a word that is no month, is not read as one', () => {
    for (const typed of ['05/12', '5 De 2026', '5 Decembre 2026', 'tomorrow', '05/12/2026 18:30', '']) {
      expect(partsOfDate(typed), typed).toBeNull()
    }
  })

  test('the day something was stored is the day in India, not in UTC', () => {
    // 02:51 in India on 28 November is 21:21 UTC on the 27th.
    expect(indianDayInWords('2026-11-27T21:21:00.000Z')).toBe('Sat, 28 Nov 2026')
    expect(indianDayInWords('2026-11-27T18:29:59.999Z')).toBe('Fri, 27 Nov 2026')
  })
})
