import { expect, test } from '@playwright/test'
import { publicRoutes } from './site-map'

// Fetched without a browser: the HTML itself must carry the title, heading and text.
test.describe('server-rendered HTML', () => {
  for (const route of publicRoutes) {
    test(`${route.path} carries its title, <h1> and main text before any script runs`, async ({ request, page }) => {
      // Answered by the page itself, not by a redirect (a folder of pictures named like a page must not win).
      const response = await request.get(route.path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const html = await response.text()
      const h1 = html
        .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim()
      expect(h1, 'an <h1> in the HTML').toBeTruthy()
      if (route.h1) expect(h1).toBe(route.h1)
      expect(html).toMatch(/<title>[^<]+<\/title>/)
      const main = html.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? ''
      const words = main
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean)
      expect(words.length, 'words of main text').toBeGreaterThan(15)

      // The browser shows the same heading once it has hydrated.
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1 as string)
    })
  }

  test('answers carry the security headers', async ({ request }) => {
    const response = await request.get('/waitlist')
    const headers = response.headers()
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  test('hashed assets are cached for a year; pages and scripts come in brotli to a browser that takes it', async ({
    request,
  }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers()['content-encoding']).toBe('gzip')
    const asset = (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0]
    expect(asset).toBeTruthy()
    const response = await request.get(asset as string)
    expect(response.headers()['cache-control']).toContain('max-age=31536000')
    expect(response.headers()['cache-control']).toContain('immutable')

    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const framework = (await page.text()).match(/\/assets\/framework-[\w-]+\.js/)?.[0]
    expect(framework).toBeTruthy()
    for (const path of ['/', '/blog', framework as string]) {
      const answer = await request.get(path, { headers: browser })
      expect(answer.headers()['content-encoding'], path).toBe('br')
      expect(answer.headers()['vary'], path).toContain('Accept-Encoding')
    }
    // Decoded, the brotli script is the same script.
    const plain = await request.get(framework as string, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers()['content-encoding']).toBeUndefined()
    expect(await (await request.get(framework as string, { headers: browser })).text()).toBe(await plain.text())
  })

  test('health checks report the process and the database', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200)
    const ready = await request.get('/readyz')
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  test('pages carry their styles, so the first paint waits for no stylesheet', async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(request.url()))
    const response = await page.goto('/contact')
    const html = (await response?.text()) ?? ''
    const styles = html.match(/<style id="site-styles">([\s\S]*?)<\/style>/)?.[1] ?? ''
    expect(styles.length, 'characters of inline CSS').toBeGreaterThan(10_000)
    expect(fetched.filter((url) => url.endsWith('.css'))).toEqual([])
    // The styles apply: the page is dark, as designed, not the browser's default white.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    )
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible()
  })
})
