import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db.server'
import { freePort } from '../support/postgres-server'
import { type SiteProcess, linesSince, postJson, startSite, stopSite } from '../support/site-process'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink'
import { formHeaders, signedInAdmin } from '../support/staff-session'

// What the production build writes to its log while the team looks a person up and erases them, and while a
// visitor's browser asks where it is: one line per request, and nothing that names or places anybody.

let site: SiteProcess | undefined
let sink: SmtpSink | undefined

afterEach(async () => {
  if (site) await stopSite(site)
  await sink?.stop()
  site = undefined
  sink = undefined
})

const email = 'meera.iyer@example.in'
const phone = '9876543210'
const position = { lat: '17.4326491', lon: '78.4071183' }

function expectNothingPersonal(lines: string[]) {
  // Read as a person would, whatever encoding the text went through.
  const written = lines
    .join('\n')
    .replace(/%20|\+/g, ' ')
    .replace(/%40/gi, '@')
  expect(written).not.toMatch(/[\w.-]+@[\w-]+\.[a-z]{2,}/i)
  expect(written.replace(/[\s-]/g, '')).not.toContain(phone)
  expect(written).not.toMatch(/\b17\.43|\b78\.40/)
  expect(written).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}\b|::1\b|::ffff:/i)
}

describe('the request log', () => {
  it('carries no e-mail address, phone number or position through a person search, an erasure and a geocode', async () => {
    site = await startSite({ env: { LOG_LEVEL: 'info' } })
    const { url } = site
    const nextYear = new Date().getUTCFullYear() + 1
    expect(
      (await postJson(`${url}/api/contact`, { name: 'Meera Iyer', email, message: 'A reel for my sister.' })).status,
    ).toBe(201)
    expect(
      (
        await postJson(`${url}/api/bookings`, {
          name: 'Meera Iyer',
          phone,
          location: 'Banjara Hills',
          date: `${nextYear}-02-14`,
          time: '18:30',
        })
      ).status,
    ).toBe(201)
    const cookie = await signedInAdmin(site)
    const form = formHeaders(site)
    const logged = site.output().length

    const asStaff = { cookie }
    for (const person of [email, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`]) {
      const search = await fetch(`${url}/console/privacy?person=${encodeURIComponent(person)}`, { headers: asStaff })
      expect(await search.text()).toContain('Meera Iyer')
    }
    expect(
      (await fetch(`${url}/console/leads/contact_messages?q=${encodeURIComponent(email)}`, { headers: asStaff }))
        .status,
    ).toBe(200)
    for (const person of [email, phone]) {
      const erased = await fetch(`${url}/console/privacy`, {
        method: 'POST',
        headers: { ...form, ...asStaff },
        body: new URLSearchParams({ person, confirm: 'yes' }),
      })
      expect(erased.status).toBe(200)
    }
    const located = await fetch(`${url}/api/geo/reverse?lat=${position.lat}&lon=${position.lon}`)
    expect(located.status).toBe(200)

    const running = site
    // A request's line is written when its answer has gone, so the last one may arrive a moment later.
    await expect
      .poll(() => linesSince(running, logged).filter((line) => line.includes('"method"')).length)
      .toBeGreaterThanOrEqual(6)
    expectNothingPersonal(linesSince(running, logged))
  })
})

describe('the log of a bot and of mail that a server refuses', () => {
  it('names neither the address a bot came from nor the recipient a mail server refused', async () => {
    sink = await startSmtpSink(await freePort(), [], { rejectRecipients: true })
    site = await startSite({
      env: {
        LOG_LEVEL: 'info',
        SMTP_URL: sink.url,
        TEAM_INBOX: 'team@reelcraft.test',
        OUTBOX_POLL_MS: '200',
        OUTBOX_RETRY_MS: '60000',
      },
    })
    const running = site
    const logged = running.output().length

    const bot = await postJson(`${running.url}/api/contact`, {
      name: 'Bot',
      email,
      message: 'Buy now',
      website: 'https://spam.example',
    })
    expect(bot.status).toBe(201)
    const visitor = await postJson(`${running.url}/api/contact`, {
      name: 'Meera Iyer',
      email,
      message: 'A reel for my sister.',
    })
    expect(visitor.status).toBe(201)

    // The team's notification and the visitor's copy are each refused once.
    await expect
      .poll(() => linesSince(running, logged).filter((line) => line.includes('mail not sent')).length, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(2)
    const lines = linesSince(running, logged)
    expect(lines.some((line) => line.includes('honeypot filled'))).toBe(true)
    expectNothingPersonal(lines)
    // What is left says which mail failed and why, in codes.
    const refused = lines
      .filter((line) => line.includes('mail not sent'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    for (const line of refused) expect(line).toMatchObject({ responseCode: 550, outboxId: expect.any(Number) })
  })
})

describe('the secrets of links', () => {
  it("writes no request page's token and no signed link into the log, the database's files or the outbox, and loads no analytics script where an address holds one", async () => {
    const analyticsScriptUrl = 'https://127.0.0.1:9/analytics.js'
    sink = await startSmtpSink(await freePort())
    site = await startSite({
      env: {
        LOG_LEVEL: 'info',
        SMTP_URL: sink.url,
        TEAM_INBOX: 'team@reelcraft.test',
        OUTBOX_POLL_MS: '200',
        ANALYTICS_SCRIPT_URL: analyticsScriptUrl,
      },
    })
    const running = site
    const received = sink.received
    const { url } = running
    const tokens: string[] = []
    const pageToken = (text: string) => new RegExp(`${url}/requests/([\\w-]{43})`).exec(text)?.[1] ?? ''
    const linkToken = (text: string, path: string) =>
      new RegExp(`${url}${path}\\?token=([\\w.-]+)`).exec(text.replace(/=\r?\n/g, ''))?.[1] ?? ''

    const nextYear = new Date().getUTCFullYear() + 1
    const booked = await postJson(`${url}/api/bookings`, {
      name: 'Meera Iyer',
      phone,
      email,
      location: 'Banjara Hills',
      date: `${nextYear}-02-14`,
      time: '18:30',
    })
    expect(booked.status).toBe(201)
    const answered = String(booked.json?.page).split('/').pop() ?? ''
    expect(answered).toHaveLength(43)
    tokens.push(answered)
    await expect.poll(() => received.filter((mail) => mail.to.includes(email)).length).toBe(1)
    const mailed = pageToken(received.find((mail) => mail.to.includes(email))?.raw ?? '')
    expect(mailed).toHaveLength(43)
    tokens.push(mailed)

    const subscriber = 'nila.subscriber@example.in'
    expect((await postJson(`${url}/api/newsletter`, { email: subscriber })).status).toBe(201)
    await expect.poll(() => received.filter((mail) => mail.to.includes(subscriber)).length).toBe(1)
    const confirmation = received.find((mail) => mail.to.includes(subscriber))?.raw ?? ''
    const confirm = linkToken(confirmation, '/newsletter/confirm')
    const unsubscribe = linkToken(confirmation, '/unsubscribe')
    expect(confirm).not.toBe('')
    expect(unsubscribe).not.toBe('')
    tokens.push(confirm, unsubscribe)

    // The customer and the subscriber follow their links, having allowed cookies.
    const allowed = { cookie: 'cookie-consent=true' }
    for (const path of [
      `/requests/${answered}`,
      `/requests/${mailed}`,
      `/requests/${answered}/move`,
      `/requests/${answered}/cancel`,
      `/newsletter/confirm?token=${confirm}`,
      `/unsubscribe?token=${unsubscribe}`,
    ]) {
      const page = await fetch(`${url}${path}`, { headers: allowed })
      expect(page.status, path).toBe(200)
      expect(await page.text(), path).not.toContain(analyticsScriptUrl)
    }
    const moved = await fetch(`${url}/requests/${answered}/move`, {
      method: 'POST',
      headers: { ...formHeaders(running), ...allowed },
      body: new URLSearchParams({ date: `${nextYear}-02-15`, time: '18:30', note: '' }),
      redirect: 'manual',
    })
    expect(moved.status).toBeLessThan(400)
    // A public page still loads it for the same visitor: the script is left out only where an address holds a secret.
    expect(await (await fetch(`${url}/privacy`, { headers: allowed })).text()).toContain(analyticsScriptUrl)
    // The team's mail about the move and the customer's acknowledgement go out too, so every mail has been sent and
    // its row written as kept.
    await expect.poll(() => received.filter((mail) => mail.to.includes('team@reelcraft.test')).length).toBe(3)
    const handle = openDatabase(`${running.dataDir}/site.db`)
    try {
      await expect
        .poll(async () =>
          (await handle.db.selectFrom('mail_outbox').select('status').execute()).map((row) => row.status),
        )
        .toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'sent'])
      const outbox = JSON.stringify(await handle.db.selectFrom('mail_outbox').selectAll().execute())
      for (const token of tokens) expect(outbox).not.toContain(token)
    } finally {
      await handle.db.destroy()
    }

    await expect
      .poll(() => linesSince(running, 0).filter((line) => line.includes('"path":"/requests/:token/move"')).length)
      .toBe(2)
    const log = running.output()
    const files = fs
      .readdirSync(running.dataDir)
      .filter((name) => name.startsWith('site.db'))
      .map((name) => fs.readFileSync(path.join(running.dataDir, name)).toString('latin1'))
    expect(files.length).toBeGreaterThan(0)
    for (const token of tokens) {
      expect(log).not.toContain(token)
      for (const file of files) expect(file).not.toContain(token)
    }
  })
})
