import { describe, expect, it } from 'vitest'
import {
  endOfIndianDay,
  indianCalendarDay,
  indianDate,
  indianDateLabel,
  indianDateTime,
  startOfIndianDay,
} from './india-time'

// 18:45 UTC on 31 December is already 00:15 on 1 January in India.
const justAfterMidnightInIndia = new Date('2026-12-31T18:45:00Z')

describe("India's calendar", () => {
  it('knows the date in India when it is still yesterday in UTC', () => {
    expect(indianDate(justAfterMidnightInIndia)).toBe('2027-01-01')
    expect(indianCalendarDay(justAfterMidnightInIndia)).toEqual({ year: 2027, month: 0, day: 1 })
  })

  it('starts and ends a day in India at 18:30 UTC', () => {
    expect(startOfIndianDay('2027-01-01').toISOString()).toBe('2026-12-31T18:30:00.000Z')
    expect(endOfIndianDay('2027-01-01').toISOString()).toBe('2027-01-01T18:30:00.000Z')
  })

  it("writes dates as 'MMM dd, yyyy'", () => {
    expect(indianDateLabel('2025-01-05T10:00:00.000+00:00')).toBe('Jan 05, 2025')
    expect(indianDateLabel('2025-09-15T10:00:00Z')).toBe('Sep 15, 2025')
  })

  it('dates an instant by the calendar in India', () => {
    expect(indianDateLabel('2026-10-27T19:00:00Z')).toBe('Oct 28, 2026')
  })

  it('writes a stored time as the date and clock time in India, for spreadsheets', () => {
    expect(indianDateTime(justAfterMidnightInIndia.toISOString())).toBe('2027-01-01 00:15:00')
    expect(indianDateTime('not a time')).toBe('not a time')
  })
})
