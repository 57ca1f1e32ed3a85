import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitLead } from '~/leads/submit.server'
import { store as waitlistStore } from '~/leads/waitlist_entries/store.server'
import { type DatabaseHandle, migrate, openDatabase } from '~/server/db.server'
import { writtenMail } from '~/server/outbox-words.server'
import { emptyDatabaseUrl, engines } from '../support/database'
import { teamInbox } from '../support/lead-api'
import { privateLinks } from '~/leads/private-links.server'

// Addresses that joined the waitlist before a place needed confirming keep the place they were told, as
// confirmed on the day they joined; several spellings of one mailbox become one entry, the earliest, which has
// left the list if any of them had (docs/decisions/0091-waitlist-places-once-confirmed.md).

describe.each(engines)('the migration that counts waitlist places once confirmed, on %s', (engine) => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = openDatabase(await emptyDatabaseUrl(engine))
    await migrate(handle.db, '0017-no-secret-kept-in-sent-mail')
    const joined = [
      ['first@example.in', '2026-01-02T03:04:05.000Z', null],
      ['spot+1@gmail.com', '2026-01-03T00:00:00.000Z', null],
      ['s.pot@gmail.com', '2026-01-04T00:00:00.000Z', '2026-01-06T00:00:00.000Z'],
      ['spot@googlemail.com', '2026-01-05T00:00:00.000Z', null],
    ] as const
    for (const [email, createdAt, unsubscribedAt] of joined) {
      await sql`insert into waitlist_entries (email, created_at, unsubscribed_at) values (${email}, ${createdAt}, ${unsubscribedAt})`.execute(
        handle.db,
      )
    }
    await sql`insert into staff (email, name, password_hash, created_at, updated_at) values ('ops@reelcraft.test', 'Ops', 'x', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      handle.db,
    )
    await sql`insert into lead_notes (lead_type, lead_id, staff_id, body, created_at)
      select 'waitlist_entries', id, (select id from staff), 'Asked about Vizag', '2026-01-07T00:00:00.000Z'
      from waitlist_entries where email = 's.pot@gmail.com'`.execute(handle.db)
    expect(await migrate(handle.db)).toContain('0018-waitlist-places-once-confirmed')
  })
  afterAll(async () => {
    await handle.db.destroy()
  })

  it('keeps every earlier place as confirmed on the day it was taken, one per mailbox', async () => {
    const entries = await handle.db
      .selectFrom('waitlist_entries')
      .select(['email', 'mailbox', 'created_at', 'confirmed_at', 'unsubscribed_at'])
      .orderBy('id')
      .execute()
    expect(entries).toEqual([
      {
        email: 'first@example.in',
        mailbox: 'first@example.in',
        created_at: '2026-01-02T03:04:05.000Z',
        confirmed_at: '2026-01-02T03:04:05.000Z',
        unsubscribed_at: null,
      },
      {
        email: 'spot+1@gmail.com',
        mailbox: 'spot@gmail.com',
        created_at: '2026-01-03T00:00:00.000Z',
        confirmed_at: '2026-01-03T00:00:00.000Z',
        unsubscribed_at: '2026-01-06T00:00:00.000Z',
      },
    ])
    expect(await handle.db.selectFrom('lead_notes').select('body').execute()).toEqual([])
    expect(await waitlistStore.standing(handle)).toEqual({ joined: 2, spotsRemaining: 98 })
  })

  it('takes a later spelling of a kept mailbox as that entry, not as a new one', async () => {
    const answer = await submitLead(
      'waitlist_entries',
      { input: { email: 'S.P.O.T+2@gmail.com' }, ip: '10.9.0.1' },
      { handle, teamInbox, siteUrl: 'https://reelcraft.test' },
    )
    expect(answer).toEqual({ status: 201, body: { ok: true } })
    expect(await handle.db.selectFrom('waitlist_entries').select('email').execute()).toHaveLength(2)
  })

  it('does not take a kept address as one its owner has proven theirs: a copy to it greets nobody by name', async () => {
    await submitLead(
      'contact_messages',
      { input: { name: 'Kiran', email: 'first@example.in', message: 'Hi' }, ip: '10.9.0.2' },
      { handle, teamInbox, siteUrl: 'https://reelcraft.test' },
    )
    const row = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'first@example.in')
      .executeTakeFirstOrThrow()
    expect((await writtenMail(handle.db, row, privateLinks)).text).toMatch(/^Hello,\n/)
  })
})
