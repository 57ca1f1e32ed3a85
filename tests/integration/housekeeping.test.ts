import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessFacts } from '~/content/shipped-facts'
import { renderPolicy } from '~/content/legal/policies.server'
import { type RetentionPeriod, retentionDays as periodsOf, retentionText } from '~/content/retention'
import type { Insertable } from 'kysely'
import { type LeadKind, collectedByForms, leadCatalogue, leadKinds } from '~/leads/catalogue'
import { sampleRows } from '~/leads/kind-samples'
import type { Database } from '~/server/schema.server'
import { eventsFor } from '~/server/audit.server'
import { runHousekeeping } from '~/server/housekeeping.server'
import { createMailer } from '~/server/mail.server'
import { factsStore, readFacts } from '~/server/facts-store.server'
import { inProcessSignals } from '~/server/signals.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'
import { forgetLeadsPastRetention } from '~/leads/housekeeping.server'

// Data is kept only as long as the privacy policy says: the policy quotes the periods of
// app/content/retention.ts, and the housekeeping job deletes, on a controlled clock, what is past them.

const day = 24 * 60 * 60_000
const now = new Date('2030-06-15T12:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * day).toISOString()
/** The periods of the file's facts, which a database where none was saved keeps by. */
const retentionDays = periodsOf(businessFacts)

/** One row of each kind, its retention column set to the given time. */
function lead<K extends LeadKind>(kind: K, at: string, email: string) {
  const rows: { [Kind in LeadKind]: (at: string, email: string) => Insertable<Database[Kind]> } = sampleRows
  return rows[kind](at, email)
}

describe('the privacy policy', () => {
  it('states the retention periods the housekeeping job enforces', () => {
    const { html } = renderPolicy('privacy', businessFacts, collectedByForms)
    const rows: [string, RetentionPeriod][] = [
      ['Bookings and the details of completed shoots', 'bookings'],
      ['Enquiries, inquiries and contact messages that do not lead to a booking', 'unconvertedLeads'],
      ['Creator applications we do not accept', 'rejectedApplications'],
      ['Newsletter and waitlist e-mail addresses', 'unsubscribedAddresses'],
      ['Newsletter and waitlist sign-ups you do not confirm', 'unconfirmedSignUps'],
      ['Copies of the e-mails we send', 'mail'],
      ['Records that protect our forms and sign-in from abuse', 'abuseRecords'],
      ['Backups of our database', 'backups'],
    ]
    for (const [data, period] of rows) {
      const row = new RegExp(`<tr>\\s*<td>${data}[^<]*</td>\\s*<td>([^<]*)</td>`).exec(html)
      expect(row?.[1], data).toContain(retentionText(retentionDays[period]))
    }
    expect(retentionText(retentionDays.bookings)).toBe('3 years')
    expect(retentionText(retentionDays.unconfirmedSignUps)).toBe('7 days')
  })
})

describe.each(engines)('housekeeping on %s', (engine) => {
  let database: TestDatabase
  let mailDir: string

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'housekeeping-mail-'))
  })
  afterAll(async () => {
    await database.drop()
    await fs.rm(mailDir, { recursive: true, force: true })
  })

  it('deletes what is past its period, keeps what is not, and writes one audit entry with counts only', async () => {
    const { db } = database
    const kept: Record<string, number[]> = {}
    const expired: Record<string, number[]> = {}
    for (const kind of leadKinds) {
      const days = retentionDays[leadCatalogue[kind].retention.period]
      const insert = async (at: string, email: string) =>
        Number(
          (
            await db
              .insertInto(kind)
              .values(lead(kind, at, email) as never)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        )
      expired[kind] = [await insert(daysAgo(days + 2), `old-${kind}@example.in`)]
      kept[kind] = [await insert(daysAgo(days - 2), `new-${kind}@example.in`)]
    }
    // Accepted creators and members still on a list are kept, however old.
    const accepted = { ...lead('partner_applications', daysAgo(3000), 'accepted@example.in'), status: 'accepted' }
    kept.partner_applications.push(
      Number(
        (
          await db
            .insertInto('partner_applications')
            .values(accepted as never)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    )
    const member = {
      email: 'member@example.in',
      created_at: daysAgo(3000),
      confirmed_at: daysAgo(3000),
      unsubscribed_at: null,
    }
    kept.newsletter_subscribers.push(
      Number(
        (await db.insertInto('newsletter_subscribers').values(member).returning('id').executeTakeFirstOrThrow()).id,
      ),
    )
    // A sign-up never confirmed goes after a week.
    const unconfirmed = (email: string, at: string) => ({
      email,
      created_at: at,
      confirmed_at: null,
      unsubscribed_at: null,
    })
    expired.newsletter_subscribers.push(
      Number(
        (
          await db
            .insertInto('newsletter_subscribers')
            .values(unconfirmed('late@example.in', daysAgo(8)))
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    )
    kept.newsletter_subscribers.push(
      Number(
        (
          await db
            .insertInto('newsletter_subscribers')
            .values(unconfirmed('soon@example.in', daysAgo(6)))
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    )

    const mailRow = (at: string) => ({
      lead_type: 'contact_messages' as const,
      lead_id: null,
      to_address: 'someone@example.in',
      reply_to: null,
      subject: 'Hello',
      text_body: 'Hello',
      html_body: '<p>Hello</p>',
      status: 'sent' as const,
      attempts: 1,
      next_attempt_at: at,
      last_error: null,
      created_at: at,
      sent_at: at,
    })
    const [oldMail, newMail] = (
      await db
        .insertInto('mail_outbox')
        .values([mailRow(daysAgo(91)), mailRow(daysAgo(89))])
        .returning('id')
        .execute()
    ).map((row) => Number(row.id))
    const mailer = createMailer({ from: 'ReelCraft <no-reply@reelcraft.test>', mailDir })
    for (const outboxId of [oldMail, newMail])
      await mailer.send({ outboxId, to: 'someone@example.in', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' })
    // A file is written when its mail is sent: on this test's clock, when its row was queued.
    for (const name of await fs.readdir(mailDir)) {
      const at = new Date(name.startsWith(`${oldMail}-`) ? daysAgo(91) : daysAgo(89))
      await fs.utimes(path.join(mailDir, name), at, at)
    }
    // A file whose row is gone (queued before files were named by their row) goes by its own age.
    const orphan = path.join(mailDir, '2030-01-01T00-00-00-000Z-orphan.eml')
    await fs.writeFile(orphan, 'To: someone@example.in\n\nHello')
    await fs.utimes(orphan, new Date(daysAgo(100)), new Date(daysAgo(100)))

    const staff = await db
      .insertInto('staff')
      .values({
        email: 'asha@reelcraft.test',
        name: 'Asha',
        role: 'admin',
        password_hash: 'x',
        notify_lead_types: '',
        created_at: daysAgo(100),
        updated_at: daysAgo(100),
        avatar_type: null,
        avatar_data: null,
        disabled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const session = (id: string, expires: string) => ({
      id,
      staff_id: Number(staff.id),
      created_at: daysAgo(40),
      last_seen_at: daysAgo(10),
      expires_at: expires,
    })
    await db
      .insertInto('staff_sessions')
      .values([session('ended', daysAgo(1)), session('current', daysAgo(-20))])
      .execute()
    await db
      .insertInto('password_attempts')
      .values([
        { key: 'account:asha@reelcraft.test', slot: 1, claim: 'a', claimed_at: daysAgo(2) },
        { key: 'account:asha@reelcraft.test', slot: 2, claim: 'b', claimed_at: daysAgo(0.01) },
      ])
      .execute()
    const records = db.withTables<{
      rate_limit_counters: { bucket: string; window_start: string; hits: number }
      idempotency_keys: { scope: string; key: string; status_code: number; response: string; created_at: string }
      sign_in_failures: { email: string; address: string; created_at: string }
    }>()
    await records
      .insertInto('rate_limit_counters')
      .values([
        { bucket: 'contact_messages:10.0.0.1', window_start: daysAgo(2), hits: 1 },
        { bucket: 'contact_messages:10.0.0.2', window_start: daysAgo(0.5), hits: 1 },
      ])
      .execute()
    await records
      .insertInto('idempotency_keys')
      .values([
        { scope: 'contact_messages', key: 'old-key-0001', status_code: 201, response: '{}', created_at: daysAgo(2) },
        { scope: 'contact_messages', key: 'new-key-0001', status_code: 201, response: '{}', created_at: daysAgo(0.5) },
      ])
      .execute()
    await records
      .insertInto('sign_in_failures')
      .values({ email: 'asha@reelcraft.test', address: '10.0.0.1', created_at: daysAgo(3) })
      .execute()

    const counts = await runHousekeeping({
      tasks: [forgetLeadsPastRetention],
      handle: database,
      mailDir,
      now,
      holder: 'instance-a',
    })

    expect(counts).toEqual({
      bookings: 1,
      enquiries: 1,
      package_inquiries: 1,
      partner_applications: 1,
      contact_messages: 1,
      newsletter_subscribers: 2,
      waitlist_entries: 1,
      mail: 1,
      mailFiles: 2,
      sessions: 1,
      rateLimits: 1,
      signInThrottle: 2,
      idempotencyKeys: 1,
    })
    for (const kind of leadKinds) {
      const ids = (await db.selectFrom(kind).select('id').execute()).map((row) => Number(row.id))
      expect(ids.sort(), kind).toEqual([...kept[kind]].sort())
    }
    expect((await db.selectFrom('mail_outbox').select('id').execute()).map((row) => Number(row.id))).toEqual([newMail])
    const files = await fs.readdir(mailDir)
    expect(files.map((name) => Number(name.split('-', 1)[0]))).toEqual([newMail])
    expect((await db.selectFrom('staff_sessions').select('id').execute()).map((row) => row.id)).toEqual(['current'])
    expect(await db.selectFrom('password_attempts').select('claim').execute()).toEqual([{ claim: 'b' }])
    expect(await records.selectFrom('rate_limit_counters').select('bucket').execute()).toEqual([
      { bucket: 'contact_messages:10.0.0.2' },
    ])
    expect(await records.selectFrom('idempotency_keys').select('key').execute()).toEqual([{ key: 'new-key-0001' }])
    expect(await records.selectFrom('sign_in_failures').selectAll().execute()).toEqual([])

    const entries = (await eventsFor('privacy', null, db)).filter((entry) => entry.action === 'housekeeping')
    expect(entries).toHaveLength(1)
    expect(entries[0].staff_name).toBeNull()
    const leads = leadKinds.map((kind) => `${kind} ${expired[kind].length}`).join(', ')
    expect(entries[0].detail).toBe(
      `Deleted past their retention period: ${leads}, mail 1, mailFiles 2, sessions 1, rateLimits 1, signInThrottle 2, idempotencyKeys 1`,
    )
  })

  it('runs once a round however many instances offer to run it at the same time', async () => {
    const later = new Date(now.getTime() + 2 * 60 * 60_000)
    const rounds = await Promise.all(
      ['instance-a', 'instance-b', 'instance-c'].map((holder) =>
        runHousekeeping({ tasks: [forgetLeadsPastRetention], handle: database, mailDir, now: later, holder }),
      ),
    )
    expect(rounds.filter((round) => round !== null)).toHaveLength(1)
    // Within the round no one runs it again; the next round is anyone's.
    expect(
      await runHousekeeping({
        tasks: [forgetLeadsPastRetention],
        handle: database,
        mailDir,
        now: new Date(later.getTime() + 60_000),
        holder: 'instance-b',
      }),
    ).toBeNull()
    expect(
      await runHousekeeping({
        tasks: [forgetLeadsPastRetention],
        handle: database,
        mailDir,
        now: new Date(later.getTime() + 61 * 60_000),
        holder: 'instance-b',
      }),
    ).not.toBeNull()
  })

  it('deletes by the retention periods the business saved, as they stand when it runs, and the policy quotes them', async () => {
    const { db } = database
    const at = new Date(now.getTime() + 30 * day)
    const ago = (days: number) => new Date(at.getTime() - days * day).toISOString()
    const message = async (days: number, email: string) =>
      Number(
        (
          await db
            .insertInto('contact_messages')
            .values(lead('contact_messages', ago(days), email) as never)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      )
    // Two years in the file; one year once saved.
    const older = await message(400, 'year-and-more@example.in')
    const younger = await message(300, 'within-a-year@example.in')
    const store = factsStore({ db, signals: inProcessSignals() })
    const { retention } = businessFacts
    const saved = await store.save(
      'retention',
      { ...retention, unconvertedLeads: { ...retention.unconvertedLeads, years: 1 } },
      null,
    )
    expect(saved).toMatchObject({ saved: true })

    await runHousekeeping({ tasks: [forgetLeadsPastRetention], handle: database, mailDir, now: at })

    const ids = (await db.selectFrom('contact_messages').select('id').execute()).map((row) => Number(row.id))
    expect(ids).toContain(younger)
    expect(ids).not.toContain(older)
    const { html } = renderPolicy('privacy', await readFacts(db), collectedByForms)
    const row = /<tr>\s*<td>Enquiries, inquiries and contact messages[^<]*<\/td>\s*<td>([^<]*)<\/td>/.exec(html)
    expect(row?.[1]).toContain('1 year')
    expect(row?.[1]).not.toContain('2 years')
    await db.deleteFrom('business_facts').execute()
  })
})
