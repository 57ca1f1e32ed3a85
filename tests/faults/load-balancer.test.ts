import https from 'node:https'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '~/server/db.server'
import { createStaff } from '~/server/staff.server'
import { startLoadBalancer } from '../../bench/load-balancer'
import { freePort } from '../support/postgres-server'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'

// deploy/nginx.conf in front of the production build, as in production (TLS, HTTP/2), with Debian's nginx.

type Answer = { status: number; headers: string[]; body: string }

let site: SiteProcess | undefined
let balancer: Awaited<ReturnType<typeof startLoadBalancer>> | undefined

afterEach(async () => {
  balancer?.stop()
  if (site) await stopSite(site)
  balancer = undefined
  site = undefined
})

/** One HTTPS request to the balancer, which uses a throwaway certificate. */
function request(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = https.request(url, { method, headers, rejectUnauthorized: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.rawHeaders, body: text }))
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

/** Every value sent under this header name (raw headers alternate names and values). */
function headerValues(answer: Answer, name: string) {
  return answer.headers.filter((_, index) => index % 2 === 1 && answer.headers[index - 1].toLowerCase() === name)
}

/** A form body as a browser sends it, with its multipart boundary. */
async function encoded(form: FormData) {
  const made = new Request('https://encoder.invalid', { method: 'POST', body: form })
  return { body: Buffer.from(await made.arrayBuffer()), type: made.headers.get('content-type') ?? '' }
}

async function startBehindBalancer() {
  const port = await freePort()
  site = await startSite({ env: { SITE_URL: `https://127.0.0.1:${port}` } })
  balancer = await startLoadBalancer(port, site.port)
  const url = balancer.url
  await vi.waitFor(async () => expect((await request(`${url}/healthz`)).status).toBe(200), {
    timeout: 10_000,
    interval: 100,
  })
  return { url, site }
}

describe('the load balancer', () => {
  it('tells browsers to use HTTPS only, once, on pages and on its own refusals', async () => {
    const { url } = await startBehindBalancer()
    const page = await request(`${url}/about`)
    expect(page.status).toBe(200)
    const [hsts, ...more] = headerValues(page, 'strict-transport-security')
    expect(more).toEqual([])
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
    expect(hsts).toMatch(/;\s*includeSubDomains/)

    const refused = await request(`${url}/contact`, { method: 'POST', body: Buffer.alloc(300 * 1024, 'a') })
    expect(refused.status).toBe(413)
    expect(headerValues(refused, 'strict-transport-security')).toHaveLength(1)
  })

  it("lets a staff member's 200 KB profile picture through to the site", async () => {
    const { url, site: running } = await startBehindBalancer()
    const password = 'a long enough password for the test'
    const handle = openDatabase(`${running.dataDir}/site.db`)
    try {
      await createStaff({ email: 'asha@reelcraft.test', name: 'Asha Rao', role: 'staff', password }, handle.db)
    } finally {
      await handle.db.destroy()
    }
    const origin = { origin: url }
    const signIn = await request(`${url}/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...origin },
      body: Buffer.from(
        new URLSearchParams({ email: 'asha@reelcraft.test', password, redirectTo: '/profile' }).toString(),
      ),
    })
    const [sessionCookie] = headerValues(signIn, 'set-cookie')
    expect(sessionCookie).toBeDefined()
    const cookie = sessionCookie.split(';')[0]

    // A PNG signature and then filler, just under the 200 KB the profile allows.
    const picture = Buffer.alloc(200 * 1024 - 16, 1)
    picture.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const form = new FormData()
    form.set('intent', 'details')
    form.set('name', 'Asha Rao')
    form.set('avatar', new Blob([picture], { type: 'image/png' }), 'asha.png')
    const { body, type } = await encoded(form)
    const saved = await request(`${url}/profile`, {
      method: 'POST',
      headers: { 'content-type': type, cookie, ...origin },
      body,
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toContain('Your profile is saved.')
  })
})
