import http from 'node:http'
import net from 'node:net'
import type { Kysely } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '~/server/db.server'
import type { Database } from '~/server/schema.server'
import { freePort } from '../support/postgres-server'
import { type SiteProcess, postJson, startSite, stopSite } from '../support/site-process'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink'
import { type LeadKind, leadReference } from '~/leads/catalogue'

// What happens to leads when the mail server is away or the process dies. Each test runs the production
// build as its own process against a real SMTP server on loopback.

const teamInbox = 'team@reelcraft.test'
const outboxEnv = { TEAM_INBOX: teamInbox, OUTBOX_POLL_MS: '200', OUTBOX_RETRY_MS: '300', OUTBOX_LEASE_MS: '2000' }

function booking(n: number) {
  const nextYear = new Date().getUTCFullYear() + 1
  return {
    name: `Guest ${n}`,
    phone: `98765${String(n).padStart(5, '0')}`,
    location: 'Banjara Hills',
    date: `${nextYear}-02-14`,
    time: '18:30',
  }
}

function contact(n: number) {
  return { name: `Visitor ${n}`, email: `visitor${n}@example.in`, message: `Message number ${n}` }
}

const patiently = { timeout: 30_000, interval: 100 }

/** Waits until the outbox of the site's database has marked every message sent. */
async function untilOutboxSent(db: Kysely<Database>) {
  await vi.waitFor(
    async () =>
      expect(await db.selectFrom('mail_outbox').select('status').where('status', '!=', 'sent').execute()).toEqual([]),
    patiently,
  )
}

/** True when a new connection to the port is accepted. */
function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** How many team notifications arrived for one lead. */
function notificationsFor(sink: SmtpSink, kind: LeadKind, id: number) {
  return sink.received.filter(
    (mail) => mail.to.includes(teamInbox) && mail.raw.includes(`(${leadReference(kind, id)})`),
  ).length
}

let site: SiteProcess | undefined
let sink: SmtpSink | undefined

afterEach(async () => {
  if (site) await stopSite(site)
  await sink?.stop()
  site = undefined
  sink = undefined
})

describe('a mail outage', () => {
  it('answers every lead 201 and delivers each notification exactly once when the mail server is back', async () => {
    sink = await startSmtpSink(await freePort())
    site = await startSite({ env: { ...outboxEnv, SMTP_URL: sink.url } })
    await sink.stop()

    const ids: number[] = []
    for (let n = 0; n < 20; n++) {
      const answer = await postJson(`${site.url}/api/contact`, contact(n))
      expect(answer.status).toBe(201)
      ids.push(answer.json?.id as number)
    }
    const { db } = openDatabase(`${site.dataDir}/site.db`)
    try {
      // Every message has been tried and has failed: the mail server is away, and nothing got through.
      await vi.waitFor(async () => {
        const rows = await db.selectFrom('mail_outbox').select(['status', 'attempts', 'last_error']).execute()
        expect(rows).toHaveLength(40)
        for (const row of rows) expect(row).toMatchObject({ status: 'pending', last_error: expect.any(String) })
      }, patiently)
      expect(sink.received).toEqual([])

      await sink.start()
      await untilOutboxSent(db)
    } finally {
      await db.destroy()
    }
    // The site has stopped, so every message it sent has arrived.
    await stopSite(site)
    for (const id of ids) expect(notificationsFor(sink, 'contact_messages', id)).toBe(1)
    // The visitor's confirmations arrive too, once each.
    for (let n = 0; n < 20; n++) {
      expect(sink.received.filter((mail) => mail.to.includes(`visitor${n}@example.in`))).toHaveLength(1)
    }
  })
})

describe('a crash', () => {
  it('keeps every lead that was answered 201, leaves no partial rows, and sends its mail after the restart', async () => {
    sink = await startSmtpSink(await freePort())
    await sink.stop()
    const port = await freePort()
    site = await startSite({ port, env: { ...outboxEnv, SMTP_URL: sink.url } })
    const { dataDir } = site

    const answered: number[] = []
    let attempted = 0
    let killed = false
    const stream = async () => {
      while (!killed && attempted < 2000) {
        const n = attempted++
        try {
          const answer = await postJson(`${site?.url}/api/bookings`, booking(n))
          if (answer.status === 201) answered.push(answer.json?.id as number)
        } catch {
          return // the connection died with the process
        }
      }
    }
    const streams = Promise.all([stream(), stream(), stream(), stream()])
    await vi.waitFor(() => expect(answered.length).toBeGreaterThanOrEqual(40), { timeout: 60_000, interval: 20 })
    site.kill('SIGKILL')
    killed = true
    await streams
    await site.exited
    expect(answered.length).toBeGreaterThanOrEqual(40)
    // Nothing is left serving: the process that answered is gone.
    await expect(fetch(`${site.url}/healthz`)).rejects.toThrow()

    const { db } = openDatabase(`${dataDir}/site.db`)
    try {
      const rows = await db.selectFrom('bookings').selectAll().execute()
      const stored = new Set(rows.map((row) => row.id))
      expect(answered.filter((id) => !stored.has(id))).toEqual([])
      for (const row of rows) {
        expect(row.name).toMatch(/^Guest \d+$/)
        expect(row.phone).toMatch(/^\+91\d{10}$/)
        expect(row.status).toBe('pending')
        const mail = await db
          .selectFrom('mail_outbox')
          .select('id')
          .where('lead_type', '=', 'bookings')
          .where('lead_id', '=', row.id)
          .execute()
        expect(mail, `outbox rows of booking ${row.id}`).toHaveLength(1)
      }

      await sink.start()
      site = await startSite({ port, dataDir, env: { ...outboxEnv, SMTP_URL: sink.url } })
      await untilOutboxSent(db)
      // The site has stopped, so every message it sent has arrived.
      await stopSite(site)
      for (const row of rows) expect(notificationsFor(sink, 'bookings', row.id)).toBe(1)
    } finally {
      await db.destroy()
    }
  })
})

describe('a graceful shutdown', () => {
  it('finishes the requests in flight before the process exits', async () => {
    site = await startSite()
    const { port } = site
    // Requests whose bodies are only half sent when SIGTERM arrives: in flight by any definition.
    const inFlight = Array.from({ length: 10 }, (_, n) => {
      const body = JSON.stringify(booking(n))
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/bookings',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': `10.9.9.${n}`,
        },
      })
      const answered = new Promise<number>((resolve, reject) => {
        request.on('response', (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
        })
        request.on('error', reject)
      })
      request.write(body.slice(0, 10))
      return { request, rest: body.slice(10), answered }
    })
    // The server answers a request sent after those, so it has taken them in.
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200)
    site.kill('SIGTERM')
    // It has stopped taking new connections, and is still running for the requests it holds.
    await vi.waitFor(async () => expect(await accepts(port)).toBe(false), patiently)
    expect(site.process.exitCode).toBeNull()
    for (const { request, rest } of inFlight) request.end(rest)

    expect(await Promise.all(inFlight.map(({ answered }) => answered))).toEqual(Array(10).fill(201))
    expect(await site.exited).toBe(0)
    await expect(fetch(`${site.url}/healthz`)).rejects.toThrow()
  })
})
