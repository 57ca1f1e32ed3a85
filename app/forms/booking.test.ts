import { describe, expect, it } from 'vitest'
import { bookingSchema, firstBookingProblem } from './booking'
import { fieldErrors } from './fields'

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

  it('accepts a 10-digit phone with +91 and a 100-character name', () => {
    const result = schema.parse({ ...valid, phone: '+91 98765-43210', name: 'a'.repeat(100) })
    expect(result.phone).toBe('9876543210')
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

  it('takes a date typed day first', () => {
    expect(schema.parse({ ...valid, date: '02/01/2027' }).date).toBe('2027-01-02')
  })

  it('asks the hourly plan for its hours, and stores them with the package', () => {
    expect(problems({ ...valid, packageId: 'hourly' }).hours).toBe('Please enter the number of hours (a whole number, at least 1)')
    expect(problems({ ...valid, packageId: 'hourly', hours: '0' }).hours).toBeDefined()
    expect(schema.parse({ ...valid, packageId: 'hourly', hours: '3' })).toMatchObject({ packageId: 'hourly', hours: 3, eventDates: null })
    // Hours sent for a package that is not booked by the hour are not kept.
    expect(schema.parse({ ...valid, packageId: 'half-day', hours: '3' })).toMatchObject({ packageId: 'half-day', hours: null })
  })

  it('asks a package of four events for four dates, with every problem in one pass', () => {
    const empty = problems({ packageId: 'wedding-gold' })
    expect(Object.keys(empty)).toEqual(expect.arrayContaining(['name', 'phone', 'location', 'date', 'time', 'date2', 'date3', 'date4']))
    expect(empty.date5).toBeUndefined()
    expect(problems({ ...valid, packageId: 'wedding-gold', date2: '2027-01-02', date3: '2026-12-30', date4: '2027-01-04' })).toEqual({
      date3: 'Date cannot be in the past',
    })
    const stored = schema.parse({ ...valid, packageId: 'wedding-gold', date2: '02/01/2027', date3: '2027-01-03', date4: '2027-01-04' })
    expect(stored.eventDates).toEqual(['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04'])
  })
})
