import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { migrate, openDatabase } from '~/server/db.server'
import { type PostgresServer, freePort, startPostgres } from '../support/postgres-server'
import { type SiteProcess, postJson, startSite, stopSite } from '../support/site-process'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink'
import { leadReference } from '~/leads/catalogue'

// The production set-up: app instances sharing one PostgreSQL server, started and stopped by the test.

const teamInbox = 'team@reelcraft.test'
const outboxEnv = { TEAM_INBOX: teamInbox, OUTBOX_POLL_MS: '200', OUTBOX_RETRY_MS: '300' }

function booking(n: number) {
  const nextYear = new Date().getUTCFullYear() + 1
  return {
    name: `Guest ${n}`,
    phone: `91234${String(n).padStart(5, '0')}`,
    location: 'Gachibowli',
    date: `${nextYear}-03-01`,
    time: '11:00',
  }
}

async function readiness(url: string) {
  return (await fetch(`${url}/readyz`)).status
}

let postgres: PostgresServer
const sites: SiteProcess[] = []
let sink: SmtpSink | undefined

beforeAll(async () => {
  postgres = await startPostgres()
})
afterEach(async () => {
  await Promise.all(sites.splice(0).map(stopSite))
  await sink?.stop()
  sink = undefined
})
afterAll(() => postgres.stop())

async function freshDatabase(name: string) {
  const { db } = openDatabase(postgres.url)
  await sql`create database ${sql.raw(name)}`.execute(db)
  await db.destroy()
  const url = new URL(postgres.url)
  url.pathname = `/${name}`
  return url.toString()
}

describe('two instances on one PostgreSQL', () => {
  it('store every lead, send each notification exactly once and share the rate limit', async () => {
    const databaseUrl = await freshDatabase('two_instances')
    sink = await startSmtpSink(await freePort())
    const env = { ...outboxEnv, SMTP_URL: sink.url }
    sites.push(await startSite({ databaseUrl, env }), await startSite({ databaseUrl, env }))

    const ids: number[] = []
    for (let n = 0; n < 30; n++) {
      const answer = await postJson(`${sites[n % 2].url}/api/bookings`, booking(n))
      expect(answer.status).toBe(201)
      ids.push(answer.json?.id as number)
    }

    const { db } = openDatabase(databaseUrl)
    try {
      const stored = await db.selectFrom('bookings').select('id').orderBy('id').execute()
      expect(stored.map((row) => row.id)).toEqual([...ids].sort((a, b) => a - b))

      // One visitor, ten submissions a minute, whichever instance answers.
      const visitor = { 'x-forwarded-for': '10.77.0.1' }
      const statuses: number[] = []
      for (let n = 0; n < 11; n++)
        statuses.push((await postJson(`${sites[n % 2].url}/api/bookings`, booking(100 + n), visitor)).status)
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
      expect(statuses[10]).toBe(429)

      await vi.waitFor(
        async () =>
          expect(await db.selectFrom('mail_outbox').select('status').where('status', '!=', 'sent').execute()).toEqual(
            [],
          ),
        { timeout: 30_000, interval: 100 },
      )
    } finally {
      await db.destroy()
    }
    // Both instances have stopped, so every message either of them sent has arrived.
    await Promise.all(sites.splice(0).map(stopSite))
    const notified = (id: number) =>
      (sink as SmtpSink).received.filter(
        (mail) => mail.to.includes(teamInbox) && mail.raw.includes(`(${leadReference('bookings', id)})`),
      ).length
    expect(ids.map(notified)).toEqual(ids.map(() => 1))
  })
})

describe('two instances and a mail server slower than the lease', () => {
  it('deliver every message exactly once and never put a sent message back in the queue', async () => {
    const databaseUrl = await freshDatabase('slow_relay')
    const { db } = openDatabase(databaseUrl)
    try {
      // Every change of a message's status, as the database saw it, whichever instance made it.
      await migrate(db)
      await sql`create table status_changes (outbox_id bigint, old_status text, new_status text)`.execute(db)
      await sql`
        create function record_status_change() returns trigger language plpgsql as $$
        begin
          insert into status_changes values (old.id, old.status, new.status);
          return new;
        end $$`.execute(db)
      await sql`
        create trigger status_changes after update of status on mail_outbox
        for each row when (old.status is distinct from new.status) execute function record_status_change()`.execute(db)
    } finally {
      await db.destroy()
    }
    sink = await startSmtpSink(await freePort(), [], { greetAfterMs: 2_500 })
    const env = { ...outboxEnv, SMTP_URL: sink.url, OUTBOX_LEASE_MS: '1000' }
    sites.push(...(await Promise.all([startSite({ databaseUrl, env }), startSite({ databaseUrl, env })])))

    const ids: number[] = []
    for (let n = 0; n < 6; n++) {
      const answer = await postJson(`${sites[n % 2].url}/api/bookings`, booking(n))
      expect(answer.status).toBe(201)
      ids.push(answer.json?.id as number)
    }
    const watcher = openDatabase(databaseUrl)
    try {
      await vi.waitFor(
        async () =>
          expect(
            await watcher.db.selectFrom('mail_outbox').select('status').where('status', '!=', 'sent').execute(),
          ).toEqual([]),
        { timeout: 60_000, interval: 200 },
      )
      // Both instances stop, so every message either of them sent has arrived.
      await Promise.all(sites.splice(0).map(stopSite))
      const notified = (id: number) =>
        (sink as SmtpSink).received.filter((mail) => mail.raw.includes(`(${leadReference('bookings', id)})`)).length
      expect(ids.map(notified)).toEqual(ids.map(() => 1))
      const changes = await sql<{ new_status: string }>`
        select new_status from status_changes where old_status = 'sent'`.execute(watcher.db)
      expect(changes.rows).toEqual([])
    } finally {
      await watcher.db.destroy()
    }
  })
})

describe('a database outage', () => {
  it('answers 503 while PostgreSQL is down, never a false 201, and recovers by itself', async () => {
    const databaseUrl = await freshDatabase('outage')
    const site = await startSite({ databaseUrl })
    sites.push(site)
    expect((await postJson(`${site.url}/api/bookings`, booking(1))).status).toBe(201)

    const answers: { status: number; id?: number }[] = []
    let running = true
    const load = (async () => {
      for (let n = 2; running; n++) {
        const answer = await postJson(`${site.url}/api/bookings`, booking(n))
        answers.push({ status: answer.status, id: answer.json?.id as number | undefined })
      }
    })()

    postgres.pause()
    try {
      await vi.waitFor(async () => expect(await readiness(site.url)).toBe(503), { timeout: 15_000, interval: 100 })
      const during = await postJson(`${site.url}/api/bookings`, booking(999))
      expect(during.status).toBe(503)
      expect(during.json?.error).toEqual(expect.any(String))
    } finally {
      postgres.start()
    }

    await vi.waitFor(async () => expect(await readiness(site.url)).toBe(200), { timeout: 30_000, interval: 100 })
    await vi.waitFor(async () => expect((await postJson(`${site.url}/api/bookings`, booking(5000))).status).toBe(201), {
      timeout: 30_000,
      interval: 100,
    })
    running = false
    await load

    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([])
    const { db } = openDatabase(databaseUrl)
    try {
      const stored = new Set((await db.selectFrom('bookings').select('id').execute()).map((row) => row.id))
      const lost = answers.filter((answer) => answer.status === 201 && !stored.has(answer.id as number))
      expect(lost).toEqual([])
    } finally {
      await db.destroy()
    }
  })
})
