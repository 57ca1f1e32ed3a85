import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventsFor } from '~/server/audit.server'
import type { LeadKind } from '~/leads/catalogue'
import { addNote } from '~/leads/console/workflow.server'
import { createMailer, removeMailFiles } from '~/server/mail.server'
import { signingKey } from '~/server/signed-links.server'
import { erasePersonalData, findPersonalData, readIdentifier } from '~/leads/privacy.server'
import { visitorMayBeMailed } from '~/server/visitor-mail.server'
import { type TestDatabase, engines } from '../support/database'
import {
  closeConsoleDatabase,
  consoleRequest,
  context,
  openConsoleDatabase,
  outcome,
  signedIn,
} from './console-helpers'

const now = () => new Date().toISOString()

function mail(lead_type: LeadKind, lead_id: number | null, to_address: string, text_body = 'A new lead') {
  return {
    lead_type,
    lead_id,
    to_address,
    reply_to: null,
    subject: 'New lead',
    text_body,
    html_body: '<p>A new lead</p>',
    status: 'sent' as const,
    attempts: 1,
    next_attempt_at: now(),
    last_error: null,
    created_at: now(),
    sent_at: now(),
  }
}

describe.each(engines)('erasure on request on %s', (engine) => {
  let handle: TestDatabase
  let admin: { id: number; cookie: string }

  let mailDir: string

  beforeAll(async () => {
    mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'erasure-mail-'))
    handle = await openConsoleDatabase(engine)
    admin = await signedIn(handle, 'admin', 'Asha Admin')
  })
  afterAll(async () => {
    await fs.rm(mailDir, { recursive: true, force: true })
    await closeConsoleDatabase(handle)
  })

  it('finds and erases every lead, note and mail of one e-mail address, and only theirs', async () => {
    const db = handle.db
    const contact = (
      await db
        .insertInto('contact_messages')
        .values({ name: 'Priya', email: 'Priya@Example.in', message: 'Hi', created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    await db.insertInto('newsletter_subscribers').values({ email: 'priya@example.in', created_at: now() }).execute()
    await db
      .insertInto('contact_messages')
      .values({ name: 'Other', email: 'other@example.in', message: 'Hi', created_at: now() })
      .execute()
    await db
      .insertInto('mail_outbox')
      .values([
        mail('contact_messages', contact, 'team@reelcraft.in'),
        mail('contact_messages', null, 'priya@example.in'),
        mail('contact_messages', 999, 'team@reelcraft.in', 'From: other@example.in'),
      ])
      .execute()
    await addNote('contact_messages', contact, admin.id, 'Wants a call', db)

    const identifier = readIdentifier('  PRIYA@example.in ')
    const found = await findPersonalData(identifier, db)
    expect(found.leads.map((group) => [group.kind, group.rows.length])).toEqual([
      ['contact_messages', 1],
      ['newsletter_subscribers', 1],
    ])
    expect(found.mail).toHaveLength(2)

    const result = await erasePersonalData(identifier, admin.id, handle, mailDir)
    expect(result).toMatchObject({ leads: 2, mail: 2 })
    expect(await db.selectFrom('contact_messages').select('email').execute()).toEqual([{ email: 'other@example.in' }])
    expect(await db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([])
    expect(await db.selectFrom('mail_outbox').select('text_body').execute()).toEqual([
      { text_body: 'From: other@example.in' },
    ])
    expect(await db.selectFrom('lead_notes').selectAll().where('lead_id', '=', contact).execute()).toEqual([])

    const [entry] = await eventsFor('privacy', null, db)
    expect(entry.staff_name).toBe('Asha Admin')
    expect(entry.detail).toContain('2 leads')
    expect(entry.detail.toLowerCase()).not.toContain('priya')
  })

  it("forgets today's count of mails to the erased address's mailbox", async () => {
    const db = handle.db
    const mailCounts = () =>
      db
        .withTables<{ rate_limit_counters: { bucket: string } }>()
        .selectFrom('rate_limit_counters')
        .select('bucket')
        .where('bucket', 'like', 'mail-to:%')
        .execute()
    const before = await mailCounts()
    const key = await signingKey(db)
    for (const spelling of ['meera+a@example.in', 'meera@example.in']) {
      await db.transaction().execute((trx) => visitorMayBeMailed(trx, key, spelling, new Date()))
    }
    await db.transaction().execute((trx) => visitorMayBeMailed(trx, key, 'someone.else@example.in', new Date()))
    expect(await mailCounts()).toHaveLength(before.length + 2)
    await erasePersonalData(readIdentifier('Meera@example.in'), admin.id, handle, mailDir)
    expect(await mailCounts()).toHaveLength(before.length + 1)
  })

  it('finds a booking by phone number however it is typed, including mail that quotes the number', async () => {
    const db = handle.db
    const id = (
      await db
        .insertInto('bookings')
        .values({
          name: 'Rahul',
          phone: '9812345678',
          location: 'Vizag',
          event_date: '2027-02-01',
          event_time: '10:00',
          status: 'pending',
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    await db
      .insertInto('mail_outbox')
      .values(mail('bookings', id, 'team@reelcraft.in', 'Phone: 9812345678'))
      .execute()
    const result = await erasePersonalData(readIdentifier('+91 98123-45678'), admin.id, handle, mailDir)
    expect(result).toMatchObject({ leads: 1, mail: 1 })
    expect(await db.selectFrom('bookings').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined()
    const [entry] = await eventsFor('privacy', null, db)
    expect(entry.detail).not.toContain('98123')
  })

  it('erases mail to the exact address only, and the files of that mail with it', async () => {
    const db = handle.db
    const rows = await db
      .insertInto('mail_outbox')
      .values([
        mail('contact_messages', null, 'a@b.co', 'Hello'),
        mail('contact_messages', null, 'xa@b.com', 'Hello'),
        mail('contact_messages', null, 'team@reelcraft.in', 'Reply to a@b.co.uk about it'),
      ])
      .returning('id')
      .execute()
    const [ours, other, quoting] = rows.map((row) => Number(row.id))
    const mailer = createMailer({ smtpUrl: undefined, from: 'ReelCraft <no-reply@reelcraft.test>', mailDir })
    for (const [outboxId, to] of [
      [ours, 'a@b.co'],
      [other, 'xa@b.com'],
      [quoting, 'team@reelcraft.in'],
    ] as const) {
      await mailer.send({ outboxId, to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' })
    }
    const filesTo = async (address: string) => {
      const names = (await fs.readdir(mailDir)).filter((name) => name.endsWith('.eml'))
      const texts = await Promise.all(names.map((name) => fs.readFile(path.join(mailDir, name), 'utf8')))
      return texts.filter((text) => new RegExp(`^To: ${address.replace(/\./g, '\\.')}$`, 'm').test(text)).length
    }
    expect(await filesTo('a@b.co')).toBe(1)

    const result = await erasePersonalData(readIdentifier('A@B.co'), admin.id, handle, mailDir)
    expect(result).toMatchObject({ leads: 0, mail: 1 })
    const left = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('id', 'in', [ours, other, quoting])
      .orderBy('id')
      .execute()
    expect(left.map((row) => Number(row.id))).toEqual([other, quoting])
    expect(await filesTo('a@b.co')).toBe(0)
    expect(await filesTo('xa@b.com')).toBe(1)
    expect(await filesTo('team@reelcraft.in')).toBe(1)
  })

  it('erases mail files of the older naming, without an outbox id, that are to or answer the exact address', async () => {
    const oldFile = async (name: string, headers: string[], body = 'A new lead') => {
      const file = path.join(mailDir, `${name}.eml`)
      await fs.writeFile(file, [...headers, 'Subject: New lead', 'Content-Type: text/plain', '', body, ''].join('\n'))
      return file
    }
    const exists = (file: string) =>
      fs.access(file).then(
        () => true,
        () => false,
      )
    const from = 'From: ReelCraft <no-reply@reelcraft.test>'
    const notification = await oldFile('2025-03-01T10-00-00-000Z-3f2a@reelcraft.test', [
      from,
      'To: team@reelcraft.in',
      'Reply-To: "Dev, Meera" <Meera.Dev@Example.in>',
    ])
    const copy = await oldFile('2025-03-01T10-00-01-000Z-3f2b@reelcraft.test', [from, 'To: meera.dev@example.in'])
    const folded = await oldFile('2025-03-02T09-00-00-000Z-3f2c@reelcraft.test', [
      from,
      'To: "Meera Dev"',
      ' <meera.dev@example.in>',
    ])
    const longer = await oldFile('2025-03-01T10-00-02-000Z-3f2d@reelcraft.test', [
      from,
      'To: xmeera.dev@example.in',
      'Reply-To: meera.dev@example.in.uk',
    ])
    const quoting = await oldFile(
      '2025-03-01T10-00-03-000Z-3f2e@reelcraft.test',
      [from, 'To: team@reelcraft.in'],
      'Reply to meera.dev@example.in',
    )

    await erasePersonalData(readIdentifier(' Meera.Dev@example.in '), admin.id, handle, mailDir)

    expect(await exists(notification)).toBe(false)
    expect(await exists(copy)).toBe(false)
    expect(await exists(folded)).toBe(false)
    expect(await exists(longer)).toBe(true)
    expect(await exists(quoting)).toBe(true)
  })

  it('never takes the year that starts an older mail file for an outbox id', async () => {
    const file = path.join(mailDir, '2026-01-05T10-00-00-000Z-9a1b@reelcraft.test.eml')
    await fs.writeFile(file, 'To: someone@example.in\n\nHello\n')
    expect(await removeMailFiles(mailDir, [2026])).toBe(0)
    await expect(fs.access(file)).resolves.toBeUndefined()
  })

  it('finds one Indian number in every form it is stored in: 10 digits for bookings, E.164 elsewhere', async () => {
    const db = handle.db
    await db
      .insertInto('bookings')
      .values({
        name: 'Rahul',
        phone: '9812345678',
        location: 'Vizag',
        event_date: '2027-02-01',
        event_time: '10:00',
        status: 'pending',
        created_at: now(),
      })
      .execute()
    await db
      .insertInto('partner_applications')
      .values({
        full_name: 'Rahul',
        iphone_model: 'iPhone 15',
        location: 'Vizag',
        contact_number: '+919812345678',
        email: 'rahul@example.in',
        instagram_id: '@rahul',
        recent_works: 'x',
        status: 'new',
        created_at: now(),
      })
      .execute()
    const found = await findPersonalData(readIdentifier('098123 45678'), db)
    expect(found.leads.map((group) => [group.kind, group.rows.length])).toEqual([
      ['bookings', 1],
      ['partner_applications', 1],
    ])
  })

  it('finds and erases a number from outside India, typed with its country code', async () => {
    const db = handle.db
    await db
      .insertInto('package_inquiries')
      .values({
        package_type: 'Wedding',
        name: 'Anita',
        email: 'anita@example.co.uk',
        phone: '+442079460958',
        wedding_date: 'June',
        company: null,
        event_type: null,
        event_details: 'Sangeet',
        created_at: now(),
      })
      .execute()
    const result = await erasePersonalData(readIdentifier('+44 20 7946 0958'), admin.id, handle)
    expect(result).toMatchObject({ leads: 1 })
    expect(await db.selectFrom('package_inquiries').selectAll().execute()).toEqual([])
  })

  it('refuses something that is neither an address nor a phone number', () => {
    expect(() => readIdentifier('hello')).toThrow('Please enter an e-mail address or a phone number.')
  })

  it('lets only an administrator erase, and only after confirming', async () => {
    const { action } = await import('~/routes/console/privacy')
    await handle.db.insertInto('waitlist_entries').values({ email: 'keep@example.in', created_at: now() }).execute()
    const post = (cookie: string, form: Record<string, string>) =>
      outcome(() =>
        action({
          request: consoleRequest('/console/privacy', { method: 'POST', cookie, form }),
          params: {},
          context,
        } as never),
      )
    const member = await signedIn(handle, 'staff')
    expect((await post(member.cookie, { person: 'keep@example.in', confirm: 'yes' })).status).toBe(403)
    expect((await post(admin.cookie, { person: 'keep@example.in' })).status).toBe(400)
    expect(await handle.db.selectFrom('waitlist_entries').select('email').execute()).toEqual([
      { email: 'keep@example.in' },
    ])
    expect((await post(admin.cookie, { person: 'keep@example.in', confirm: 'yes' })).status).toBe(200)
    expect(await handle.db.selectFrom('waitlist_entries').select('email').execute()).toEqual([])
  })
})
