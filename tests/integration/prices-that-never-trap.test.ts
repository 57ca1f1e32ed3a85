import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editBooking } from '~/leads/bookings/changes.server'
import { bookingConsole, formValuesOf } from '~/leads/bookings/console.server'
import { bookingMessages } from '~/leads/bookings/messages'
import { bookingById } from '~/leads/bookings/rows.server'
import { submitLead } from '~/leads/submit.server'
import { writtenMail } from '~/server/outbox-words.server'
import { requestRecord } from '~/leads/requests/pages.server'
import { createStaff } from '~/server/staff.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'
import { privateLinks } from '~/leads/private-links.server'

// An hourly booking of several events keeps each event's hours and has one total with GST, which the answer, the
// team's mail, the customer's copy, their request page and the console all show alike; a booking stored with one
// number of hours for the whole booking still reads so; and a place outside the cities we serve is said so to
// the form's sender before it is taken, and marked for the team.

const teamInbox = 'team@reelcraft.test'
const siteUrl = 'https://reelcraft.test'
const total = '5 × ₹1,999: ₹9,995 + 18% GST = ₹11,794'

describe.each(engines)('prices that never trap on %s', (engine) => {
  let handle: TestDatabase
  let staffId: number
  let visitor = 0

  beforeAll(async () => {
    handle = await createTestDatabase(engine)
    staffId = await createStaff(
      { email: 'meera@reelcraft.test', name: 'Meera Iyer', role: 'staff', password: 'a long enough password' },
      handle.db,
    )
  })
  afterAll(async () => {
    await handle.drop()
  })

  const year = new Date().getUTCFullYear() + 1
  const twoEvents = {
    name: 'Asha Rao',
    packageId: 'hourly',
    date: `12/3/${year}`,
    time: '18:30',
    location: 'Jubilee Hills',
    hours: '3',
    date2: `13/3/${year}`,
    time2: '10:00',
    location2: 'Madhapur',
    hours2: '2',
  }

  function send(input: Record<string, string>) {
    visitor += 1
    return submitLead(
      'bookings',
      {
        input: { email: `asha${visitor}@example.in`, phone: `+91 98480 ${String(50000 + visitor)}`, ...input },
        ip: `10.46.0.${visitor}`,
      },
      { handle, teamInbox, siteUrl },
    )
  }

  async function mailsTo(address: string) {
    const rows = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('id')
      .execute()
    return Promise.all(rows.map((row) => writtenMail(handle.db, row, privateLinks)))
  }

  async function teamMailOf(id: number) {
    const mails = await mailsTo(teamInbox)
    const mail = mails.find((each) => each.text.includes(`Reference: BK-${id}`))
    if (!mail) throw new Error(`no team mail for BK-${id}`)
    return mail
  }

  it("keeps each event's hours, and the answer, both mails, the request page and the console show one total", async () => {
    const answer = await send(twoEvents)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const id = Number(answer.body.id)
    expect(answer.body.summary).toContainEqual({ label: 'Total with GST', value: total })

    const row = await handle.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.hours).toBe(5)
    expect(JSON.parse(row.events ?? '')).toEqual([
      { date: `${year}-03-12`, time: '18:30', location: 'Jubilee Hills', hours: 3 },
      { date: `${year}-03-13`, time: '10:00', location: 'Madhapur', hours: 2 },
    ])

    expect((await teamMailOf(id)).text).toContain(`Total with GST: ${total}`)
    const [copy] = await mailsTo(`asha${visitor}@example.in`)
    expect(copy.text).toContain(`Total with GST: ${total}`)
    expect(copy.text).toMatch(new RegExp(`Event 2: \\w{3}, 13 Mar ${year}, 10:00 IST, 2 hours`))
    expect((await requestRecord(handle.db, 'bookings', id))?.lines('pending')).toContainEqual({
      label: 'Total with GST',
      value: total,
    })
    expect((await bookingConsole(id, handle.db))?.price).toEqual({ label: 'Total with GST', value: total })
  })

  it("lets the team change one event's hours in the console, and the total follows", async () => {
    const answer = await send(twoEvents)
    const id = Number(answer.body.id)
    const values = formValuesOf((await bookingById(handle.db, id))!)
    expect(values).toMatchObject({ hours: '3', hours2: '2' })
    expect(await editBooking(id, { ...values, hours2: '4' }, staffId, { handle, siteUrl })).toEqual({
      ok: true,
      mailed: true,
    })
    const booking = await bookingById(handle.db, id)
    expect(booking?.events.map((event) => event.hours)).toEqual([3, 4])
    expect(booking?.hours).toBe(7)
    expect((await bookingConsole(id, handle.db))?.price?.value).toBe('7 × ₹1,999: ₹13,993 + 18% GST = ₹16,512')
  })

  it('reads a booking stored with one number of hours for the whole booking as one event of those hours', async () => {
    await sql`insert into bookings (name, phone, location, event_date, event_time, status, package_id, hours, created_at)
      values ('Ravi', '+919848012345', 'Banjara Hills', ${`${year}-04-02`}, '17:00', 'pending', 'hourly', 2,
        '2026-11-20T10:00:00.000Z')`.execute(handle.db)
    const { id } = await handle.db
      .selectFrom('bookings')
      .select('id')
      .where('name', '=', 'Ravi')
      .executeTakeFirstOrThrow()
    const booking = await bookingById(handle.db, id)
    expect(booking?.events).toEqual([{ date: `${year}-04-02`, time: '17:00', location: 'Banjara Hills', hours: 2 }])
    expect(formValuesOf(booking!)).toMatchObject({ hours: '2' })
    expect((await bookingConsole(id, handle.db))?.price?.value).toBe('2 × ₹1,999: ₹3,998 + 18% GST = ₹4,718')
  })

  it('tells the form’s sender of a place outside the cities we serve before taking it, and marks it for the team', async () => {
    const chennai = { ...twoEvents, location2: 'T. Nagar, Chennai', outside: '', outside2: '' }
    const told = await send(chennai)
    expect(told.status).toBe(400)
    expect(told.body.fields).toEqual({ outside2: bookingMessages.outsideCities })

    const taken = await send({ ...chennai, outside2: 'T. Nagar, Chennai' })
    expect(taken.status).toBe(201)
    const mail = await teamMailOf(Number(taken.body.id))
    expect(mail.subject).toMatch(/^New booking \(outside the cities we serve\): Asha Rao/)
    expect(mail.text).toContain('Outside the cities we serve: T. Nagar, Chennai')
  })

  it('takes a place outside the cities we serve from the JSON API, and marks it for the team', async () => {
    const api = await send({
      name: 'Asha Rao',
      packageId: 'half-day',
      date: `20/3/${year}`,
      time: '11:00',
      location: 'Chennai',
    })
    expect(api.status).toBe(201)
    expect((await teamMailOf(Number(api.body.id))).text).toContain('Outside the cities we serve: Chennai')
  })
})
