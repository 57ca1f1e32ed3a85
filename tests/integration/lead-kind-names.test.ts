import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notesFor } from '~/leads/console/leads.server'
import { type DatabaseHandle, migrate, openDatabase } from '~/server/db.server'
import { hitRateLimit } from '~/server/rate-limit.server'
import { submitLead } from '~/leads/submit.server'
import type { Database } from '~/server/schema.server'
import { staffRecipientsFor } from '~/leads/team-notifications.server'
import { emptyDatabaseUrl, engines } from '../support/database'

// A database as the site left it before every kind of lead had one name: lead capture wrote `partner` in
// the outbox, idempotency keys and rate-limit buckets; the console wrote `partner-applications` in notes, the
// audit log and staff mail preferences. Migrating it must rename every one of them and lose no lead.

const at = '2026-11-20T10:00:00.000Z'

/** Writes a row as the old code did, names the new types no longer allow included. */
async function insert(db: Kysely<Database>, table: string, row: Record<string, string | number | null>) {
  const columns = Object.keys(row)
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values (${sql.join(Object.values(row))})`.execute(
    db,
  )
}

const leads: Record<string, Record<string, string | number | null>> = {
  bookings: {
    name: 'Asha',
    phone: '9876543210',
    location: 'Jubilee Hills',
    event_date: '2027-01-20',
    event_time: '18:00',
    status: 'confirmed',
    created_at: at,
  },
  enquiries: {
    name: 'Meera',
    phone: '9000000004',
    email: 'meera@example.in',
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
  },
  package_inquiries: {
    package_type: 'Corporate',
    name: 'Priya',
    email: 'priya@example.in',
    phone: '9000000001',
    company: 'Acme',
    wedding_date: null,
    event_type: null,
    event_details: 'Offsite',
    created_at: at,
  },
  partner_applications: {
    full_name: 'Ravi Teja',
    iphone_model: 'iPhone 15 Pro',
    location: 'Vizag',
    contact_number: '9123456780',
    email: 'ravi@example.in',
    instagram_id: '@ravi',
    recent_works: 'https://example.in/1',
    status: 'reviewing',
    created_at: at,
  },
  contact_messages: { name: 'Kiran', email: 'kiran@example.in', message: 'Do you shoot in Warangal?', created_at: at },
  newsletter_subscribers: { email: 'fan@example.in', created_at: at },
  waitlist_entries: { email: 'early@example.in', created_at: at },
}

// What each kind was called by lead capture and by the console.
const oldNames = {
  bookings: ['booking', 'bookings'],
  enquiries: ['enquiry', 'enquiries'],
  package_inquiries: ['package-inquiry', 'package-inquiries'],
  partner_applications: ['partner', 'partner-applications'],
  contact_messages: ['contact', 'contact-messages'],
  newsletter_subscribers: ['newsletter', 'newsletter'],
  waitlist_entries: ['waitlist', 'waitlist'],
} as const

/** The kinds there were when migration 0005 renamed them; a kind added since has no former name. */
const leadKinds = Object.keys(oldNames) as (keyof typeof oldNames)[]

function outboxRow(leadType: string, leadId: number) {
  return {
    lead_type: leadType,
    lead_id: leadId,
    to_address: 'team@reelcraft.in',
    reply_to: null,
    subject: `New lead (${leadType} #${leadId})`,
    text_body: 'A lead',
    html_body: '<p>A lead</p>',
    status: 'sent',
    attempts: 1,
    next_attempt_at: at,
    last_error: null,
    created_at: at,
    sent_at: at,
  }
}

