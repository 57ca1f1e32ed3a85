import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventsFor } from '~/server/audit.server'
import { dashboard } from '~/leads/console/dashboard.server'
import { describeFilters, listLeads, readFilters } from '~/leads/console/leads.server'
import { retryMail } from '~/leads/console/outbox.server'
import { endedByCustomer } from '~/leads/requests/requests.server'
import { addNote, changeStatus } from '~/leads/console/workflow.server'
import { type TestDatabase, engines } from '../support/database'
import {
  closeConsoleDatabase,
  consoleRequest,
  context,
  openConsoleDatabase,
  outcome,
  signedIn,
} from './console-helpers'

const day = 24 * 60 * 60 * 1000
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

function booking(
  name: string,
  overrides: Partial<{
    location: string
    created_at: string
    status: 'pending' | 'confirmed' | 'cancelled'
    package_id: string
    hours: number
    events: string
    event_date: string
  }> = {},
) {
  return {
    name,
    phone: '+919876543210',
    location: 'Jubilee Hills, Hyderabad',
    event_date: '2027-01-20',
    event_time: '18:00',
    status: 'pending' as const,
    created_at: ago(60_000),
    ...overrides,
  }
}

function partner(name: string) {
  return {
    full_name: name,
    iphone_model: 'iPhone 15 Pro',
    location: 'Vizag',
    contact_number: '9123456780',
    email: `${name.toLowerCase().replace(/\W/g, '')}@example.in`,
    instagram_id: '@reels',
    recent_works: 'https://example.in/1',
    status: 'new' as const,
    created_at: ago(60_000),
  }
}

function outboxRow(status: 'pending' | 'sent' | 'failed') {
  return {
    lead_type: 'bookings' as const,
    lead_id: 1,
    to_address: 'team@reelcraft.in',
    reply_to: null,
    subject: 'New booking',
    text_body: 'A booking',
    html_body: '<p>A booking</p>',
    status,
    attempts: status === 'failed' ? 5 : 0,
    next_attempt_at: ago(day),
    last_error: status === 'failed' ? '421 try later' : null,
    created_at: ago(day),
    sent_at: null,
  }
}

