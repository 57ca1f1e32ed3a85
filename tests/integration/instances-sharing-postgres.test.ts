import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { submitLead } from '~/leads/submit.server'
import { openDatabase } from '~/server/db.server'
import { housekeepingIntervalMs, runHousekeeping } from '~/server/housekeeping.server'
import { createMailer } from '~/server/mail.server'
import { type OutboxWorker, startOutboxWorker } from '~/server/outbox-worker.server'
import { claimAttempt, throttle } from '~/server/password-throttle.server'
import { type TestDatabase, createTestDatabase } from '../support/database'
import { freePort } from '../support/postgres-server'
import { startSmtpSink } from '../support/smtp-sink'
import { privateLinks } from '~/leads/private-links.server'

// Several instances share one PostgreSQL. Each holds no more connections than its pool allows, so that together
// they stay within the server's max_connections. They judge leases and rate windows by the database's clock, so
// an instance whose own clock is off agrees with the others on who holds a lease and which window a hit counts
// in; here the one process plays that instance by setting its clock ahead (vi.setSystemTime), the only thing
// these tests pretend.

const hour = 60 * 60_000
const teamInbox = 'team@reelcraft.test'
const patiently = { timeout: 10_000 }

describe('an instance whose clock runs ahead of the database', () => {
  let database: TestDatabase
  let mailDir: string

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-mail-'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  afterAll(async () => {
    await database.drop()
    await fs.rm(mailDir, { recursive: true, force: true })
  })

  function runAhead(ms: number) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + ms)
  }

  it("counts a visitor's submission in the window the other instances count it in", async () => {
    const oncePerHour = { limit: 1, windowMs: hour }
    const contact = { name: 'Kiran', email: 'kiran@example.in', message: 'Do you shoot in Warangal?' }
    const submit = () =>
      submitLead('contact_messages', { input: contact, ip: '10.61.0.1' }, { handle: database, rateLimit: oncePerHour })
    expect((await submit()).status).toBe(201)
    runAhead(hour)
    expect((await submit()).status).toBe(429)
  })

  it('keeps a visitor paused on an account when their next attempt reaches it', async () => {
    const attempt = () => claimAttempt(database.db, { account: 'asha@reelcraft.test', address: '10.62.0.1' })
    for (let n = 0; n < throttle.perVisitorAndAccount; n++) expect(await attempt()).not.toBeNull()
    expect(await attempt()).toBeNull()
    runAhead(throttle.windowMs)
    expect(await attempt()).toBeNull()
  })

  it("leaves housekeeping's round to the instance that took it", async () => {
    expect(await runHousekeeping({ tasks: [], handle: database, mailDir, holder: 'instance-a' })).not.toBeNull()
    runAhead(2 * housekeepingIntervalMs)
    expect(await runHousekeeping({ tasks: [], handle: database, mailDir, holder: 'instance-b' })).toBeNull()
  })

  it('leaves a message to the instance that is sending it', async () => {
    // The mail the tests before queued is not this test's to send.
    await database.db.deleteFrom('mail_outbox').execute()
    const smtp = await startSmtpSink(await freePort(), [], { greetAfterMs: 1_500 })
    const workers: OutboxWorker[] = []
    const startWorker = () => {
      const worker = startOutboxWorker({
        privateLinks,
        handle: database,
        mailer: createMailer({ smtpUrl: smtp.url, from: 'no-reply@reelcraft.test', mailDir: '' }),
        pollMs: 50,
      })
      workers.push(worker)
      return worker
    }
    const nextYear = new Date().getUTCFullYear() + 1
    const booking = { name: 'Ravi', phone: '9876543210', location: 'Vizag', date: `${nextYear}-02-12`, time: '10:00' }
    await submitLead('bookings', { input: booking, ip: '10.63.0.1' }, { handle: database, teamInbox })
    const statuses = async () =>
      (await database.db.selectFrom('mail_outbox').select('status').execute()).map((row) => row.status)
    try {
      startWorker()
      // Its first attempt is under way: the mail server has the connection and has not greeted yet.
      await vi.waitFor(() => expect(smtp.connections).toBe(1), patiently)
      runAhead(hour)
      await startWorker().drain()
      await vi.waitFor(async () => expect(await statuses()).toEqual(['sent']), patiently)
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()))
      await smtp.stop()
    }
    expect(smtp.received.map((mail) => mail.to)).toEqual([[teamInbox]])
  })
})

describe("an instance's connections to PostgreSQL", () => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
  })
  afterAll(async () => {
    await database.drop()
  })

  it('are never more at once than its pool size', async () => {
    const handle = openDatabase(database.url, { poolSize: 2 })
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.05)`.execute(handle.db),
        ),
      )
      expect(new Set(answers.map(({ rows }) => rows[0].pid)).size).toBe(2)
    } finally {
      await handle.db.destroy()
    }
  })
})
