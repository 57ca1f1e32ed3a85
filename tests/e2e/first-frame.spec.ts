import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { publicRoutes } from './site-map'

// The first frame waits until a page is parsed down to the end of what it shows, its cookie banner included
// (docs/decisions/0009): one style and layout pass for the whole first screen, instead of a frame of the head
// and a sliver of the body, then another for the rest. The scripts after it do not hold it back.

test('every public page asks the browser to hold its first frame until all it shows is parsed', async ({ request }) => {
  for (const route of publicRoutes) {
    const html = await (await request.get(route.path)).text()
    const target = /<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/.exec(html)?.[1]
    expect(target, `${route.path}: a render-blocking target in <head>`).toBeTruthy()
    expect(html.indexOf('<link rel="expect"'), `${route.path}: the hint is in <head>`).toBeLessThan(
      html.indexOf('</head>'),
    )
    const at = html.indexOf(`id="${target}"`)
    expect(at, `${route.path}: the target comes after the main content`).toBeGreaterThan(html.indexOf('</main>'))
    expect(at, `${route.path}: the target comes after the footer`).toBeGreaterThan(html.indexOf('</footer>'))
    const banner = html.indexOf('aria-label="Cookie consent"')
    expect(banner, `${route.path}: the cookie banner is in the page`).toBeGreaterThan(0)
    expect(at, `${route.path}: the target comes after the whole cookie banner`).toBeGreaterThan(
      html.indexOf('</section>', banner),
    )
    const scriptAfterMain = html.indexOf('<script', html.indexOf('</main>'))
    expect(at, `${route.path}: the target comes before the scripts that end the page`).toBeLessThan(scriptAfterMain)
  }
})

// A slow network: the page's HTML stops for a second at one point, then the rest arrives.
const pauses = [
  { where: 'in the middle of the main content', after: (html: string) => html.indexOf('</h1>') + '</h1>'.length },
  {
    where: 'just inside the cookie banner',
    after: (html: string) => html.indexOf('>', html.indexOf('aria-label="Cookie consent"')) + 1,
  },
]

for (const pause of pauses) {
  test(`a page whose HTML pauses ${pause.where} is first drawn whole`, async ({ page, baseURL }) => {
    const site = new URL(baseURL!)
    const slow = http.createServer(async (req, res) => {
      const answer = await fetch(new URL(req.url ?? '/', site), { headers: { 'accept-encoding': 'identity' } })
      if (!(answer.headers.get('content-type') ?? '').startsWith('text/html')) {
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        })
        res.end(Buffer.from(await answer.arrayBuffer()))
        return
      }
      const html = await answer.text()
      const at = pause.after(html)
      expect(at).toBeGreaterThan(0)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.write(html.slice(0, at))
      setTimeout(() => res.end(html.slice(at)), 1_000)
    })
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    try {
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          const banner = document.querySelector('section[aria-label="Cookie consent"]')
          ;(window as unknown as { firstFrame: unknown }).firstFrame = {
            heading: document.querySelector('h1') !== null,
            footer: document.querySelector('footer') !== null,
            cookieBannerWithItsButtons: [...(banner?.querySelectorAll('button') ?? [])].some(
              (button) => button.textContent === 'Allow',
            ),
          }
        })
      })
      await page.goto(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/privacy`)
      const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame)
      expect(await firstFrame.jsonValue()).toEqual({ heading: true, footer: true, cookieBannerWithItsButtons: true })
    } finally {
      slow.close()
    }
  })
}