describe.each(engines)('giving each kind of lead one name on %s', (engine) => {
  let handle: DatabaseHandle
  const ids: Record<string, number> = {}
  let staffIds: number[] = []

  beforeAll(async () => {
    handle = openDatabase(await emptyDatabaseUrl(engine))
    const { db } = handle
    expect(await migrate(db, '0003-staff-console')).toEqual([
      '0001-lead-tables',
      '0002-lead-capture',
      '0003-staff-console',
    ])

    const staff = (name: string, notify: string) => ({
      email: `${name}@reelcraft.in`,
      name,
      role: 'staff',
      password_hash: 'x',
      avatar_type: null,
      avatar_data: null,
      notify_lead_types: notify,
      created_at: at,
      updated_at: at,
      disabled_at: null,
    })
    await insert(
      db,
      'staff',
      staff(
        'everyone',
        'bookings,enquiries,package-inquiries,partner-applications,contact-messages,newsletter,waitlist',
      ),
    )
    await insert(db, 'staff', staff('partners', 'partner-applications'))
    await insert(db, 'staff', staff('nobody', ''))
    staffIds = (await db.selectFrom('staff').select('id').orderBy('id').execute()).map((row) => row.id)

    for (const [table, row] of Object.entries(leads)) {
      await insert(db, table, row)
      const { id } = await sql<{ id: number }>`select max(id) as id from ${sql.table(table)}`
        .execute(db)
        .then((result) => result.rows[0])
      ids[table] = Number(id)
    }
    for (const kind of leadKinds) {
      const [captured, consoled] = oldNames[kind]
      await insert(db, 'mail_outbox', outboxRow(captured, ids[kind]))
      await insert(db, 'lead_notes', {
        lead_type: consoled,
        lead_id: ids[kind],
        staff_id: staffIds[0],
        body: `A note on ${kind}`,
        created_at: at,
      })
      await insert(db, 'lead_events', {
        lead_type: consoled,
        lead_id: ids[kind],
        staff_id: staffIds[0],
        action: 'note',
        detail: 'Added a note',
        created_at: at,
      })
      await insert(db, 'idempotency_keys', {
        scope: captured,
        key: `key-for-${captured}`,
        status_code: 201,
        response: JSON.stringify({ id: ids[kind] }),
        created_at: new Date().toISOString(),
      })
      await insert(db, 'rate_limit_counters', { bucket: `${captured}:10.1.0.7`, window_start: at, hits: 3 })
    }
    for (const other of ['privacy', 'mail', 'staff']) {
      await insert(db, 'lead_events', {
        lead_type: other,
        lead_id: null,
        staff_id: staffIds[0],
        action: other,
        detail: `About ${other}`,
        created_at: at,
      })
    }
    await insert(db, 'rate_limit_counters', { bucket: 'geo:10.1.0.7', window_start: at, hits: 5 })

    // Only as far as this step: later steps change leads in their own ways, and their own tests say how.
    expect(await migrate(db, '0005-one-name-per-lead-kind')).toEqual([
      '0004-password-attempts',
      '0005-one-name-per-lead-kind',
    ])
  })

  afterAll(async () => {
    await handle.db.destroy()
  })

  it('keeps every stored lead as it was', async () => {
    for (const [table, row] of Object.entries(leads)) {
      const stored = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(handle.db)
      expect(stored.rows, table).toHaveLength(1)
      expect(stored.rows[0], table).toMatchObject({ ...row, id: ids[table] })
    }
  })

  it('names the kind of every mail, note and history entry by its table, and leaves the other entries alone', async () => {
    const { db } = handle
    const outbox = await db
      .selectFrom('mail_outbox')
      .select(['lead_type', 'lead_id', 'subject'])
      .orderBy('id')
      .execute()
    expect(outbox.map((row) => [row.lead_type, row.lead_id])).toEqual(leadKinds.map((kind) => [kind, ids[kind]]))
    expect(outbox[3].subject).toBe(`New lead (partner #${ids.partner_applications})`)
    const notes = await db.selectFrom('lead_notes').select(['lead_type', 'lead_id']).orderBy('id').execute()
    expect(notes.map((row) => [row.lead_type, row.lead_id])).toEqual(leadKinds.map((kind) => [kind, ids[kind]]))
    const events = await db.selectFrom('lead_events').select('lead_type').orderBy('id').execute()
    expect(events.map((row) => row.lead_type)).toEqual([...leadKinds, 'privacy', 'mail', 'staff'])
  })

  it('shows the console its notes and mails staff about the kinds they chose', async () => {
    for (const kind of leadKinds) {
      expect((await notesFor(kind, ids[kind], handle.db)).map((note) => note.body)).toEqual([`A note on ${kind}`])
    }
    const members = await handle.db.selectFrom('staff').select(['email', 'notify_lead_types']).orderBy('id').execute()
    expect(members.map((member) => member.notify_lead_types)).toEqual([leadKinds.join(','), 'partner_applications', ''])
    expect(await staffRecipientsFor('partner_applications', handle.db)).toEqual([
      'everyone@reelcraft.in',
      'partners@reelcraft.in',
    ])
    expect(await staffRecipientsFor('bookings', handle.db)).toEqual(['everyone@reelcraft.in'])
  })

  it('answers a retry of a submission made before the upgrade with its first answer, once the site is current', async () => {
    await migrate(handle.db)
    const answer = await submitLead(
      'partner_applications',
      { input: {}, ip: '10.1.0.8', idempotencyKey: 'key-for-partner' },
      { handle, teamInbox: 'team@reelcraft.in' },
    )
    // A page of its own: the first answer's page token was never kept (docs/decisions/0082).
    expect(answer).toEqual({
      status: 201,
      body: { id: ids.partner_applications, page: expect.stringMatching(/^\/requests\/[\w-]{43}$/) },
    })
    expect(
      Number(
        (
          await handle.db
            .selectFrom('partner_applications')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1)
  })

  it('keeps counting an address against the rate limit of its kind', async () => {
    const buckets = await sql<{
      bucket: string
    }>`select bucket from rate_limit_counters where window_start = ${at}`.execute(handle.db)
    expect(buckets.rows.map((row) => row.bucket).sort()).toEqual(
      [...leadKinds.map((kind) => `${kind}:10.1.0.7`), 'geo:10.1.0.7'].sort(),
    )
    const hit = await hitRateLimit(
      handle.db,
      'partner_applications:10.1.0.7',
      { limit: 4, windowMs: 60_000 },
      new Date(at),
    )
    expect(hit.allowed).toBe(true)
    expect(
      (await hitRateLimit(handle.db, 'partner_applications:10.1.0.7', { limit: 4, windowMs: 60_000 }, new Date(at)))
        .allowed,
    ).toBe(false)
  })
})
