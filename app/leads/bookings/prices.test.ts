import { describe, expect, it } from 'vitest'
import { namesCityServed } from '~/content/localities'
import { fieldErrors } from '~/forms/fields'
import { bookingSchema } from './schema'
import { businessFacts } from '~/content/shipped-facts'
import { priceListOf } from '~/content/packages'
import { storedBooking } from './rows.server'
import { bookingLines, bookingPrice, planForLessThanHours, priceTermsNow } from './words'

// Prices that never trap: hours that cost more than a plan covering them point to the plan, an hourly booking of
// several events takes each one's hours and has one total, and a place outside the cities we serve is said so.

const now = () => new Date('2026-12-31T18:45:00Z') // 1 January 2027, 00:15 in India
const schema = bookingSchema(now)
/** The prices the site ships with. */
const prices = priceListOf(businessFacts)
const hourly = {
  name: 'Asha Rao',
  phone: '9876543210',
  packageId: 'hourly',
  date: '05/01/2027',
  time: '18:30',
  location: 'Jubilee Hills',
  hours: '3',
}

const hoursMessage = 'Please enter the number of hours (a whole number, at least 1)'
const outsideWords =
  "We serve Hyderabad, Vijayawada, Warangal, Vizag and Bangalore, and this place names none of them. If it is in one of them, add the city's name; if not, you can still send your booking, as a request our team answers."

