import http from 'node:http'
import { expect, test } from '@playwright/test'

// Static pages are rendered once and then served from memory to every visitor who is not signed in.

test('a static page is served with the same bytes, a validator and hash-based script rules', async ({ request }) => {
  const first = await request.get('/pricing')
  const second = await request.get('/pricing')
  expect(first.status()).toBe(200)
  expect(await second.text()).toBe(await first.text())
  const etag = first.headers().etag
  expect(etag).toBeTruthy()
  expect(second.headers().etag).toBe(etag)

  const policy = first.headers()['content-security-policy']
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+[;\s]/)
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)

  const revalidated = await request.get('/pricing', { headers: { 'if-none-match': etag } })
  expect(revalidated.status()).toBe(304)
})

test('a static page served from memory still runs its scripts: nothing is refused and the page works', async ({
  page,
}) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  await page.goto('/contact')
  await page.reload()
  // Hydrated: React Router's scroll restoration has taken over from the browser's.
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual')
  await page.getByRole('banner').getByRole('button', { name: 'Get the App' }).click()
  await expect(page.getByRole('dialog', { name: 'Get the App' })).toBeVisible()
  expect(refused).toEqual([])
})

test('the cache keeps one copy per answer to the cookie banner, never one per visitor', async ({ request }) => {
  const get = (cookie?: string) => request.get('/contact', { headers: cookie ? { cookie } : {} })
  const unanswered = await get()
  expect(await unanswered.text()).toContain('aria-label="Cookie consent"')
  expect(unanswered.headers().vary).toContain('Cookie')
  // An answer that is not one counts as none, whatever else the browser sends.
  for (const cookie of ['cookie-consent=maybe', 'cookie-consent=', 'theme=dark']) {
    expect((await get(cookie)).headers().etag, cookie).toBe(unanswered.headers().etag)
  }
  for (const answer of ['true', 'false']) {
    const answered = await get(`cookie-consent=${answer}`)
    expect(await answered.text()).not.toContain('aria-label="Cookie consent"')
    expect(answered.headers().etag).not.toBe(unanswered.headers().etag)
    expect((await get(`theme=dark; cookie-consent=${answer}`)).headers().etag).toBe(answered.headers().etag)
  }
})

test('the blog list, the press page and a post are kept too, for every visitor', async ({ request }) => {
  const list = await (await request.get('/blog')).text()
  const post = /href="(\/blog\/[\w-]+)"/.exec(list)?.[1]
  expect(post, 'a link to a post on /blog').toBeDefined()
  for (const path of ['/blog', '/press', post as string]) {
    const first = await request.get(path)
    const second = await request.get(path)
    expect(first.status(), path).toBe(200)
    expect(first.headers().etag, path).toBeTruthy()
    expect(second.headers().etag, path).toBe(first.headers().etag)
    expect(await second.text(), path).toBe(await first.text())
    expect(first.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/)
  }
})

test('a page with a query string is rendered for that request, with its own nonce', async ({ request }) => {
  const response = await request.get('/?newsletter=subscribed')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
})

/** A GET with the Host header a client chose, which the browser APIs would not let a test forge. */
function getWithHost(baseURL: string, path: string, host: string) {
  const { hostname, port } = new URL(baseURL)
  return new Promise<{ status: number; html: string }>((resolve, reject) => {
    http
      .get({ hostname, port, path, headers: { host } }, (response) => {
        let html = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (html += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html }))
      })
      .on('error', reject)
  })
}

test('a forged Host header changes neither the page it is sent with nor what is kept for everyone else', async ({
  request,
  baseURL,
}) => {
  const site = baseURL as string
  const { host } = new URL(site)
  // A Host that ends in a path: pasted in front of the requested path, it used to make the page cache render
  // another page and keep it under this one's address.
  const missing = `/blog/no-such-post-${Date.now()}`
  const forged = await getWithHost(site, missing, `${host}/features?`)
  expect(forged.status).toBe(404)
  const afterwards = await request.get(missing)
  expect(afterwards.status()).toBe(404)
  expect(await afterwards.text()).toContain('Post not found')

  const about = await getWithHost(site, '/about', `evil.example/journey?`)
  expect(about.html).toContain(`<link rel="canonical" href="${site}/about"/>`)
  expect(about.html).not.toContain('evil.example')
  const served = await (await request.get('/about')).text()
  expect(served).toContain(`<link rel="canonical" href="${site}/about"/>`)
  expect(served).not.toContain('evil.example')
})
