import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitLead } from '~/leads/submit.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'
import { writtenMail } from '~/server/outbox-words.server'
import { privateLinks } from '~/leads/private-links.server'

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
      rows.map(async (row) => ({ to_address: row.to_address, ...(await writtenMail(handle.db, row, privateLinks)) })),
    )
  }

  it("takes a key sent again with another booking as its sender's correction: the booking changes, the team is mailed what changed and the customer their new copy", async () => {
    const key = 'booking-key-corrected'
    const email = 'asha.corrects@example.in'
    const first = await book({ ...booking, phone: '+91 98480 20001', email }, new Date(), key)
    expect(first.status).toBe(201)
    const corrected = await book(
      { ...booking, phone: '+91 98480 20001', email, time: '19:30', location: 'Banjara Hills' },
      new Date(),
      key,
    )
    expect(corrected.status).toBe(200)
    expect(corrected.body.id).toBe(first.body.id)
    expect(corrected.body.summary).toContainEqual({ label: 'Time', value: '19:30 IST' })
    expect(corrected.body.summary).toContainEqual({ label: 'Location', value: 'Banjara Hills' })
    expect(corrected.body.page).toMatch(/^\/requests\/[\w-]{43}$/)
    expect(await stored('+919848020001')).toEqual([
      expect.objectContaining({ id: first.body.id, event_time: '19:30', location: 'Banjara Hills' }),
    ])
    const [, , teamMail, copy] = await mailsOf(first.body.id as number)
    expect(teamMail.to_address).toBe(teamInbox)
    expect(teamMail.subject).toMatch(/^Booking corrected by the customer: Asha Rao/)
    expect(teamMail.text).toContain('Changed: Time: 18:30 IST → 19:30 IST')
    expect(teamMail.text).toContain('Changed: Location: Jubilee Hills → Banjara Hills')
    expect(copy.to_address).toBe(email)
    expect(copy.subject).toBe(`Your booking request BK-${first.body.id} is updated | ReelCraft`)
    expect(copy.text).toContain('Time: 19:30 IST')
    // A retry of the correction answers as the correction did, and changes nothing more.
    const retried = await book(
      { ...booking, phone: '+91 98480 20001', email, time: '19:30', location: 'Banjara Hills' },
      new Date(),
      key,
    )
    expect(retried.body.summary).toEqual(corrected.body.summary)
    expect(await mailsOf(first.body.id as number)).toHaveLength(4)
  })

  it('refuses a correction once the team has moved the booking on, 409, and changes and mails nothing', async () => {
    const key = 'booking-key-too-late'
    const first = await book({ ...booking, phone: '+91 98480 20002' }, new Date(), key)
    await handle.db.updateTable('bookings').set({ status: 'confirmed' }).where('id', '=', first.body.id!).execute()
    const late = await book({ ...booking, phone: '+91 98480 20002', time: '07:00' }, new Date(), key)
    expect(late.status).toBe(409)
    expect(late.body.error).toMatch(/can no longer be corrected/)
    expect(await stored('+919848020002')).toEqual([expect.objectContaining({ event_time: '18:30' })])
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

  it('keeps a booking with the phone, package and dates of one sent within 30 minutes as its own, marked for the team, and answers with nothing but what its sender sent', async () => {
    const first = await book(
      { ...booking, name: 'Asha Rao', email: 'asha.first@example.in', location: '12 Secret Lane, Jubilee Hills' },
      new Date(Date.now() - 29 * minute),
    )
    const again = await book(
      { ...booking, phone: '098480 12345', name: 'Ravi', time: '07:15', location: 'Kondapur' },
      new Date(),
    )
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body.id).not.toBe(first.body.id)
    expect(again.body.possibleDuplicate).toBe(true)
    const answer = JSON.stringify(again.body)
    for (const theirs of ['Asha', 'asha.first@example.in', '18:30', 'Secret Lane', `BK-${first.body.id}`])
      expect(answer).not.toContain(theirs)
    expect(again.body.summary).toContainEqual({ label: 'Name', value: 'Ravi' })
    expect(again.body.summary).toContainEqual({ label: 'Time', value: '07:15 IST' })
    expect(await stored('+919848012345')).toEqual([
      expect.objectContaining({ id: first.body.id, name: 'Asha Rao', possible_duplicate_of: null }),
      expect.objectContaining({
        id: again.body.id,
        name: 'Ravi',
        location: 'Kondapur',
        possible_duplicate_of: first.body.id,
      }),
    ])
    const [teamMail] = await mailsOf(again.body.id as number)
    expect(teamMail.subject).toMatch(new RegExp(`^New booking \\(possible duplicate of BK-${first.body.id}\\): Ravi`))
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
