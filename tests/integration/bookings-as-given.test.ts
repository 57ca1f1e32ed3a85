import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, migrate, openDatabase } from '~/server/db.server'
import type { Database } from '~/server/schema.server'
import { emptyDatabaseUrl, engines } from '../support/database'

// Bookings stored before a booking kept its phone in E.164 and each event its own time and place, as the old
// code wrote them; migration 0013 must bring them into the new form.

const at = '2026-11-20T10:00:00.000Z'

async function insert(db: Kysely<Database>, row: Record<string, string | number | null>) {
  const columns = Object.keys(row)
  await sql`insert into bookings (${sql.join(columns.map((column) => sql.ref(column)))}) values (${sql.join(Object.values(row))})`.execute(
    db,
  )
}

describe.each(engines)('bookings as the customer gave them, after migration 0013 on %s', (engine) => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = openDatabase(await emptyDatabaseUrl(engine))
    const { db } = handle
    await migrate(db, '0012-no-indexes-that-every-lead-writes')
    const booking = {
      name: 'Asha',
      location: 'Jubilee Hills',
      event_date: '2027-01-20',
      event_time: '18:00',
      status: 'pending',
      created_at: at,
    }
    await insert(db, { ...booking, phone: '9876543210', package_id: 'hourly', hours: 2, event_dates: null })
    await insert(db, {
      ...booking,
      phone: '9123456780',
      package_id: 'wedding-silver',
      hours: null,
      event_dates: '2027-01-20, 2027-01-21, 2027-01-23',
    })
    expect(await migrate(db)).toContain('0013-a-booking-as-the-customer-gave-it')
  })

  afterAll(async () => {
    await handle.db.destroy()
  })

  it('keeps the phones of bookings in E.164, as every other lead keeps them', async () => {
    const phones = await handle.db.selectFrom('bookings').select('phone').orderBy('id').execute()
    expect(phones).toEqual([{ phone: '+919876543210' }, { phone: '+919123456780' }])
  })

  it("gives each event of a package of several its date, with the booking's one time and place, and keeps no list of dates beside", async () => {
    const rows = await handle.db.selectFrom('bookings').select(['events', 'email']).orderBy('id').execute()
    expect(rows[0]).toEqual({ events: null, email: null })
    expect(JSON.parse(rows[1].events ?? '')).toEqual([
      { date: '2027-01-20', time: '18:00', location: 'Jubilee Hills' },
      { date: '2027-01-21', time: '18:00', location: 'Jubilee Hills' },
      { date: '2027-01-23', time: '18:00', location: 'Jubilee Hills' },
    ])
    const columns = await handle.db.introspection
      .getTables()
      .then((tables) => tables.find((table) => table.name === 'bookings')?.columns)
    expect(columns?.map((column) => column.name)).not.toContain('event_dates')
  })
})