describe.each(engines)('the leads console on %s', (engine) => {
  let handle: TestDatabase
  let member: { id: number; cookie: string }

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
    member = await signedIn(handle, 'staff', 'Kiran Staff')
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })

  async function insertBooking(name: string, overrides = {}) {
    return (
      await handle.db.insertInto('bookings').values(booking(name, overrides)).returning('id').executeTakeFirstOrThrow()
    ).id
  }

  async function statusOf(id: number) {
    return (await handle.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status
  }

  it('moves a booking pending → confirmed → completed and records who did it', async () => {
    const id = await insertBooking('Workflow Booking')
    await changeStatus('bookings', id, 'confirmed', member.id, { db: handle.db })
    await changeStatus('bookings', id, 'completed', member.id, { db: handle.db })
    expect(await statusOf(id)).toBe('completed')
    const events = await eventsFor('bookings', id, handle.db)
    expect(events.map((event) => [event.detail, event.staff_name])).toEqual([
      ['Status confirmed → completed', 'Kiran Staff'],
      ['Status pending → confirmed', 'Kiran Staff'],
    ])
  })

  it('refuses illegal booking moves and leaves the status alone', async () => {
    const id = await insertBooking('Illegal Booking')
    await expect(changeStatus('bookings', id, 'completed', member.id, { db: handle.db })).rejects.toThrow(
      'A pending lead cannot become completed.',
    )
    await changeStatus('bookings', id, 'cancelled', member.id, { db: handle.db })
    await expect(changeStatus('bookings', id, 'confirmed', member.id, { db: handle.db })).rejects.toThrow(
      'A cancelled lead cannot become confirmed.',
    )
    await expect(changeStatus('bookings', id, 'lost', member.id, { db: handle.db })).rejects.toThrow()
    expect(await statusOf(id)).toBe('cancelled')
  })

  it('moves a partner application new → reviewing → accepted, and never straight from new to accepted', async () => {
    const { id } = await handle.db
      .insertInto('partner_applications')
      .values(partner('Ravi Teja'))
      .returning('id')
      .executeTakeFirstOrThrow()
    await expect(changeStatus('partner_applications', id, 'accepted', member.id, { db: handle.db })).rejects.toThrow()
    await changeStatus('partner_applications', id, 'reviewing', member.id, { db: handle.db })
    await changeStatus('partner_applications', id, 'accepted', member.id, { db: handle.db })
    await expect(changeStatus('partner_applications', id, 'rejected', member.id, { db: handle.db })).rejects.toThrow()
    const row = await handle.db
      .selectFrom('partner_applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('accepted')
  })

  it('answers an illegal move posted to the lead page with 409, and a cross-site one with 403', async () => {
    const { action } = await import('~/routes/console/lead')
    const id = await insertBooking('Posted Booking')
    const post = (form: Record<string, string>, origin?: string) =>
      outcome(() =>
        action({
          request: consoleRequest(`/console/leads/bookings/${id}`, {
            method: 'POST',
            cookie: member.cookie,
            form,
            origin,
          }),
          params: { kind: 'bookings', id: String(id) },
          context,
        } as never),
      )
    expect((await post({ intent: 'status', status: 'completed' })).status).toBe(409)
    expect((await post({ intent: 'status', status: 'confirmed' }, 'https://evil.example')).status).toBe(403)
    expect(await statusOf(id)).toBe('pending')
    expect((await post({ intent: 'status', status: 'confirmed' })).status).toBe(200)
    expect(await statusOf(id)).toBe('confirmed')
  })

  it('keeps internal notes on any lead with their author', async () => {
    const { id } = await handle.db
      .insertInto('waitlist_entries')
      .values({ email: 'early@example.in', created_at: ago(0) })
      .returning('id')
      .executeTakeFirstOrThrow()
    await addNote('waitlist_entries', id, member.id, '  Called back, wants the Gold package  ', handle.db)
    const { loader } = await import('~/routes/console/lead')
    const page = await loader({
      request: consoleRequest(`/console/leads/waitlist_entries/${id}`, { cookie: member.cookie }),
      params: { kind: 'waitlist_entries', id: String(id) },
      context,
    } as never)
    expect(page.notes.map((note) => [note.body, note.staff_name])).toEqual([
      ['Called back, wants the Gold package', 'Kiran Staff'],
    ])
    expect(page.fields.find((field) => field.key === 'email')?.value).toBe('early@example.in')
    await expect(addNote('waitlist_entries', id, member.id, '   ', handle.db)).rejects.toThrow(
      'Please write a note first.',
    )
  })

  it('searches, filters by status, place and date, and pages through bookings', async () => {
    await handle.db.deleteFrom('bookings').execute()
    for (let index = 0; index < 30; index++) {
      await insertBooking(`Paged ${index}`, {
        location: index % 2 ? 'Indiranagar, Bengaluru' : 'Banjara Hills, Hyderabad',
        created_at: ago(index * 1000),
      })
    }
    await insertBooking('100% Real_Name', { created_at: ago(10 * day), status: 'confirmed' })
    const filters = (query: string) => readFilters('bookings', new URLSearchParams(query))

    const first = await listLeads('bookings', filters(''), 1, handle.db)
    expect(first).toMatchObject({ total: 31, page: 1, pageCount: 2 })
    expect(first.rows).toHaveLength(25)
    expect(first.rows[0].name).toBe('Paged 0')
    expect((await listLeads('bookings', filters(''), 2, handle.db)).rows).toHaveLength(6)

    expect((await listLeads('bookings', filters('q=bengaluru'), 1, handle.db)).total).toBe(15)
    expect((await listLeads('bookings', filters('q=100%25'), 1, handle.db)).rows.map((row) => row.name)).toEqual([
      '100% Real_Name',
    ])
    expect((await listLeads('bookings', filters('q=_'), 1, handle.db)).total).toBe(1)
    expect((await listLeads('bookings', filters('status=confirmed'), 1, handle.db)).total).toBe(1)
    expect((await listLeads('bookings', filters('city=hyderabad'), 1, handle.db)).total).toBe(16)
    const tenDaysAgo = new Date(Date.now() - 10 * day + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10)
    expect((await listLeads('bookings', filters(`from=${tenDaysAgo}&to=${tenDaysAgo}`), 1, handle.db)).total).toBe(1)
  })

  it('filters package inquiries by package type and enquiries by city', async () => {
    const inquiry = {
      name: 'Meera',
      email: 'meera@example.in',
      phone: '9000000001',
      company: null,
      wedding_date: null,
      event_type: null,
      event_details: 'Details',
      created_at: ago(0),
    }
    await handle.db
      .insertInto('package_inquiries')
      .values([
        { ...inquiry, package_type: 'Wedding' },
        { ...inquiry, package_type: 'Corporate' },
      ])
      .execute()
    expect(
      (
        await listLeads(
          'package_inquiries',
          readFilters('package_inquiries', new URLSearchParams('package=Corporate')),
          1,
          handle.db,
        )
      ).total,
    ).toBe(1)
    const enquiry = {
      name: 'E',
      phone: '9000000002',
      email: 'e@example.in',
      shoot_type: 'brand',
      location: 'Somewhere',
      occasion: 'Brand Shoot',
      personal_shoot_occasion: null,
      event_date: '2027-01-10',
      event_time: '10:00',
      hours: 1,
      reels: 1,
      created_at: ago(0),
    }
    await handle.db
      .insertInto('enquiries')
      .values([
        { ...enquiry, city: 'Vizag' },
        { ...enquiry, city: 'Warangal' },
      ])
      .execute()
    expect(
      (await listLeads('enquiries', readFilters('enquiries', new URLSearchParams('city=Vizag')), 1, handle.db)).total,
    ).toBe(1)
  })

  it('finds a booking by the reference its visitor was given, and filters and exports bookings by package', async () => {
    const events = [
      { date: '2027-02-02', time: '18:00', location: 'Jubilee Hills' },
      { date: '2027-02-03', time: '10:00', location: 'Banjara Hills' },
    ]
    const gold = await insertBooking('Gold Family', { package_id: 'wedding-gold', events: JSON.stringify(events) })
    const hourly = await insertBooking('Hourly Shoot', { package_id: 'hourly', hours: 3 })
    const byReference = await listLeads(
      'bookings',
      readFilters('bookings', new URLSearchParams(`q=bk-${gold}`)),
      1,
      handle.db,
    )
    expect(byReference.rows.map((row) => row.name)).toEqual(['Gold Family'])
    // Another kind's prefix is ordinary search text, and finds nothing here.
    expect(
      (await listLeads('bookings', readFilters('bookings', new URLSearchParams(`q=PA-${gold}`)), 1, handle.db)).total,
    ).toBe(0)
    const byPackage = await listLeads(
      'bookings',
      readFilters('bookings', new URLSearchParams('package=hourly')),
      1,
      handle.db,
    )
    expect(byPackage.rows.map((row) => [row.id, row.hours])).toEqual([[hourly, 3]])

    const { loader } = await import('~/routes/console/leads-export')
    const response = (await loader({
      request: consoleRequest('/console/leads/bookings/export?package=wedding-gold', { cookie: member.cookie }),
      params: { kind: 'bookings' },
      context,
    } as never)) as Response
    const lines = new TextDecoder()
      .decode(await response.arrayBuffer())
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toContain(',Event time,Package,Package ID,Hours,')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(
      ',Gold package,wedding-gold,,"Tue, 2 Feb 2027, 18:00 IST, Jubilee Hills\nWed, 3 Feb 2027, 10:00 IST, Banjara Hills",,,,,pending,',
    )
  })

  it("shows a booking's package by its name in the list, its filter and the lead's page", async () => {
    const gold = await insertBooking('Named Package', { package_id: 'wedding-gold', location: 'Named Town' })
    const list = await import('~/routes/console/leads')
    const page = await list.loader({
      request: consoleRequest('/console/leads/bookings?city=named', { cookie: member.cookie }),
      params: { kind: 'bookings' },
      context,
    } as never)
    const packageCell = page.columns.findIndex((column) => column.label === 'Package')
    expect(page.rows.map((row) => row.cells[packageCell])).toEqual(['Gold package'])
    expect(page.options.packageTypes).toContainEqual({ value: 'wedding-gold', label: 'Gold package' })

    const lead = await import('~/routes/console/lead')
    const detail = await lead.loader({
      request: consoleRequest(`/console/leads/bookings/${gold}`, { cookie: member.cookie }),
      params: { kind: 'bookings', id: String(gold) },
      context,
    } as never)
    expect(detail.fields.find((field) => field.label === 'Package')?.value).toBe('Gold package')
  })

  it('finds enquiries from Vijayawada by the city’s old spelling too', async () => {
    const enquiry = {
      name: 'V',
      phone: '+919000000003',
      email: 'v@example.in',
      shoot_type: 'brand',
      location: 'Benz Circle',
      occasion: 'Brand Shoot',
      personal_shoot_occasion: null,
      event_date: '2027-01-10',
      event_time: '10:00',
      hours: 1,
      reels: 1,
      created_at: ago(0),
    }
    await handle.db
      .insertInto('enquiries')
      .values({ ...enquiry, city: 'Vijayawada' })
      .execute()
    expect(readFilters('enquiries', new URLSearchParams('city=Vijaywada')).city).toBe('Vijayawada')
    expect(
      (await listLeads('enquiries', readFilters('enquiries', new URLSearchParams('city=Vijaywada')), 1, handle.db))
        .total,
    ).toBe(1)
  })

  it('exports the filtered list as CSV with a header row and formula cells neutralised', async () => {
    await insertBooking('=HYPERLINK("http://evil.example","Click")', {
      location: 'Formula Town',
      created_at: '2026-12-31T18:45:00.000Z',
    })
    const { loader } = await import('~/routes/console/leads-export')
    const response = (await loader({
      request: consoleRequest('/console/leads/bookings/export?city=formula', { cookie: member.cookie }),
      params: { kind: 'bookings' },
      context,
    } as never)) as Response
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'ID,Name,Phone,E-mail,Location,Event date,Event time,Package,Package ID,Hours,Events,Offer code,Contact on the day,Contact phone,Weeks,Status,Received (IST UTC+05:30)',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")",'+919876543210,,Formula Town,`)
    // 18:45 UTC on 31 December is 00:15 on 1 January in India.
    expect(lines[1]).toMatch(/,2027-01-01 00:15:00$/)
  })

  it('writes who exported which list, with which filters and how many rows, in the audit log', async () => {
    await insertBooking('Audited Booking', { location: 'Audit Town', status: 'confirmed' })
    const { loader } = await import('~/routes/console/leads-export')
    await loader({
      request: consoleRequest(
        '/console/leads/bookings/export?q=priya%40example.in&status=confirmed&city=audit&from=2026-01-01',
        { cookie: member.cookie },
      ),
      params: { kind: 'bookings' },
      context,
    } as never)
    const [entry] = await eventsFor('bookings', null, handle.db)
    expect(entry).toMatchObject({
      action: 'export',
      staff_name: 'Kiran Staff',
      detail: 'Exported 0 rows as CSV (filters: a text search, status confirmed, received from 2026-01-01, city audit)',
    })
    await loader({
      request: consoleRequest('/console/leads/bookings/export?city=audit', { cookie: member.cookie }),
      params: { kind: 'bookings' },
      context,
    } as never)
    expect((await eventsFor('bookings', null, handle.db))[0].detail).toBe('Exported 1 row as CSV (filters: city audit)')
  })

  it("lists each newsletter subscriber's state and since when", async () => {
    const start = Date.now()
    const at = (minutes: number) => new Date(start - minutes * 60_000).toISOString()
    await handle.db.deleteFrom('newsletter_subscribers').execute()
    await handle.db
      .insertInto('newsletter_subscribers')
      .values([
        { email: 'pending@example.in', created_at: at(30), confirmed_at: null, unsubscribed_at: null },
        { email: 'confirmed@example.in', created_at: at(20), confirmed_at: at(10), unsubscribed_at: null },
        { email: 'left@example.in', created_at: at(15), confirmed_at: at(14), unsubscribed_at: at(5) },
      ])
      .execute()
    const { loader } = await import('~/routes/console/leads')
    const page = await loader({
      request: consoleRequest('/console/leads/newsletter_subscribers', { cookie: member.cookie }),
      params: { kind: 'newsletter_subscribers' },
      context,
    } as never)
    expect(page.columns.map((column) => column.label)).toEqual(['E-mail', 'Received (IST UTC+05:30)', 'State', 'Since'])
    expect(page.rows.map((row) => row.cells)).toEqual([
      ['left@example.in', at(15), 'unsubscribed', at(5)],
      ['confirmed@example.in', at(20), 'confirmed', at(10)],
      ['pending@example.in', at(30), 'pending', at(30)],
    ])
  })

  it('counts leads today, in the last 7 days and in all, and reports the outbox', async () => {
    await handle.db.deleteFrom('contact_messages').execute()
    // The moves earlier tests made mailed their customers; this test counts only the rows it adds.
    await handle.db.deleteFrom('mail_outbox').execute()
    const message = (created_at: string) => ({ name: 'N', email: 'n@example.in', message: 'Hello', created_at })
    const now = new Date()
    await handle.db
      .insertInto('contact_messages')
      .values([message(ago(60_000)), message(ago(3 * day)), message(ago(30 * day))])
      .execute()
    await handle.db
      .insertInto('mail_outbox')
      .values([outboxRow('pending'), outboxRow('failed'), outboxRow('sent')])
      .execute()
    const board = await dashboard(now, handle.db)
    expect(board.counts.find((row) => row.kind === 'contact_messages')).toEqual({
      kind: 'contact_messages',
      today: 1,
      week: 2,
      total: 3,
      failedMail: 0,
    })
    expect(board.outbox).toEqual({ pending: 1, failed: 1 })
    expect(board.newest.length).toBeLessThanOrEqual(10)
    expect(board.newest[0].created_at >= board.newest[board.newest.length - 1].created_at).toBe(true)
  })

  it('finds the leads with an event on a day, an open request to move or a failed mail, and the dashboard counts them', async () => {
    await handle.db.deleteFrom('bookings').execute()
    await handle.db.deleteFrom('mail_outbox').execute()
    await handle.db.deleteFrom('request_updates').execute()
    // India's 10 March 2027, at 11:30.
    const now = new Date('2027-03-10T06:00:00Z')
    const wedding = await insertBooking('Three Days', {
      event_date: '2027-03-09',
      events: JSON.stringify([
        { date: '2027-03-09', time: '10:00', location: 'Banjara Hills', note: 'haldi' },
        // A note that reads like a day is not one of its days.
        { date: '2027-03-10', time: '18:30', location: 'Jubilee Hills', note: '"date":"2027-03-12"' },
        { date: '2027-03-11', time: '19:00', location: 'Jubilee Hills' },
      ]),
    })
    const today = await insertBooking('One Event Today', { event_date: '2027-03-10' })
    const later = await insertBooking('Later On', { event_date: '2027-03-12' })
    const cancelled = await insertBooking('Called Off', { event_date: '2027-03-12', status: 'cancelled' })
    const move = (lead_id: number, answer: 'accepted' | null) => ({
      lead_type: 'bookings' as const,
      lead_id,
      action: 'move' as const,
      moved_date: '2027-03-20',
      moved_time: '18:00',
      answer,
      created_at: now.toISOString(),
    })
    await handle.db
      .insertInto('request_updates')
      .values([move(later, null), move(wedding, 'accepted'), move(cancelled, null)])
      .execute()
    await handle.db
      .insertInto('mail_outbox')
      .values([
        { ...outboxRow('failed'), lead_id: wedding },
        { ...outboxRow('sent'), lead_id: today },
      ])
      .execute()
    const found = async (query: string) =>
      (await listLeads('bookings', readFilters('bookings', new URLSearchParams(query)), 1, handle.db)).rows
        .map((row) => row.name)
        .sort()

    expect(await found('event=2027-03-10')).toEqual(['One Event Today', 'Three Days'])
    expect(await found('event=2027-03-09')).toEqual(['Three Days'])
    expect(await found('event=2027-03-12')).toEqual(['Called Off', 'Later On'])
    expect(await found('move=open')).toEqual(['Later On'])
    expect(await found('mail=failed')).toEqual(['Three Days'])
    expect(await found('event=2027-03-10&mail=failed')).toEqual(['Three Days'])
    expect(readFilters('enquiries', new URLSearchParams('event=2027-03-10&move=open'))).toMatchObject({
      event: '2027-03-10',
      move: '',
    })
    expect(readFilters('contact_messages', new URLSearchParams('event=2027-03-10&mail=failed'))).toMatchObject({
      event: '',
      mail: 'failed',
    })
    expect(readFilters('bookings', new URLSearchParams('event=10/03/2027')).event).toBe('')
    expect(
      describeFilters(readFilters('bookings', new URLSearchParams('event=2027-03-10&move=open&mail=failed'))),
    ).toBe('filters: an event on 2027-03-10, an open request to move, a failed mail')

    const board = await dashboard(now, handle.db)
    expect(board.days).toEqual({ today: '2027-03-10', tomorrow: '2027-03-11', weekFrom: '2027-03-04' })
    expect(board.events.find((row) => row.kind === 'bookings')).toEqual({ kind: 'bookings', today: 2, tomorrow: 1 })
    expect(board.counts.find((row) => row.kind === 'bookings')?.failedMail).toBe(1)
  })

  it('tells a lead the customer cancelled on their page from one the team cancelled, to put it first', async () => {
    const byCustomer = await insertBooking('Cancelled By Them', { status: 'cancelled' })
    const byTeam = await insertBooking('Cancelled By Us', { status: 'cancelled' })
    const update = (lead_id: number, staff_id: number | null, created_at: string) => ({
      lead_type: 'bookings' as const,
      lead_id,
      action: 'status' as const,
      status: 'cancelled' as const,
      staff_id,
      created_at,
    })
    await handle.db
      .insertInto('request_updates')
      .values([update(byCustomer, null, '2027-03-10T06:00:00.000Z'), update(byTeam, member.id, ago(60_000))])
      .execute()
    expect(await endedByCustomer('bookings', byCustomer, 'cancelled', handle.db)).toEqual({
      status: 'cancelled',
      at: '2027-03-10T06:00:00.000Z',
    })
    expect(await endedByCustomer('bookings', byTeam, 'cancelled', handle.db)).toBeNull()
    expect(await endedByCustomer('bookings', byCustomer, 'confirmed', handle.db)).toBeNull()
  })

  it('puts a failed message back in the queue for the worker, and only a failed one', async () => {
    const failed = (
      await handle.db.insertInto('mail_outbox').values(outboxRow('failed')).returning('id').executeTakeFirstOrThrow()
    ).id
    const sent = (
      await handle.db.insertInto('mail_outbox').values(outboxRow('sent')).returning('id').executeTakeFirstOrThrow()
    ).id
    const before = Date.now()
    await retryMail(failed, member.id, handle.db)
    const row = await handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', failed).executeTakeFirstOrThrow()
    expect(row.status).toBe('pending')
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(row.next_attempt_at)).toBeLessThanOrEqual(Date.now())
    await expect(retryMail(sent, member.id, handle.db)).rejects.toThrow('Only a failed message can be retried.')
    expect((await eventsFor('mail', failed, handle.db)).map((event) => event.staff_name)).toEqual(['Kiran Staff'])
  })
})
