import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, migrate, openDatabase } from '~/server/db.server'
import { emptyDatabaseUrl, engines } from '../support/database'

// Newsletter addresses stored before double opt-in were taken as subscribed when they signed up: the
// migration keeps them subscribed, and every new column starts empty.

describe.each(engines)('the consent and retention migration on %s', (engine) => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = openDatabase(await emptyDatabaseUrl(engine))
    await migrate(handle.db, '0005-one-name-per-lead-kind')
    await sql`insert into newsletter_subscribers (email, created_at) values ('early@example.in', '2026-01-02T03:04:05.000Z')`.execute(
      handle.db,
    )
    await sql`insert into waitlist_entries (email, created_at) values ('first@example.in', '2026-01-02T03:04:05.000Z')`.execute(
      handle.db,
    )
    expect(await migrate(handle.db)).toContain('0006-consent-and-retention')
  })
  afterAll(async () => {
    await handle.db.destroy()
  })

  it('keeps an address that signed up before double opt-in confirmed, from the day it signed up', async () => {
    expect(await handle.db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([
      {
        id: expect.any(Number),
        email: 'early@example.in',
        created_at: '2026-01-02T03:04:05.000Z',
        confirmed_at: '2026-01-02T03:04:05.000Z',
        unsubscribed_at: null,
        // A subscriber from before codes had a last day keeps the terms of the offer as shipped (migration 0026).
        offer_terms: JSON.stringify({ percentOff: 50, confirmed: false }),
        offer_until: null,
      },
    ])
    expect(await handle.db.selectFrom('waitlist_entries').select(['email', 'unsubscribed_at']).execute()).toEqual([
      { email: 'first@example.in', unsubscribed_at: null },
    ])
  })
})
