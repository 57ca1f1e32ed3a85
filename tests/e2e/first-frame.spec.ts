import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Page, expect, test } from '@playwright/test'
import { publicRoutes } from './site-map'

// The first frame waits until a page is parsed down to the end of what it shows, its cookie banner included
// (docs/decisions/0009): one style and layout pass for the whole first screen, instead of a frame of the head
// and a sliver of the body, then another for the rest. The scripts after it do not hold it back.
//
// Checked in the browser, through a slow network: a stand-in between the browser and the site sends a page's
// HTML up to a chosen point and the rest later (see `release` below). The page notes what its first frame
// holds from a requestAnimationFrame callback, which runs just before that frame is drawn.

type Parts = { heading: boolean; footer: boolean; cookieBannerWithItsButtons: boolean }

declare global {
  interface Window {
    partsOnScreen: () => Parts
    firstFrame?: Parts
    releaseTheRest: () => void
  }
}

type Pause = {
  /** Where in the HTML the network stops. */
  at: (html: string) => number
  /**
   * When the rest is sent: 'a second later', the slow network itself, ample time for a browser free to draw
   * to have drawn what it had; or once the browser has drawn its first frame.
   */
  release: 'a second later' | 'first frame'
}

/** Opens a page through the slow network and answers what its first frame held, and what the loaded page holds. */
async function openSlowly(page: Page, baseURL: string, path: string, pause: Pause) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.exposeBinding('releaseTheRest', () => release())
  await page.addInitScript(
    (when) => {
      window.partsOnScreen = () => {
        const banner = document.querySelector('section[aria-label="Cookie consent"]')
        return {
          heading: document.querySelector('h1') !== null,
          footer: document.querySelector('footer') !== null,
          cookieBannerWithItsButtons: [...(banner?.querySelectorAll('button') ?? [])].some((button) => button.textContent === 'Allow'),
        }
      }
      requestAnimationFrame(() => {
        window.firstFrame = window.partsOnScreen()
        if (when === 'first frame') window.releaseTheRest()
      })
    },
    pause.release,
  )

  const site = new URL(baseURL)
  const slow = http.createServer(async (req, res) => {
    const answer = await fetch(new URL(req.url ?? '/', site), { headers: { 'accept-encoding': 'identity' } })
    if (!(answer.headers.get('content-type') ?? '').startsWith('text/html')) {
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' })
      res.end(Buffer.from(await answer.arrayBuffer()))
      return
    }
    const html = await answer.text()
    const at = pause.at(html)
    if (at <= 0) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(`The stand-in found no place to pause in ${req.url}.`)
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.write(html.slice(0, at))
    if (pause.release === 'a second later') setTimeout(release, 1_000)
    await released
    res.end(html.slice(at))
  })
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
  try {
    await page.goto(`http://127.0.0.1:${(slow.address() as AddressInfo).port}${path}`)
    const firstFrame = await (await page.waitForFunction(() => window.firstFrame)).jsonValue()
    return { firstFrame, loaded: await page.evaluate(() => window.partsOnScreen()) }
  } finally {
    slow.close()
  }
}

const inTheMainContent = (html: string) => (html.includes('</h1>') ? html.indexOf('</h1>') + '</h1>'.length : 0)

for (const route of publicRoutes) {
  test(`${route.path} is first drawn whole, even when its HTML stops in the middle of the main content`, async ({ page, baseURL }) => {
    const { firstFrame, loaded } = await openSlowly(page, baseURL as string, route.path, { at: inTheMainContent, release: 'a second later' })
    expect(loaded, 'the page has a heading and its cookie banner').toMatchObject({ heading: true, cookieBannerWithItsButtons: true })
    expect(firstFrame).toEqual(loaded)
  })
}

test('a page whose HTML stops just inside the cookie banner is first drawn with the whole banner', async ({ page, baseURL }) => {
  const insideTheBanner = (html: string) => html.indexOf('>', html.indexOf('aria-label="Cookie consent"')) + 1
  const { firstFrame } = await openSlowly(page, baseURL as string, '/privacy', { at: insideTheBanner, release: 'a second later' })
  expect(firstFrame).toEqual({ heading: true, footer: true, cookieBannerWithItsButtons: true })
})

test('the scripts that end a page do not hold its first frame back', async ({ page, baseURL }) => {
  const afterTheLastPartShown = (html: string) => html.indexOf('>', html.indexOf('id="page-end"')) + 1
  // The rest of the page, its scripts, is sent only once the first frame has been drawn.
  const { firstFrame } = await openSlowly(page, baseURL as string, '/privacy', { at: afterTheLastPartShown, release: 'first frame' })
  expect(firstFrame).toEqual({ heading: true, footer: true, cookieBannerWithItsButtons: true })
})
