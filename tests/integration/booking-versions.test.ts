import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptMove, declineMove, editBooking } from '~/leads/bookings/changes.server'
import { formValuesOf } from '~/leads/bookings/console.server'
import { bookingChange, bookingMessages } from '~/leads/bookings/messages'
import { askToMove } from '~/leads/bookings/moves.server'
import { bookingById } from '~/leads/bookings/rows.server'
import { versionsOf } from '~/leads/bookings/versions.server'
import { submitLead } from '~/leads/submit.server'
import { ConsoleError } from '~/leads/status.server'
import { writtenMail } from '~/server/outbox-words.server'
import { requestRecord } from '~/leads/requests/pages.server'
import { createStaff } from '~/server/staff.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'
import { privateLinks } from '~/leads/private-links.server'

// A booking is one living record: the team changes it in the console, a customer's request to move it is accepted
// or declined there, and each change is a version with one mail to the customer saying what changed, old → new.
// Events are as people plan them: two on one day at different times, each saying what it is, a contact for the
// day, and a package booked by the week.

const teamInbox = 'team@reelcraft.test'
const siteUrl = 'https://reelcraft.test'

describe.each(engines)('a booking with versions on %s', (engine) => {
  let handle: TestDatabase
  let staffId: number
  let visitor = 0

  beforeAll(async () => {
    handle = await createTestDatabase(engine)
    staffId = await createStaff(
      { email: 'kiran@reelcraft.test', name: 'Kiran Rao', role: 'staff', password: 'a long enough password' },
      handle.db,
    )
  })
  afterAll(async () => {
    await handle.drop()
  })

  const year = new Date().getUTCFullYear() + 1
  const wedding = {
    name: 'Asha Rao',
    packageId: 'wedding-silver',
    location: 'Jubilee Hills',
    date: `12/12/${year}`,
    time: '10:00',
    note: 'haldi',
    location2: 'Jubilee Hills',
    date2: `12/12/${year}`,
    time2: '19:00',
    note2: 'sangeet',
    location3: 'Taj Krishna, Banjara Hills',
    date3: `13/12/${year}`,
    time3: '19:00',
    note3: 'wedding',
  }

  async function book(input: Record<string, string>) {
    visitor += 1
    const answer = await submitLead(
      'bookings',
      {
        input: {
          email: `asha${visitor}@example.in`,
          phone: `+91 98480 ${String(40000 + visitor)}`,
          ...input,
        },
        ip: `10.45.0.${visitor}`,
      },
      { handle, teamInbox, siteUrl },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return { id: Number(answer.body.id), email: `asha${visitor}@example.in` }
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

  async function opened(id: number) {
    const record = await requestRecord(handle.db, 'bookings', id)
    const booking = await bookingById(handle.db, id)
    if (!record || !booking) throw new Error(`booking ${id} is not kept`)
    return { kind: 'bookings' as const, id, record, booking }
  }

  const options = () => ({ handle, siteUrl })

  it('keeps two events on one day at different times, each with what it is, and refuses two at one start', async () => {
    const { id } = await book(wedding)
    const booking = await bookingById(handle.db, id)
    expect(booking?.events).toEqual([
      { date: `${year}-12-12`, time: '10:00', location: 'Jubilee Hills', note: 'haldi' },
      { date: `${year}-12-12`, time: '19:00', location: 'Jubilee Hills', note: 'sangeet' },
      { date: `${year}-12-13`, time: '19:00', location: 'Taj Krishna, Banjara Hills', note: 'wedding' },
    ])
    const clash = await submitLead(
      'bookings',
      { input: { ...wedding, phone: '+91 98480 49999', time2: '10:00' }, ip: '10.45.1.1' },
      { handle, teamInbox, siteUrl },
    )
    expect(clash.status).toBe(400)
    expect(clash.body.fields?.time2).toBe(bookingMessages.sameStart)
  })

  it("keeps a contact for the day in E.164, asks a package booked by the week for how many weeks, and shows neither's typed words in the customer's copy", async () => {
    const { id, email } = await book({
      ...wedding,
      packageId: 'corporate-monthly',
      contactName: 'Ravi (event manager)',
      contactPhone: '+91 98480 12345',
      weeks: '4',
    })
    const row = await handle.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      day_contact_name: 'Ravi (event manager)',
      day_contact_phone: '+919848012345',
      weeks: 4,
    })
    const [copy] = await mailsTo(email)
    expect(copy.text).toContain('Start date:')
    expect(copy.text).toContain('Weeks: 4 weeks')
    expect(copy.text).not.toContain('Ravi')
    const noWeeks = await submitLead(
      'bookings',
      { input: { ...wedding, packageId: 'corporate-monthly', phone: '+91 98480 49998' }, ip: '10.45.1.2' },
      { handle, teamInbox, siteUrl },
    )
    expect(noWeeks.body.fields?.weeks).toBe(bookingMessages.weeksNeeded)
    const nameOnly = await submitLead(
      'bookings',
      { input: { ...wedding, contactName: 'Ravi', phone: '+91 98480 49997' }, ip: '10.45.1.3' },
      { handle, teamInbox, siteUrl },
    )
    expect(nameOnly.body.fields?.contactPhone).toBe(bookingMessages.contactPhoneNeeded)
  })

  it("makes a staff member's edit of event 2 a version, and mails the customer once what changed, old → new", async () => {
    const { id, email } = await book(wedding)
    const before = (await mailsTo(email)).length
    const values = { ...formValuesOf((await bookingById(handle.db, id))!), date2: `14/12/${year}` }
    const changed = await editBooking(id, values, staffId, options())
    expect(changed).toEqual({ ok: true, mailed: true })

    const booking = await bookingById(handle.db, id)
    expect(booking?.events.map((event) => event.date)).toEqual([`${year}-12-12`, `${year}-12-13`, `${year}-12-14`])
    const [version] = await versionsOf(id, handle.db)
    expect(version).toMatchObject({ version: 2, staff_name: 'Kiran Rao', answers_move: null })
    // The sangeet moved past the wedding, so it is event 3 now: one change, named by its number now.
    expect(version.changes).toEqual([
      {
        label: 'Event 3',
        from: expect.stringMatching(/12 Dec \d{4}, 19:00 IST \(sangeet\), Jubilee Hills$/),
        to: expect.stringMatching(/14 Dec \d{4}, 19:00 IST \(sangeet\), Jubilee Hills$/),
      },
    ])
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)!
    expect(mail.subject).toBe(`Your booking BK-${id} has changed | ReelCraft`)
    expect(mail.text).toMatch(/Event 3: \w{3}, 12 Dec \d{4}, 19:00 IST → \w{3}, 14 Dec \d{4}, 19:00 IST/)
    expect(mail.text).not.toContain('sangeet')
    // What stands now, as the customer's page reads it.
    expect((await requestRecord(handle.db, 'bookings', id))?.lines('pending')).toContainEqual({
      label: 'Event 3',
      value: expect.stringMatching(new RegExp(`^\\w{3}, 14 Dec ${year}, 19:00 IST$`)),
    })
  })

  it('asks why when the price changes, and keeps the reason with the version', async () => {
    const { id } = await book(wedding)
    const values = { ...formValuesOf((await bookingById(handle.db, id))!), agreedPrice: '40000' }
    expect(await editBooking(id, values, staffId, options())).toEqual({
      ok: false,
      errors: { reason: bookingChange.reasonNeeded },
    })
    const reasoned = await editBooking(id, { ...values, reason: 'Two events at one venue' }, staffId, options())
    expect(reasoned.ok).toBe(true)
    const [version] = await versionsOf(id, handle.db)
    expect(version.reason).toBe('Two events at one venue')
    expect(version.changes).toEqual([
      {
        label: 'Total with GST',
        from: '₹44,999 + 18% GST = ₹53,099',
        to: '₹40,000 + 18% GST = ₹47,200, as agreed with our team',
      },
    ])
    await expect(editBooking(id, { ...values, reason: 'Again' }, staffId, options())).rejects.toThrow(
      bookingChange.nothingChanged,
    )
  })

  it('moves one event when the team accepts the customer’s request, and tells the customer', async () => {
    const { id, email } = await book(wedding)
    const asked = await askToMove(
      await opened(id),
      { event: '2', date: `15/12/${year}`, time: '18:00' },
      { ...options(), teamInbox },
    )
    expect(asked).toEqual({ ok: true })
    const received = (await mailsTo(email)).at(-1)!
    expect(received.subject).toBe(`We have your request to move booking BK-${id} | ReelCraft`)
    expect(received.text).toMatch(
      new RegExp(`You asked to move event 2 of your booking BK-${id} to \\w{3}, 15 Dec ${year}, 18:00 IST\\.`),
    )
    const [teamMail] = (await mailsTo(teamInbox)).filter((mail) => mail.subject.startsWith('Asked to move'))
    expect(teamMail.text).toMatch(new RegExp(`Event 2 \\(sangeet\\): \\w{3}, 15 Dec ${year}, 18:00 IST`))

    const move = await handle.db
      .selectFrom('request_updates')
      .select('id')
      .where('lead_id', '=', id)
      .where('action', '=', 'move')
      .executeTakeFirstOrThrow()
    expect(await acceptMove(id, move.id, staffId, options())).toEqual({ mailed: true })
    const booking = await bookingById(handle.db, id)
    expect(booking?.events[2]).toEqual({
      date: `${year}-12-15`,
      time: '18:00',
      location: 'Jubilee Hills',
      note: 'sangeet',
    })
    const moved = (await mailsTo(email)).at(-1)!
    expect(moved.subject).toBe(`Your booking BK-${id} is moved | ReelCraft`)
    const [version] = await versionsOf(id, handle.db)
    expect(version.answers_move).toBe(move.id)
    await expect(acceptMove(id, move.id, staffId, options())).rejects.toThrow(ConsoleError)
  })

  it('leaves the booking as it is when the team declines a request to move, and mails the customer the reason', async () => {
    const { id, email } = await book(wedding)
    await askToMove(
      await opened(id),
      { event: 'all', date: `20/12/${year}`, time: '09:00' },
      { ...options(), teamInbox },
    )
    const before = await bookingById(handle.db, id)
    const move = await handle.db
      .selectFrom('request_updates')
      .select('id')
      .where('lead_id', '=', id)
      .where('action', '=', 'move')
      .executeTakeFirstOrThrow()
    await expect(declineMove(id, move.id, staffId, '  ', options())).rejects.toThrow(bookingChange.declineReasonNeeded)
    expect(await declineMove(id, move.id, staffId, 'No reel-maker is free that week.', options())).toEqual({
      mailed: true,
    })
    expect(await bookingById(handle.db, id)).toEqual(before)
    const declined = (await mailsTo(email)).at(-1)!
    expect(declined.subject).toBe(`We could not move your booking BK-${id} | ReelCraft`)
    expect(declined.text).toContain('The reason: No reel-maker is free that week.')
    expect(declined.text).toContain(`We could not move all the events of your booking BK-${id} to`)
    expect(await versionsOf(id, handle.db)).toEqual([])
  })

  it('says in its mail whether a change made while a request to move is open answers it', async () => {
    const { id, email } = await book(wedding)
    await askToMove(await opened(id), { event: '3', date: `16/12/${year}`, time: '19:00' }, { ...options(), teamInbox })
    const values = formValuesOf((await bookingById(handle.db, id))!)
    await editBooking(id, { ...values, time: '09:30' }, staffId, options())
    expect((await mailsTo(email)).at(-1)?.text).toContain('Your request to move it is still open')
    expect(
      await editBooking(
        id,
        { ...values, time: '09:30', date3: `16/12/${year}`, answersMove: 'yes' },
        staffId,
        options(),
      ),
    ).toEqual({ ok: true, mailed: true })
    expect((await mailsTo(email)).at(-1)?.text).toContain('This change answers your request to move it.')
    const move = await handle.db
      .selectFrom('request_updates')
      .select('answer')
      .where('lead_id', '=', id)
      .where('action', '=', 'move')
      .executeTakeFirstOrThrow()
    expect(move.answer).toBe('accepted')
  })
})
