import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitLead } from '~/leads/submit.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'
import { writtenMail } from '~/server/outbox.server'

// A booking as the server takes it: the same one sent again is the first, each event keeps its own time and
// place, and a customer who gave an address gets their copy.

const teamInbox = 'team@reelcraft.test'
const minute = 60_000

describe.each(engines)('booking requests on %s', (engine) => {
  let handle: TestDatabase
  let address = 0

  beforeAll(async () => {
    handle = await createTestDatabase(engine)
  })
  afterAll(async () => {
    await handle.drop()
  })

  const nextYear = new Date().getUTCFullYear() + 1
  const booking = {
    name: 'Asha Rao',
    phone: '+91 98480 12345',
    location: 'Jubilee Hills',
    date: `12/02/${nextYear}`,
    time: '18:30',
    packageId: 'half-day',
  }

  function book(input: Record<string, string>, at: Date, idempotencyKey: string | null = null) {
    address += 1
    return submitLead(
      'bookings',
      { input, ip: `10.9.0.${address}`, idempotencyKey },
      { handle, now: () => at, teamInbox },
    )
  }

  async function stored(phone: string) {
    return handle.db.selectFrom('bookings').selectAll().where('phone', '=', phone).orderBy('id').execute()
  }

  /** The mails queued about a booking, written as they are sent. */
  async function mailsOf(id: number) {
    const rows = await handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body', 'content', 'unsubscribe_url'])
      .where('lead_type', '=', 'bookings')
      .where('lead_id', '=', id)
      .orderBy('id')
      .execute()
    return Promise.all(
      rows.map(async (row) => ({ to_address: row.to_address, ...(await writtenMail(handle.db, row)) })),
    )
  }

  it('refuses a key sent again with another booking, 422, and stores and mails nothing more', async () => {
    const first = await book({ ...booking, phone: '+91 98480 20001' }, new Date(), 'booking-key-other-body')
    const other = await book({ ...booking, phone: '+91 98480 20002' }, new Date(), 'booking-key-other-body')
    expect(first.status).toBe(201)
    expect(other.status).toBe(422)
    expect(other.body.error).toMatch(/already used for a different request/)
    expect(await stored('+919848020002')).toEqual([])
    expect(await mailsOf(first.body.id as number)).toHaveLength(1)
  })

  it('takes a key first used more than a day before as a new one, and answers its retries with the new booking', async () => {
    const key = 'booking-key-a-day-apart'
    const first = await book({ ...booking, phone: '+91 98480 20003' }, new Date(Date.now() - 25 * 60 * minute), key)
    const later = await book({ ...booking, phone: '+91 98480 20003' }, new Date(), key)
    const retry = await book({ ...booking, phone: '+91 98480 20003' }, new Date(Date.now() + minute), key)
    expect(first.status).toBe(201)
    expect(later.status).toBe(201)
    expect(later.body.id).not.toBe(first.body.id)
    expect(retry.body.id).toBe(later.body.id)
    expect(await stored('+919848020003')).toHaveLength(2)
  })

  it('answers the same booking sent again within 30 minutes with the first reference, storing and mailing it once', async () => {
    const first = await book(booking, new Date(Date.now() - 29 * minute))
    const again = await book({ ...booking, phone: '098480 12345', name: 'Asha' }, new Date())
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(first.body.id)
    expect(again.body.summary).toContainEqual({ label: 'Name', value: 'Asha Rao' })
    expect(await stored('+919848012345')).toHaveLength(1)
    expect(await mailsOf(first.body.id as number)).toHaveLength(1)
  })

  it('takes the same phone and dates as a new booking after 30 minutes, or for another package or date', async () => {
    const phone = '+91 98480 22345'
    const start = Date.now() - 2 * 60 * minute
    const first = await book({ ...booking, phone }, new Date(start))
    const later = await book({ ...booking, phone }, new Date(start + 31 * minute))
    const otherPackage = await book(
      { ...booking, phone, packageId: 'hourly', hours: '2' },
      new Date(start + 32 * minute),
    )
    const otherDate = await book({ ...booking, phone, date: `13/02/${nextYear}` }, new Date(start + 33 * minute))
    expect(new Set([first.body.id, later.body.id, otherPackage.body.id, otherDate.body.id]).size).toBe(4)
    expect(await stored('+919848022345')).toHaveLength(4)
  })

  it('stores each event of a package of several with its own date, time and place, in the order they happen', async () => {
    const answer = await book(
      {
        ...booking,
        phone: '+91 98480 32345',
        packageId: 'wedding-silver',
        date: `14/02/${nextYear}`,
        date2: `12/02/${nextYear}`,
        time2: '10:00',
        location2: 'Taj Krishna, Banjara Hills',
        date3: `13/02/${nextYear}`,
        time3: '19:30',
        location3: 'Novotel, HITEC City',
      },
      new Date(),
    )
    expect(answer.status).toBe(201)
    const [row] = await stored('+919848032345')
    expect(row).toMatchObject({
      event_date: `${nextYear}-02-12`,
      event_time: '10:00',
      location: 'Taj Krishna, Banjara Hills',
      package_id: 'wedding-silver',
    })
    expect(JSON.parse(row.events ?? '')).toEqual([
      { date: `${nextYear}-02-12`, time: '10:00', location: 'Taj Krishna, Banjara Hills' },
      { date: `${nextYear}-02-13`, time: '19:30', location: 'Novotel, HITEC City' },
      { date: `${nextYear}-02-14`, time: '18:30', location: 'Jubilee Hills' },
    ])
  })

  it("sends the customer who gave an e-mail address a copy with the reference, and the team the package's name and total", async () => {
    const laterEvents = Object.fromEntries(
      [2, 3, 4].flatMap((event) => [
        [`date${event}`, `${13 + event}/02/${nextYear}`],
        [`time${event}`, '11:00'],
        [`location${event}`, 'Kokapet'],
      ]),
    )
    const answer = await book(
      { ...booking, phone: '+91 98480 42345', email: 'Asha@Example.in', packageId: 'wedding-gold', ...laterEvents },
      new Date(),
    )
    const reference = `BK-${answer.body.id}`
    const [team, copy] = await mailsOf(answer.body.id as number)
    expect(team.to_address).toBe(teamInbox)
    expect(team.text).toContain('Package: Gold package')
    expect(team.text).toContain('Total with GST: ₹59,999 + 18% GST = ₹70,799')
    expect(team.text).toContain('tel:+919848042345')
    expect(team.text).toContain('https://wa.me/919848042345')
    expect(copy.to_address).toBe('asha@example.in')
    expect(copy.subject).toBe(`Your booking request ${reference} | ReelCraft`)
    expect(copy.text).toContain(`Your reference is ${reference}.`)
    expect(copy.text).toMatch(new RegExp(`Event 1: \\w{3}, 12 Feb ${nextYear}, 18:30 IST`))
    expect(copy.text).toMatch(new RegExp(`Event 4: \\w{3}, 17 Feb ${nextYear}, 11:00 IST`))
  })
})
