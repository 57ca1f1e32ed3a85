import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { submitLead } from '~/leads/submit.server'
import { createMailer } from '~/server/mail.server'
import { type OutboxWorker, startOutboxWorker } from '~/server/outbox-worker.server'
import { requestOpenedBy } from '~/leads/requests/pages.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'
import { freePort } from '../support/postgres-server'
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink'
import { privateLinks } from '~/leads/private-links.server'

const teamInbox = 'team@reelcraft.test'
const siteUrl = 'https://reelcraft.test'
const from = 'ReelCraft <no-reply@reelcraft.test>'

function header(raw: string, name: string) {
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim()
}

const patiently = { timeout: 10_000 }
const slowly = { timeout: 30_000, interval: 100 }

const contact = {
  name: 'Kiran <b>Kumar</b>',
  email: 'kiran@example.in',
  message: 'Do you shoot in Warangal?\nSunday morning.',
}

describe.each(engines)('mail through the outbox on %s', (engine) => {
  let database: TestDatabase
  let worker: OutboxWorker | undefined
  let smtp: SmtpSink | undefined
  let port: number
  let address = 0
  const received: ReceivedMail[] = []

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    port = await freePort()
  })
  afterEach(async () => {
    await worker?.stop()
    worker = undefined
    await smtp?.stop()
    smtp = undefined
    received.length = 0
    await database.db.deleteFrom('mail_outbox').execute()
  })
  afterAll(async () => {
    await database.drop()
  })

  function submit(input: unknown, kind: 'contact_messages' | 'bookings' = 'contact_messages') {
    address += 1
    return submitLead(kind, { input, ip: `10.9.0.${address}` }, { handle: database, teamInbox, siteUrl })
  }

  async function outboxRows() {
    return database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()
  }

  function startWorker() {
    worker = startOutboxWorker({
      privateLinks,
      handle: database,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from, mailDir: '' }),
      pollMs: 100,
      baseDelayMs: 200,
    })
    return worker
  }

  it('delivers the team notification with every field and the visitor their confirmation', async () => {
    smtp = await startSmtpSink(port, received)
    const answer = await submit(contact)
    expect(answer.status).toBe(201)
    startWorker()
    await vi.waitFor(() => expect(received).toHaveLength(2), patiently)

    const team = received.find((m) => m.to.includes(teamInbox))!
    expect(header(team.raw, 'Reply-To')).toBe('kiran@example.in')
    expect(header(team.raw, 'From')).toBe('ReelCraft <no-reply@reelcraft.test>')
    expect(header(team.raw, 'Subject')).toContain('New message from Kiran <b>Kumar</b>')
    expect(team.raw).toContain('Name: Kiran <b>Kumar</b>')
    expect(team.raw).toContain('Do you shoot in Warangal?')
    expect(team.raw).toContain('Kiran &lt;b&gt;Kumar&lt;/b&gt;')
    expect(team.raw).not.toContain('<td style="padding:4px 0;white-space:pre-wrap">Kiran <b>')
    expect(team.raw).toMatch(/Content-Type: text\/plain/)
    expect(team.raw).toMatch(/Content-Type: text\/html/)

    const visitor = received.find((m) => m.to.includes('kiran@example.in'))!
    expect(header(visitor.raw, 'Subject')).toBe('We received your message | ReelCraft')
    expect(visitor.raw).toContain('We have received your message.')

    // The sink has the message before the worker hears back and marks the row sent.
    await vi.waitFor(
      async () => expect((await outboxRows()).map((row) => row.status)).toEqual(['sent', 'sent']),
      patiently,
    )
  })

  it('sends a booking notification to the team only when the customer gave no e-mail', async () => {
    smtp = await startSmtpSink(port, received)
    // A day ahead, not today: a start of 18:30 today has passed once the run is later than that in India.
    const nextYear = new Date().getUTCFullYear() + 1
    const answer = await submit(
      {
        name: 'Asha Rao',
        phone: '+91 98765 43210',
        location: 'Jubilee Hills',
        date: `${nextYear}-02-12`,
        time: '18:30',
      },
      'bookings',
    )
    expect(answer.status).toBe(201)
    startWorker()
    await vi.waitFor(() => expect(received).toHaveLength(1), patiently)
    expect(received[0].to).toEqual([teamInbox])
    expect(received[0].raw).toContain('Phone: +91 98765 43210')
    expect(received[0].raw).toContain(`Reference: BK-${answer.body.id}`)
  })

  it("sends a booking's customer the copy it asked for, with its reference and a link to its page made as it was sent", async () => {
    smtp = await startSmtpSink(port, received)
    const nextYear = new Date().getUTCFullYear() + 1
    const answer = await submit(
      {
        name: 'Asha Rao',
        phone: '+91 98765 43210',
        email: 'asha@example.in',
        location: 'Jubilee Hills',
        date: `${nextYear}-02-12`,
        time: '18:30',
      },
      'bookings',
    )
    expect(answer.status).toBe(201)
    startWorker()
    await vi.waitFor(() => expect(received).toHaveLength(2), patiently)

    const copy = received.find((m) => m.to.includes('asha@example.in'))!
    expect(header(copy.raw, 'Subject')).toBe(`Your booking request BK-${answer.body.id} | ReelCraft`)
    expect(copy.raw).toContain(`Your reference is BK-${answer.body.id}.`)
    const token = new RegExp(`${siteUrl}/requests/([\\w-]{43})`).exec(copy.raw)?.[1] ?? ''
    expect(await requestOpenedBy(database.db, token)).toEqual({
      kind: 'bookings',
      id: answer.body.id,
      givenToSender: false,
    })
    expect(`/requests/${token}`).not.toBe(answer.body.page)
    expect(copy.raw).toMatch(/Content-Type: text\/html/)
    const team = received.find((m) => m.to.includes(teamInbox))!
    expect(header(team.raw, 'Reply-To')).toBe('asha@example.in')
    expect(team.raw).toContain('Name: Asha Rao')
  })

  it('sends a mail queued by an earlier build with its parts as that build wrote them, and keeps none of its secrets once sent', async () => {
    smtp = await startSmtpSink(port, received)
    const earlierToken = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde'
    const earlierSigned = 'un.12.mwzk35zw.vzKMbiL-LxZYfxdWyzQQGemWLYokJ18uXlPzcVgqsl8'
    const now = new Date().toISOString()
    await database.db
      .insertInto('mail_outbox')
      .values({
        lead_type: 'contact_messages',
        lead_id: null,
        to_address: teamInbox,
        reply_to: null,
        subject: 'Written before',
        text_body: `The text part as it was written: ${siteUrl}/requests/${earlierToken}`,
        html_body: `<p>The HTML part as it was written: <a href="${siteUrl}/unsubscribe?token=${earlierSigned}">`,
        unsubscribe_url: `${siteUrl}/unsubscribe?token=${earlierSigned}`,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })
      .execute()
    startWorker()
    await vi.waitFor(() => expect(received).toHaveLength(1), patiently)
    expect(header(received[0].raw, 'Subject')).toBe('Written before')
    expect(received[0].raw).toContain(`The text part as it was written: ${siteUrl}/requests/${earlierToken}`)
    expect(received[0].raw).toContain(`${siteUrl}/unsubscribe?token=${earlierSigned}`)
    // Sent, the row keeps the words and no secret of its links.
    await vi.waitFor(async () => expect((await outboxRows())[0].status).toBe('sent'), patiently)
    const [kept] = await outboxRows()
    expect(JSON.stringify(kept)).not.toContain(earlierToken)
    expect(JSON.stringify(kept)).not.toContain(earlierSigned)
    expect(kept.text_body).toBe(`The text part as it was written: ${siteUrl}/requests/:token`)
    expect(kept.unsubscribe_url).toBeNull()
  })

  it('stores and answers a lead while the mail server is down, then delivers its mail exactly once', async () => {
    startWorker()
    const answer = await submit({ ...contact, email: 'later@example.in' })
    expect(answer.status).toBe(201)

    await vi.waitFor(async () => {
      const rows = await outboxRows()
      expect(rows).toHaveLength(2)
      for (const row of rows) {
        expect(row.attempts).toBeGreaterThanOrEqual(1)
        expect(row.last_error).not.toBeNull()
      }
    }, patiently)
    const stored = await database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', answer.body.id!)
      .executeTakeFirst()
    expect(stored?.email).toBe('later@example.in')

    smtp = await startSmtpSink(port, received)
    await vi.waitFor(
      async () => expect((await outboxRows()).map((row) => row.status)).toEqual(['sent', 'sent']),
      patiently,
    )
    // Once the worker has stopped, nothing more can be sent: what arrived is all that ever will.
    await worker?.stop()
    worker = undefined
    expect(received.map((m) => m.to).sort()).toEqual([['later@example.in'], [teamInbox]])
  })

  it('marks a message failed with the error once it runs out of attempts', async () => {
    worker = startOutboxWorker({
      privateLinks,
      handle: database,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from, mailDir: '' }),
      pollMs: 50,
      baseDelayMs: 10,
      maxAttempts: 2,
    })
    await submit(contact)
    await vi.waitFor(
      async () => expect((await outboxRows()).map((row) => row.status)).toEqual(['failed', 'failed']),
      patiently,
    )
    const rows = await outboxRows()
    expect(rows.every((row) => row.attempts === 2 && /ECONNREFUSED|connect/i.test(row.last_error ?? ''))).toBe(true)
  })

  it('sends each message once when two workers (two app instances) drain the outbox at the same time', async () => {
    smtp = await startSmtpSink(port, received)
    for (let i = 0; i < 6; i++) await submit({ ...contact, email: `visitor${i}@example.in` })
    const mailer = () => createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from, mailDir: '' })
    const first = startOutboxWorker({ privateLinks, handle: database, mailer: mailer(), pollMs: 60_000, batchSize: 2 })
    const second = startOutboxWorker({ privateLinks, handle: database, mailer: mailer(), pollMs: 60_000, batchSize: 2 })
    await Promise.all([first.drain(), second.drain()])
    await Promise.all([first.stop(), second.stop()])
    expect(received).toHaveLength(12)
    expect(new Set(received.map((m) => header(m.raw, 'Message-ID'))).size).toBe(12)
  })

  it('sends each message once when the mail server takes longer than the lease to greet and two workers share the outbox', async () => {
    smtp = await startSmtpSink(port, received, { greetAfterMs: 1_200 })
    for (let i = 0; i < 2; i++) await submit({ ...contact, email: `slow${i}@example.in` })
    const slowWorker = () =>
      startOutboxWorker({
        privateLinks,
        handle: database,
        mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from, mailDir: '' }),
        pollMs: 50,
        leaseMs: 400,
      })
    const workers = [slowWorker(), slowWorker()]
    try {
      await vi.waitFor(
        async () => expect((await outboxRows()).map((row) => row.status)).toEqual(Array(4).fill('sent')),
        slowly,
      )
    } finally {
      await Promise.all(workers.map((slow) => slow.stop()))
    }
    // Both workers have stopped: what arrived is all that ever will.
    expect(received.map((m) => m.to[0]).sort()).toEqual(['slow0@example.in', 'slow1@example.in', teamInbox, teamInbox])
  })

  it('leaves a message another instance has sent as that instance left it when its own late attempt fails', async () => {
    smtp = await startSmtpSink(port, received, { greetAfterMs: 500, rejectRecipients: true })
    const nextYear = new Date().getUTCFullYear() + 1
    await submit(
      {
        name: 'Asha Rao',
        phone: '+91 98765 43210',
        location: 'Jubilee Hills',
        date: `${nextYear}-02-12`,
        time: '18:30',
      },
      'bookings',
    )
    const failed: (number | undefined)[] = []
    worker = startOutboxWorker({
      privateLinks,
      handle: database,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from, mailDir: '' }),
      pollMs: 50,
      onError: (_error, { outboxId }) => failed.push(outboxId),
    })
    // Its first attempt is under way: the mail server has not greeted yet.
    await vi.waitFor(
      async () => expect((await outboxRows())[0]).toMatchObject({ status: 'sending', attempts: 1 }),
      patiently,
    )
    const [row] = await outboxRows()
    // Meanwhile another instance, which found this worker's lease run out, has sent the message.
    await database.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute()

    await vi.waitFor(() => expect(failed).toEqual([row.id]), patiently)
    expect((await outboxRows()).map((kept) => kept.status)).toEqual(['sent'])
  })

  it('writes .eml files under the mail folder when no SMTP server is configured', async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-mail-'))
    worker = startOutboxWorker({ privateLinks, handle: database, mailer: createMailer({ from, mailDir }), pollMs: 100 })
    await submit(contact)
    await vi.waitFor(() => expect(fs.readdirSync(mailDir)).toHaveLength(2), patiently)
    const files = fs.readdirSync(mailDir).map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
    expect(files.every((file) => /^To: /m.test(file))).toBe(true)
    expect(files.some((file) => file.includes(`To: ${teamInbox}`))).toBe(true)
    fs.rmSync(mailDir, { recursive: true, force: true })
  })
})
