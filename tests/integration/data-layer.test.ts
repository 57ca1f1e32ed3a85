import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isReachable, migrate, openDatabase } from '~/server/db.server'
import { submitLead } from '~/leads/submit.server'
import { freePort } from '../support/postgres-server'
import { type TestDatabase, createTestDatabase, emptyDatabaseUrl, engines } from '../support/database'

const now = () => new Date().toISOString()

describe.each(engines)('data layer on %s', (engine) => {
  let handle: TestDatabase

  beforeAll(async () => {
    handle = await createTestDatabase(engine)
  })
  afterAll(async () => {
    await handle.drop()
  })

  it('runs the migrations on an empty database and then finds nothing left to do', async () => {
    const fresh = openDatabase(await emptyDatabaseUrl(engine))
    try {
      expect(await migrate(fresh.db)).toEqual([
        '0001-lead-tables',
        '0002-lead-capture',
        '0003-staff-console',
        '0004-password-attempts',
        '0005-one-name-per-lead-kind',
        '0006-consent-and-retention',
        '0009-phones-in-e164-and-city-spelling',
        '0011-what-a-booking-is-for',
        '0012-no-indexes-that-every-lead-writes',
        '0013-a-booking-as-the-customer-gave-it',
        '0014-request-pages',
        '0015-a-booking-claims-an-offer',
        '0016-mail-written-when-sent',
        '0017-no-secret-kept-in-sent-mail',
        '0018-waitlist-places-once-confirmed',
        '0019-a-booking-that-may-repeat-another',
        '0020-requests-that-can-be-withdrawn',
        '0021-events-as-people-plan-them',
        '0022-a-booking-with-versions',
        '0023-backups-that-restore',
        '0024-each-mail-sent-once',
        '0025-business-facts-in-the-database',
        '0026-offer-codes-keep-their-word',
        '0027-bookings-keep-their-prices',
      ])
      expect(await migrate(fresh.db)).toEqual([])
    } finally {
      await fresh.db.destroy()
    }
  })

  it('stores a submitted booking as pending and gives it an id and a creation time', async () => {
    const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const submittedAt = new Date()
    const answer = await submitLead(
      'bookings',
      {
        input: {
          name: 'Asha Rao',
          phone: '9876543210',
          location: 'Jubilee Hills, Hyderabad',
          date: inThreeDays,
          time: '18:30',
        },
        ip: '10.0.0.1',
      },
      { handle, now: () => submittedAt, teamInbox: 'team@reelcraft.test' },
    )
    expect(answer.status).toBe(201)
    const id = answer.body.id as number
    expect(id).toBeGreaterThan(0)
    const row = await handle.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      name: 'Asha Rao',
      phone: '+919876543210',
      status: 'pending',
      created_at: submittedAt.toISOString(),
    })
  })

  it('answers a query it has run before with what is stored now', async () => {
    const contact = (name: string) => ({
      name,
      email: `${name.toLowerCase()}@example.com`,
      message: 'Hi',
      created_at: now(),
    })
    await handle.db
      .insertInto('contact_messages')
      .values([contact('Reader1'), contact('Reader2')])
      .execute()
    const names = async () =>
      (
        await handle.db
          .selectFrom('contact_messages')
          .select('name')
          .where('name', 'like', 'Reader%')
          .orderBy('id')
          .execute()
      ).map((row) => row.name)
    expect(await names()).toEqual(['Reader1', 'Reader2'])
    await handle.db.insertInto('contact_messages').values(contact('Reader3')).execute()
    expect(await names()).toEqual(['Reader1', 'Reader2', 'Reader3'])
    // More distinct statements than are kept prepared (lists of every length), each still answered right.
    for (let length = 1; length <= 1100; length += 1) {
      const ids = Array.from({ length }, (_, index) => -index)
      const rows = await handle.db.selectFrom('contact_messages').select('id').where('id', 'in', ids).execute()
      expect(rows).toEqual([])
    }
    expect(await names()).toEqual(['Reader1', 'Reader2', 'Reader3'])
  })

  it('refuses a booking status outside the workflow', async () => {
    await expect(
      handle.db
        .insertInto('bookings')
        .values({
          name: 'X',
          phone: '9876543210',
          location: 'Y',
          event_date: '2026-12-24',
          event_time: '10:00',
          status: 'lost' as 'pending',
          created_at: now(),
        })
        .execute(),
    ).rejects.toThrow()
  })

  it('keeps every field of a partner application, an enquiry and a package inquiry', async () => {
    const partner = {
      full_name: 'Ravi Teja',
      iphone_model: 'iPhone 15 Pro Max',
      location: 'Vizag',
      contact_number: '9123456780',
      email: 'ravi@example.in',
      instagram_id: '@ravi.reels',
      recent_works: 'https://example.in/reel/1\nhttps://example.in/reel/2',
      status: 'new' as const,
      created_at: now(),
    }
    const enquiry = {
      name: 'Meera',
      phone: '9000000001',
      email: 'meera@example.in',
      shoot_type: 'personal',
      city: 'Bangalore',
      location: 'Indiranagar, Bengaluru',
      occasion: 'Personal Shoot',
      personal_shoot_occasion: 'Graduation',
      event_date: '2027-01-10',
      event_time: '16:00',
      hours: 2,
      reels: 3,
      created_at: now(),
    }
    const inquiry = {
      package_type: 'Corporate' as const,
      name: 'Kiran',
      email: 'kiran@example.in',
      phone: '9000000002',
      company: 'Acme Foods',
      wedding_date: null,
      event_type: null,
      event_details: 'Product launch, 200 guests',
      created_at: now(),
    }
    await handle.db.insertInto('partner_applications').values(partner).execute()
    await handle.db.insertInto('enquiries').values(enquiry).execute()
    await handle.db.insertInto('package_inquiries').values(inquiry).execute()

    expect(await handle.db.selectFrom('partner_applications').selectAll().executeTakeFirst()).toMatchObject(partner)
    expect(await handle.db.selectFrom('enquiries').selectAll().executeTakeFirst()).toMatchObject(enquiry)
    expect(await handle.db.selectFrom('package_inquiries').selectAll().executeTakeFirst()).toMatchObject(inquiry)
  })

  it('refuses an enquiry for zero hours', async () => {
    await expect(
      handle.db
        .insertInto('enquiries')
        .values({
          name: 'A',
          phone: '9000000001',
          email: 'a@example.in',
          shoot_type: 'brand',
          city: 'Vizag',
          location: 'Beach Road',
          occasion: 'Brand Shoot',
          personal_shoot_occasion: null,
          event_date: '2027-01-10',
          event_time: '16:00',
          hours: 0,
          reels: 1,
          created_at: now(),
        })
        .execute(),
    ).rejects.toThrow()
  })

  it('holds one newsletter subscription and one waitlist entry per address', async () => {
    await handle.db
      .insertInto('newsletter_subscribers')
      .values({ email: 'fan@example.in', created_at: now() })
      .execute()
    await expect(
      handle.db.insertInto('newsletter_subscribers').values({ email: 'fan@example.in', created_at: now() }).execute(),
    ).rejects.toThrow()
    await handle.db.insertInto('waitlist_entries').values({ email: 'early@example.in', created_at: now() }).execute()
    await expect(
      handle.db.insertInto('waitlist_entries').values({ email: 'early@example.in', created_at: now() }).execute(),
    ).rejects.toThrow()
  })

  it('queues a submitted lead’s mail in the outbox as pending with no attempts', async () => {
    const answer = await submitLead(
      'contact_messages',
      { input: { name: 'Kiran', email: 'kiran@example.in', message: 'Do you shoot in Warangal?' }, ip: '10.0.0.2' },
      { handle, teamInbox: 'team@reelcraft.test' },
    )
    expect(answer.status).toBe(201)
    const queued = await handle.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'status', 'attempts'])
      .where('lead_type', '=', 'contact_messages')
      .where('lead_id', '=', answer.body.id as number)
      .orderBy('id')
      .execute()
    expect(queued).toEqual([
      { to_address: 'team@reelcraft.test', status: 'pending', attempts: 0 },
      { to_address: 'kiran@example.in', status: 'pending', attempts: 0 },
    ])
  })

  it('reports a reachable database as reachable', async () => {
    expect(await isReachable(handle.db)).toBe(true)
  })
})

describe('a PostgreSQL server that does not answer', () => {
  it('is reported unreachable instead of hanging', async () => {
    const nobody = openDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/site`)
    try {
      expect(await isReachable(nobody.db, 3_000)).toBe(false)
    } finally {
      await nobody.db.destroy()
    }
  })
})
