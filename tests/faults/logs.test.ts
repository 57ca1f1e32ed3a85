import { afterEach, describe, expect, it } from 'vitest'
import { type SiteProcess, postJson, startSite, stopSite } from '../support/site-process'
import { formHeaders, signedInAdmin } from '../support/staff-session'

// What the production build writes to its log while the team looks a person up and erases them, and while a
// visitor's browser asks where it is: one line per request, and nothing that names or places anybody.

let site: SiteProcess | undefined

afterEach(async () => {
  if (site) await stopSite(site)
  site = undefined
})

const email = 'meera.iyer@example.in'
const phone = '9876543210'
const position = { lat: '17.4326491', lon: '78.4071183' }

describe('the request log', () => {
  it('carries no e-mail address, phone number or position through a person search, an erasure and a geocode', async () => {
    site = await startSite({ env: { LOG_LEVEL: 'info' } })
    const { url } = site
    const nextYear = new Date().getUTCFullYear() + 1
    expect((await postJson(`${url}/api/contact`, { name: 'Meera Iyer', email, message: 'A reel for my sister.' })).status).toBe(201)
    expect(
      (await postJson(`${url}/api/bookings`, { name: 'Meera Iyer', phone, location: 'Banjara Hills', date: `${nextYear}-02-14`, time: '18:30' }))
        .status,
    ).toBe(201)
    const cookie = await signedInAdmin(site)
    const form = formHeaders(site)
    const logged = site.output().length

    const asStaff = { cookie }
    for (const person of [email, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`]) {
      const search = await fetch(`${url}/admin/privacy?person=${encodeURIComponent(person)}`, { headers: asStaff })
      expect(await search.text()).toContain('Meera Iyer')
    }
    expect((await fetch(`${url}/admin/leads/contact_messages?q=${encodeURIComponent(email)}`, { headers: asStaff })).status).toBe(200)
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
    const linesSince = () =>
      running
        .output()
        .slice(logged)
        .split('\n')
        .filter((line) => line.trim())
    // A request's line is written when its answer has gone, so the last one may arrive a moment later.
    await expect.poll(() => linesSince().filter((line) => line.includes('"method"')).length).toBeGreaterThanOrEqual(6)
    const lines = linesSince()
    // Read as a person would, whatever encoding the text went through.
    const written = lines.join('\n').replace(/%20|\+/g, ' ').replace(/%40/gi, '@')
    expect(written).not.toMatch(/[\w.-]+@[\w-]+\.[a-z]{2,}/i)
    expect(written.replace(/[\s-]/g, '')).not.toContain(phone)
    expect(written).not.toMatch(/\b17\.43|\b78\.40/)
  })
})
