import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, migrate, openDatabase } from '~/server/db.server'
import type { Database } from '~/server/schema.server'
import { emptyDatabaseUrl, engines } from '../support/database'

// Leads stored before phones were kept in E.164 and before Vijayawada was spelled right, as the old code
// wrote them; the migration must bring them into the new form and leave bookings' 10 digits alone.

const at = '2026-11-20T10:00:00.000Z'

async function insert(db: Kysely<Database>, table: string, row: Record<string, string | number | null>) {
  const columns = Object.keys(row)
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values (${sql.join(Object.values(row))})`.execute(
    db,
  )
}

describe.each(engines)('phones in E.164 and the spelling of Vijayawada on %s', (engine) => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = openDatabase(await emptyDatabaseUrl(engine))
    const { db } = handle
    await migrate(db, '0005-one-name-per-lead-kind')
    await insert(db, 'bookings', {
      name: 'Asha',
      phone: '9876543210',
      location: 'Vijaywada',
      event_date: '2027-01-20',
      event_time: '18:00',
      status: 'pending',
      created_at: at,
    })
    await insert(db, 'enquiries', {
      name: 'Meera',
      phone: '9000000004',
      email: 'meera@example.in',
      shoot_type: 'brand',
      city: 'Vijaywada',
      location: 'Benz Circle',
      occasion: 'Brand Shoot',
      personal_shoot_occasion: null,
      event_date: '2027-01-10',
      event_time: '10:00',
      hours: 2,
      reels: 3,
      created_at: at,
    })
    await insert(db, 'enquiries', {
      name: 'Ravi',
      phone: '9000000005',
      email: 'ravi@example.in',
      shoot_type: 'brand',
      city: 'Vizag',
      location: 'Beach Road',
      occasion: 'Brand Shoot',
      personal_shoot_occasion: null,
      event_date: '2027-01-10',
      event_time: '10:00',
      hours: 2,
      reels: 3,
      created_at: at,
    })
    await insert(db, 'package_inquiries', {
      package_type: 'Corporate',
      name: 'Priya',
      email: 'priya@example.in',
      phone: '9000000001',
      company: 'Acme',
      wedding_date: null,
      event_type: null,
      event_details: 'Offsite',
      created_at: at,
    })
    await insert(db, 'partner_applications', {
      full_name: 'Ravi Teja',
      iphone_model: 'iPhone 15 Pro',
      location: 'Vizag',
      contact_number: '9123456780',
      email: 'ravi@example.in',
      instagram_id: '@ravi',
      recent_works: 'https://example.in/1',
      status: 'new',
      created_at: at,
    })
    expect(await migrate(db, '0009-phones-in-e164-and-city-spelling')).toContain(
      '0009-phones-in-e164-and-city-spelling',
    )
  })

  afterAll(async () => {
    await handle.db.destroy()
  })

  it('keeps the phones of enquiries, package inquiries and partner applications in E.164', async () => {
    const { db } = handle
    expect(await db.selectFrom('enquiries').select('phone').orderBy('id').execute()).toEqual([
      { phone: '+919000000004' },
      { phone: '+919000000005' },
    ])
    expect(await db.selectFrom('package_inquiries').select('phone').execute()).toEqual([{ phone: '+919000000001' }])
    expect(await db.selectFrom('partner_applications').select('contact_number').execute()).toEqual([
      { contact_number: '+919123456780' },
    ])
  })

  it("leaves a booking's 10 digits and its free-text location as they were", async () => {
    expect(await handle.db.selectFrom('bookings').select(['phone', 'location']).execute()).toEqual([
      { phone: '9876543210', location: 'Vijaywada' },
    ])
  })

  it('spells the city of enquiries stored as Vijaywada right, and only those', async () => {
    expect(await handle.db.selectFrom('enquiries').select('city').orderBy('id').execute()).toEqual([
      { city: 'Vijayawada' },
      { city: 'Vizag' },
    ])
  })
})
