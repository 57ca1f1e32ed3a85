import { describe, expect, it } from 'vitest'
import { monthNames } from '~/india/india-time'
import { engines } from '../support/database'
import { leadApiOn } from '../support/lead-api'

// The JSON API reads what a client sends the way a person means it: a number as a number, a time as it is
// written, a date with its month in words; and what it refuses, it refuses in the site's words, never a
// validator's.

/** A day some days from today in India, as YYYY-MM-DD. */
function dayFromToday(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The same day as people write it with its month in words: '5 Dec 2026'. */
function inWords(day: string) {
  const [year, month, date] = day.split('-').map(Number)
  return `${date} ${monthNames[month - 1].slice(0, 3)} ${year}`
}

const booking = {
  name: 'Asha Rao',
  phone: '9876543210',
  location: 'Jubilee Hills, Hyderabad',
  date: dayFromToday(5),
  time: '18:30',
}

const validBodies: Record<string, Record<string, unknown>> = {
  '/api/bookings': { ...booking, packageId: 'hourly', hours: '2' },
  '/api/contact': { name: 'Kiran', email: 'kiran@example.in', message: 'Do you shoot in Warangal?' },
  '/api/package-inquiries': {
    name: 'Priya',
    email: 'priya@example.in',
    phone: '9000000001',
    weddingDate: 'Second week of February',
    eventDetails: 'Sangeet and wedding',
    packageType: 'Wedding',
  },
  '/api/enquiries': {
    name: 'Meera',
    phone: '9000000004',
    email: 'meera@example.in',
    shootType: 'personal',
    city: 'Vizag',
    location: 'RK Beach',
    occasion: 'Personal Shoot',
    personalShootOccasion: 'Graduation',
    date: dayFromToday(10),
    time: '07:00',
    hours: 2,
    reels: 3,
  },
  '/api/partners': {
    fullName: 'Ravi Teja',
    iphoneModel: 'iPhone 15 Pro Max',
    location: 'Vizag',
    contactNumber: '9123456780',
    email: 'ravi@example.in',
    instagramId: '@ravi.reels',
    recentWorks: 'https://example.in/reel/1',
  },
  '/api/newsletter': { email: 'reader@example.in' },
  '/api/waitlist': { email: 'early@example.in' },
}

// How zod words its own messages ('Invalid input: expected string, received boolean', 'Too big: expected
// string to have <=40 characters').
const validatorWords = /^(Invalid|Too (big|small)|Unrecognized)\b|expected .* received/i

describe.each(engines)('what the lead API reads on %s', (engine) => {
  const api = leadApiOn(engine)

  it('takes a number as a number: "hours": 2 books two hours, and a phone sent as digits is that phone', async () => {
    const answer = await api.post('/api/bookings', { ...booking, packageId: 'hourly', hours: 2, phone: 9876500002 })
    expect(answer.status).toBe(201)
    const row = await api.db
      .selectFrom('bookings')
      .select(['hours', 'phone'])
      .where('id', '=', Number(answer.body.id))
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ hours: 2, phone: '+919876500002' })
  })

  it("reads '6:30 pm', '6.30 PM' and '1830' as 18:30, and a date with its month in words, day first", async () => {
    for (const [index, time] of ['6:30 pm', '6.30 PM', '1830'].entries()) {
      const day = dayFromToday(20 + index)
      const answer = await api.post('/api/bookings', {
        ...booking,
        phone: `98765000${10 + index}`,
        date: inWords(day),
        time,
      })
      expect(answer.status, time).toBe(201)
      const row = await api.db
        .selectFrom('bookings')
        .select(['event_date', 'event_time'])
        .where('id', '=', Number(answer.body.id))
        .executeTakeFirstOrThrow()
      expect(row, time).toEqual({ event_date: day, event_time: '18:30' })
    }
  })

  it('refuses a time it cannot read, saying how to write one', async () => {
    const answer = await api.post('/api/bookings', { ...booking, time: 'evening' })
    expect(answer.status).toBe(400)
    expect(answer.body.fields).toEqual({
      time: 'Please enter the time as hours and minutes, such as 18:30 or 6:30 pm (India time, IST)',
    })
  })

  it('answers every field of every form sent as true, a list or an object in its own words, never a validator’s', async () => {
    const refusals: string[] = []
    for (const [path, body] of Object.entries(validBodies)) {
      for (const field of Object.keys(body)) {
        for (const value of [true, ['x'], { x: 1 }, 'x'.repeat(6000)]) {
          const answer = await api.post(path, { ...body, [field]: value })
          const fields = answer.body.fields
          if (answer.status !== 400 || typeof fields !== 'object' || fields === null) continue
          refusals.push(...Object.values(fields).map((message) => `${path} ${field}: ${String(message)}`))
        }
      }
    }
    expect(refusals.length).toBeGreaterThan(50)
    expect(refusals.filter((refusal) => validatorWords.test(refusal.split(': ').slice(1).join(': ')))).toEqual([])
  })
})
