import { afterEach, describe, expect, it } from 'vitest'
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
      const search = await fetch(`${url}/admin/privacy?person=${encodeURIComponent(person)}`, { headers: asStaff })
      expect(await search.text()).toContain('Meera Iyer')
    }
    expect(
      (await fetch(`${url}/admin/leads/contact_messages?q=${encodeURIComponent(email)}`, { headers: asStaff })).status,
    ).toBe(200)
    for (const person of [email, phone]) {
      const erased = await fetch(`${url}/admin/privacy`, {
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
