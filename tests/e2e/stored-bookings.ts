import path from 'node:path'
import { indianDate } from '~/india/india-time'
import { sqliteDriver } from '~/server/sqlite-driver.server'

// Bookings for the console's browser tests, written straight into the e2e server's database (playwright.config.ts
// exports its folder): a booking whose events began on an earlier day cannot be made through the site today.

const dayMs = 86_400_000

/**
 * A confirmed wedding stored as the site stores a booking (the first event in its own columns, all of them as
 * JSON): its haldi, wedding and reception `days` from today in India (-1 for yesterday), made five days ago.
 */
export function storeWedding(name: string, phone: string, days: number[]) {
  const [first, ...rest] = days.map((offset) => indianDate(Date.now() + offset * dayMs))
  const events = [
    { date: first, time: '10:00', location: 'Banjara Hills, Hyderabad', note: 'haldi' },
    ...rest.map((date, index) => ({
      date,
      time: '18:30',
      location: 'Jubilee Hills, Hyderabad',
      note: index ? 'reception' : 'wedding',
    })),
  ]
  const Database = sqliteDriver()
  const db = new Database(path.join(process.env.E2E_DATA_DIR as string, 'site.db'), { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    return Number(
      db
        .prepare(
          `insert into bookings (name, phone, location, event_date, event_time, status, package_id, events, created_at)
           values (?, ?, ?, ?, ?, 'confirmed', 'wedding-silver', ?, ?)`,
        )
        .run(
          name,
          phone,
          events[0].location,
          first,
          '10:00',
          JSON.stringify(events),
          new Date(Date.now() - 5 * dayMs).toISOString(),
        ).lastInsertRowid,
    )
  } finally {
    db.close()
  }
}
