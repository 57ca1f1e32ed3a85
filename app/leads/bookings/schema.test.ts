import { describe, expect, it } from 'vitest'
import { bookingSchema, firstBookingProblem } from './schema'
import { fieldErrors } from '~/forms/fields'

const now = () => new Date('2026-12-31T18:45:00Z') // 1 January 2027, 00:15 in India
const schema = bookingSchema(now)
const valid = { name: 'Asha Rao', phone: '9876543210', location: 'Jubilee Hills', date: '2027-01-01', time: '18:30' }

function problems(input: Record<string, unknown>) {
  const result = schema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('booking form', () => {
  it('accepts a booking for today in India', () => {
    expect(schema.safeParse(valid).success).toBe(true)
  })

  it.each([
    ['name', { name: '  ' }, 'Please enter your name'],
    ['phone', { phone: '987654321' }, 'Please enter a valid 10-digit phone number'],
    ['phone', { phone: '98765432101' }, 'Please enter a valid 10-digit phone number'],
    ['date', { date: '' }, 'Please select a date'],
    ['location', { location: '' }, 'Please enter the location'],
    ['date', { date: '2026-12-31' }, 'Date cannot be in the past'],
    ['date', { date: '12027-01-01' }, 'Please enter a valid year'],
    ['time', { time: '' }, 'Please select a time'],
    ['name', { name: 'a'.repeat(101) }, 'Name must be 100 characters or fewer'],
  ])('reports the %s problem of %j', (field, change, message) => {
    expect(problems({ ...valid, ...change })[field]).toBe(message)
  })

  it('stores the phone in E.164 whatever prefix it was typed with, and takes a 100-character name', () => {
    const result = schema.parse({ ...valid, phone: '+91 98765-43210', name: 'a'.repeat(100) })
    expect(result.phone).toBe('+919876543210')
    expect(schema.parse({ ...valid, phone: '098765 43210' }).phone).toBe('+919876543210')
    expect(schema.parse({ ...valid, phone: '+971 50 123 4567' }).phone).toBe('+971501234567')
  })

  it('takes an e-mail address for a copy, and none', () => {
    expect(schema.parse({ ...valid, email: ' Asha@Example.IN ' }).email).toBe('asha@example.in')
    expect(schema.parse({ ...valid, email: '' }).email).toBeNull()
    expect(schema.parse(valid).email).toBeNull()
    expect(problems({ ...valid, email: 'asha@' }).email).toBe('Please enter a valid email address')
  })

  it('reports problems on submit in the spec order: name, phone, date, location, past date', () => {
    expect(firstBookingProblem(problems({}))).toBe('Please enter your name')
    expect(firstBookingProblem(problems({ name: 'A' }))).toBe('Please enter a valid 10-digit phone number')
    expect(firstBookingProblem(problems({ name: 'A', phone: '9876543210' }))).toBe('Please select a date')
    expect(firstBookingProblem(problems({ name: 'A', phone: '9876543210', date: '2026-12-31' }))).toBe(
      'Please enter the location',
    )
    expect(firstBookingProblem(problems({ ...valid, date: '2026-12-31' }))).toBe('Date cannot be in the past')
  })

  it('takes a date typed day first, as the three boxes of the form send it', () => {
    expect(schema.parse({ ...valid, date: '02/01/2027' }).events).toEqual([
      { date: '2027-01-02', time: '18:30', location: 'Jubilee Hills' },
    ])
    expect(schema.parse({ ...valid, date: '12/2/2027' }).events[0].date).toBe('2027-02-12')
    expect(problems({ ...valid, date: '12/2/27' }).date).toBe('Please enter a valid year')
  })

  it('asks the hourly plan for its hours, and stores them with the package', () => {
    expect(problems({ ...valid, packageId: 'hourly' }).hours).toBe(
      'Please enter the number of hours (a whole number, at least 1)',
    )
    expect(problems({ ...valid, packageId: 'hourly', hours: '0' }).hours).toBeDefined()
    expect(schema.parse({ ...valid, packageId: 'hourly', hours: '3' })).toMatchObject({ packageId: 'hourly', hours: 3 })
    // Hours sent for a package that is not booked by the hour are not kept.
    expect(schema.parse({ ...valid, packageId: 'half-day', hours: '3' })).toMatchObject({
      packageId: 'half-day',
      hours: null,
    })
  })

  it('asks a package of four events for the date, start time and place of each, with every problem in one pass', () => {
    const empty = problems({ packageId: 'wedding-gold' })
    expect(Object.keys(empty)).toEqual(
      expect.arrayContaining([
        'name',
        'phone',
        'location',
        'date',
        'time',
        'date2',
        'time2',
        'location2',
        'date3',
        'date4',
        'location4',
      ]),
    )
    expect(empty.date5).toBeUndefined()
    const events = {
      date2: '2027-01-02',
      time2: '10:00',
      location2: 'Banjara Hills',
      date3: '2026-12-30',
      time3: '11:00',
      location3: 'Kokapet',
    }
    expect(
      problems({ ...valid, packageId: 'wedding-gold', ...events, date4: '2027-01-04', time4: '', location4: ' ' }),
    ).toEqual({
      date3: 'Date cannot be in the past',
      time4: 'Please select a time',
      location4: 'Please enter the location',
    })
  })

  it('stores the events of a package in the order they happen, each with its own time and place', () => {
    const stored = schema.parse({
      ...valid,
      packageId: 'wedding-silver',
      date2: '05/01/2027',
      time2: '10:00',
      location2: 'Banjara Hills',
      date3: '2027-01-03',
      time3: '19:00',
      location3: 'Kokapet',
    })
    expect(stored.events).toEqual([
      { date: '2027-01-01', time: '18:30', location: 'Jubilee Hills' },
      { date: '2027-01-03', time: '19:00', location: 'Kokapet' },
      { date: '2027-01-05', time: '10:00', location: 'Banjara Hills' },
    ])
  })

  it('takes control characters out of the name and of every event’s place', () => {
    const stored = schema.parse({
      ...valid,
      name: 'Asha\u202E\u0000\r\nRao',
      location: 'Jubilee\u2066 Hills',
      packageId: 'wedding-silver',
      date2: '2027-01-02',
      time2: '10:00',
      location2: '\u202EBanjara\r\nHills\u0000',
      date3: '2027-01-03',
      time3: '19:00',
      location3: 'Kokapet',
    })
    expect(stored.name).toBe('Asha Rao')
    expect(stored.events.map((event) => event.location)).toEqual(['Jubilee Hills', 'Banjara Hills', 'Kokapet'])
  })

  it('refuses a start today that has already passed in India, and a date more than two years ahead, for every event', () => {
    const passed = 'Please choose a later time: this one has already passed today (India time, IST)'
    const farther = 'Please choose a date within the next two years'
    expect(problems({ ...valid, time: '00:00' })).toEqual({ time: passed })
    expect(problems({ ...valid, time: '00:15' })).toEqual({ time: passed })
    expect(schema.safeParse({ ...valid, time: '00:16' }).success).toBe(true)
    expect(problems({ ...valid, date: '9999-12-31' })).toEqual({ date: farther })
    expect(
      problems({
        ...valid,
        date: '2027-01-02',
        packageId: 'wedding-silver',
        date2: '2027-01-01',
        time2: '00:10',
        location2: 'Banjara Hills',
        date3: '2029-01-02',
        time3: '10:00',
        location3: 'Kokapet',
      }),
    ).toEqual({ time2: passed, date3: farther })
  })

  it('takes two events on one day at different times, and refuses two that start at the same time', () => {
    const events = {
      date2: '01/01/2027',
      time2: '10:00',
      location2: 'Banjara Hills',
      note2: 'haldi',
      date3: '2027-01-03',
      time3: '19:00',
      location3: 'Kokapet',
    }
    expect(schema.parse({ ...valid, packageId: 'wedding-silver', ...events }).events.slice(0, 2)).toEqual([
      { date: '2027-01-01', time: '10:00', location: 'Banjara Hills', note: 'haldi' },
      { date: '2027-01-01', time: '18:30', location: 'Jubilee Hills' },
    ])
    expect(problems({ ...valid, packageId: 'wedding-silver', ...events, time2: '18:30' })).toEqual({
      time2: 'Two events cannot start on the same day at the same time: give this one another start time',
    })
  })
})
