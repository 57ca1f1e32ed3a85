import { describe, expect, it } from 'vitest'
import { launchDay, timeLeft } from './countdown'

const at = (iso: string) => Date.parse(iso)
const shown = (launchAt: string, now: string) =>
  Object.fromEntries(timeLeft(launchAt, at(now)).map(({ label, value }) => [label, value]))

describe('countdown to the launch', () => {
  it('counts the last second before midnight at the end of a month', () => {
    expect(shown('2026-12-01T00:00:00+05:30', '2026-11-30T23:59:59+05:30')).toEqual({
      Days: 0,
      Hours: 0,
      Minutes: 0,
      Seconds: 1,
    })
  })

  it('carries across a day and a month boundary', () => {
    expect(shown('2026-12-01T00:00:00+05:30', '2026-11-29T22:30:15+05:30')).toEqual({
      Days: 1,
      Hours: 1,
      Minutes: 29,
      Seconds: 45,
    })
  })

  it('counts 29 February in a leap year', () => {
    expect(shown('2028-03-01T09:00:00+05:30', '2028-02-28T09:00:00+05:30').Days).toBe(2)
    expect(shown('2027-03-01T09:00:00+05:30', '2027-02-28T09:00:00+05:30').Days).toBe(1)
  })

  it('stops at zero once the launch has passed', () => {
    expect(shown('2026-12-01T00:00:00+05:30', '2026-12-05T10:00:00+05:30')).toEqual({
      Days: 0,
      Hours: 0,
      Minutes: 0,
      Seconds: 0,
    })
  })
})

describe('the launch day', () => {
  it('is the day in India, written as Intl writes it for en-IN', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' })
    for (const launchAt of [
      '2026-12-01T00:00:00+05:30',
      '2026-11-30T18:29:59Z',
      '2026-11-30T18:30:00Z',
      '2027-01-01T00:00:00Z',
      '2028-02-29T12:00:00+05:30',
      '2026-06-15T23:59:59-07:00',
    ]) {
      expect(launchDay(launchAt), launchAt).toBe(intl.format(new Date(launchAt)))
    }
  })
})