function problems(input: Record<string, unknown>) {
  const result = schema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('the hourly plan beside a plan that covers the hours', () => {
  it('points 3 hours by the hour (₹7,076 with GST) to the Half-Day Plan (₹5,899 with GST), with both totals', () => {
    expect(planForLessThanHours([3], prices, 18)).toMatchObject({
      hours: 3,
      plan: { id: 'half-day', name: 'Half-Day Plan', upToHours: 3 },
      byTheHour: '3 × ₹1,999: ₹5,997 + 18% GST = ₹7,076',
      instead: '₹4,999 + 18% GST = ₹5,899',
    })
  })

  it('points nowhere for hours that cost less by the hour, more than the plan covers, or several events', () => {
    expect(planForLessThanHours([2], prices, 18)).toBeNull()
    expect(planForLessThanHours([4], prices, 18)).toBeNull()
    expect(planForLessThanHours([3, 3], prices, 18)).toBeNull()
    expect(planForLessThanHours([null], prices, 18)).toBeNull()
  })
})

describe('a booking at the terms it was made at', () => {
  const booking = { ...schema.parse({ ...hourly, packageId: 'half-day' }), agreedPrice: null }

  it('keeps the price and the GST rate it was made at, whatever the catalogue and the facts say now', () => {
    expect(bookingPrice({ ...booking, priceTerms: { packagePrice: 4499, gstPercent: 12 } })).toEqual({
      label: 'Total with GST',
      value: '₹4,499 + 12% GST = ₹5,039',
    })
  })

  it('gives the price the team agreed GST at the rate the booking was made at', () => {
    expect(bookingPrice({ ...booking, priceTerms: { packagePrice: 4499, gstPercent: 5 }, agreedPrice: 4000 })).toEqual({
      label: 'Total with GST',
      value: '₹4,000 + 5% GST = ₹4,200, as agreed with our team',
    })
  })

  it('reads a booking made before bookings kept their terms at the file’s prices and rate, as it always did', () => {
    const row = {
      ...{ name: 'Asha Rao', phone: '+919876543210', email: null, location: 'Jubilee Hills', events: null },
      ...{ event_date: '2027-01-05', event_time: '18:30', hours: null, offer_code: null, offer_terms: null },
      ...{ day_contact_name: null, day_contact_phone: null, weeks: null, agreed_price: null },
    }
    const halfDay = storedBooking({ ...row, package_id: 'half-day', price_terms: null })
    expect(bookingPrice(halfDay)).toEqual({ label: 'Total with GST', value: '₹4,999 + 18% GST = ₹5,899' })
    const gold = storedBooking({ ...row, package_id: 'wedding-gold', price_terms: null })
    expect(bookingLines(gold)).toContainEqual({ label: 'Each event', value: 'up to 6 hours' })
    // Kept before they kept each event's hours: the price and rate kept, the hours the file's.
    const kept = storedBooking({
      ...row,
      package_id: 'wedding-gold',
      price_terms: JSON.stringify({ packagePrice: 55000, gstPercent: 12 }),
    })
    expect(kept.priceTerms).toEqual({ packagePrice: 55000, gstPercent: 12, hoursPerEvent: 6 })
  })

  it('gives the hourly plan a plan for less at the GST rate it is given', () => {
    expect(planForLessThanHours([3], prices, 12)).toMatchObject({
      byTheHour: '3 × ₹1,999: ₹5,997 + 12% GST = ₹6,717',
      instead: '₹4,999 + 12% GST = ₹5,599',
    })
  })
})

describe('an hourly booking of several events', () => {
  const twoEvents = { ...hourly, date2: '06/01/2027', time2: '10:00', location2: 'Madhapur', hours2: '2' }

  it("keeps each event's hours and counts the booking's hours as all of them together", () => {
    const booking = schema.parse(twoEvents)
    expect(booking.events).toEqual([
      { date: '2027-01-05', time: '18:30', location: 'Jubilee Hills', hours: 3 },
      { date: '2027-01-06', time: '10:00', location: 'Madhapur', hours: 2 },
    ])
    expect(booking.hours).toBe(5)
  })

  it('asks each event for its hours', () => {
    expect(problems({ ...twoEvents, hours2: '' }).hours2).toBe(hoursMessage)
    expect(problems({ ...twoEvents, hours2: '13' }).hours2).toBe(hoursMessage)
    expect(problems({ ...twoEvents, date2: '' }).date2).toBe('Please select a date')
  })

  it('reads one total with GST for all the events, in every place that shows it', () => {
    const booking = {
      ...schema.parse(twoEvents),
      priceTerms: priceTermsNow('hourly', prices, 18),
      cancellationTerms: null,
      agreedPrice: null,
    }
    expect(bookingPrice(booking)).toEqual({
      label: 'Total with GST',
      value: '5 × ₹1,999: ₹9,995 + 18% GST = ₹11,794',
    })
    expect(bookingLines(booking)).toEqual(
      expect.arrayContaining([
        { label: 'Event 1', value: 'Tue, 5 Jan 2027, 18:30 IST, 3 hours, Jubilee Hills' },
        { label: 'Event 2', value: 'Wed, 6 Jan 2027, 10:00 IST, 2 hours, Madhapur' },
        { label: 'Hours', value: '5 across the 2 events' },
        { label: 'Total with GST', value: '5 × ₹1,999: ₹9,995 + 18% GST = ₹11,794' },
      ]),
    )
  })
})

describe('a place outside the cities we serve', () => {
  it('is told apart from the cities and their localities by the names people use', () => {
    expect(namesCityServed('Jubilee Hills')).toBe(true)
    expect(namesCityServed('Flat 4, Koramangala, Bengaluru')).toBe(true)
    expect(namesCityServed('RK Beach')).toBe(true)
    expect(namesCityServed('Hitec City')).toBe(true)
    expect(namesCityServed('T. Nagar, Chennai')).toBe(false)
  })

  it('is refused once from the form, with the words, and taken once the form has shown them for it', () => {
    const chennai = { ...hourly, location: 'T. Nagar, Chennai' }
    expect(problems({ ...chennai, outside: '' }).outside).toBe(outsideWords)
    expect(problems({ ...chennai, outside: 'Anna Nagar, Chennai' }).outside).toBe(outsideWords)
    expect(schema.safeParse({ ...chennai, outside: 'T. Nagar, Chennai' }).success).toBe(true)
    expect(schema.safeParse({ ...hourly, outside: '' }).success).toBe(true)
  })

  it('is taken from the JSON API, which has no page to say it on', () => {
    expect(schema.safeParse({ ...hourly, location: 'T. Nagar, Chennai' }).success).toBe(true)
  })
})
