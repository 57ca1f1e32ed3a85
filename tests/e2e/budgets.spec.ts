import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { type Page, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { type GhostStandIn, postLike, recordedKey, recordedPosts, startGhostStandIn } from '../support/ghost-stand-in'
import { photographicCovers } from '../support/image-server'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'
import { readingPages } from './site-map'

// Performance budgets, measured on the production build the way a first-time visitor loads each page.
const KB = 1024

type Load = { scripts: number; styles: number; images: number; total: number; foreign: string[] }

/**
 * Everything the page loads on arrival, and whatever `then` brings in afterwards (pictures scrolled near), with
 * text counted gzip and media as sent.
 */
async function firstLoad(page: Page, path: string, then?: (arrival: Load) => Promise<void>): Promise<Load> {
  const load: Load = { scripts: 0, styles: 0, images: 0, total: 0, foreign: [] }
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) load.foreign.push(response.url())
    pending.push(
      response.body().then(
        (body) => {
          const gzipped = zlib.gzipSync(body).length
          const type = response.headers()['content-type'] ?? ''
          if (type.includes('javascript')) load.scripts += gzipped
          if (type.includes('text/css')) load.styles += gzipped
          if (type.startsWith('image/')) load.images += body.length
          // Text is served compressed, media as it is.
          load.total += /text|javascript|json|svg|xml/.test(type) ? gzipped : body.length
        },
        () => undefined,
      ),
    )
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  if (then) {
    await Promise.all(pending)
    await then({ ...load, foreign: [...load.foreign] })
  }
  await Promise.all(pending)
  // The site's stylesheet arrives inside the page (docs/decisions/0005); it counts as CSS all the same.
  const inlineStyles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.textContent).join(''),
  )
  load.styles += zlib.gzipSync(inlineStyles).length
  return load
}

test.describe('budgets', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('the home page loads at most 126 KB of JavaScript, 30 KB of CSS and 800 KB in all', async ({ page }) => {
    const load = await firstLoad(page, '/')
    expect(load.foreign).toEqual([])
    expect(load.scripts, 'JavaScript (gzip bytes)').toBeLessThanOrEqual(126 * KB)
    expect(load.styles, 'CSS (gzip bytes)').toBeLessThanOrEqual(30 * KB)
    expect(load.total, 'first-view page weight (bytes)').toBeLessThanOrEqual(800 * KB)
  })

  // Reading pages work as plain HTML (app/pages/page-handle.ts): a first visit runs no script at all.
  for (const readingPage of readingPages) {
    test(`${readingPage} loads no JavaScript`, async ({ page }) => {
      const load = await firstLoad(page, readingPage)
      expect(load.foreign).toEqual([])
      expect(load.scripts, 'JavaScript (gzip bytes)').toBe(0)
      expect(load.styles, 'CSS (gzip bytes)').toBeLessThanOrEqual(30 * KB)
    })
  }

  for (const other of ['/discover', '/press', '/enquiry', '/wedding-packages', '/reel-packages']) {
    test(`${other} loads nothing from another host`, async ({ page }) => {
      const load = await firstLoad(page, other)
      expect(load.foreign).toEqual([])
      expect(load.styles, 'CSS (gzip bytes)').toBeLessThanOrEqual(30 * KB)
    })
  }
})

// /blog as a phone shows it with a CMS whose covers are photographs straight from a camera (3000 × 2000, over
// 1 MB each), uploaded to Ghost: the Ghost stand-in serves them from its own origin, as a self-hosted Ghost does.
test.describe('/blog with photographic covers', () => {
  // One site and one CMS for both screens, so the pictures are made once.
  test.describe.configure({ mode: 'default' })
  let ghost: GhostStandIn
  let site: SiteProcess

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const covers = await photographicCovers(7)
    for (const cover of covers) {
      expect(await sharp(cover).metadata()).toMatchObject({ width: 3000, height: 2000, format: 'jpeg' })
      expect(cover.length, 'a cover as heavy as a photograph').toBeGreaterThan(1024 * 1024)
    }
    const coverPath = (index: number) => `/content/images/2026/11/photograph-${index + 1}.jpg`
    ghost = await startGhostStandIn({
      uploads: Object.fromEntries(covers.map((body, index) => [coverPath(index), { type: 'image/jpeg', body }])),
    })
    const [template] = recordedPosts()
    ghost.setPosts(
      covers.map((_, index) =>
        postLike(template, {
          id: `6b01d09ed9128237200000${String(index).padStart(2, '0')}`,
          slug: `photographs-${index + 1}`,
          title: `Photographs of a wedding, part ${index + 1}`,
          url: `${ghost.url}/photographs-${index + 1}/`,
          published_at: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000+00:00`,
          feature_image: `${ghost.url}${coverPath(index)}`,
          feature_image_alt: `Photograph ${index + 1}`,
        }),
      ),
    )
    site = await startSite({ env: { GHOST_URL: ghost.url, GHOST_CONTENT_API_KEY: recordedKey } })
  })
  test.afterAll(async () => {
    if (site) await stopSite(site)
    await ghost?.close()
  })

  for (const deviceScaleFactor of [1, 2.625]) {
    test(`/blog on a 412 px phone at ${deviceScaleFactor}x loads at most 350 KB on arrival, and 350 KB with six cards and their pictures`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor,
        baseURL: site.url,
      })
      const page = await context.newPage()
      const load = await firstLoad(page, '/blog', async (arrival) => {
        console.log(`/blog at ${deviceScaleFactor}x on arrival: ${arrival.total} bytes, ${arrival.images} of pictures`)
        expect(arrival.foreign).toEqual([])
        expect(arrival.total, 'page weight on arrival (bytes)').toBeLessThanOrEqual(350 * KB)
        // The first screen brings the covers near it (the others are lazy); then the first six cards are
        // brought into view one by one, each picture loaded and shown.
        const cards = (await page.getByRole('main').getByRole('article').all()).slice(0, 6)
        expect(cards).toHaveLength(6)
        for (const card of cards) {
          const picture = card.locator('img')
          await picture.scrollIntoViewIfNeeded()
          await expect(picture).toBeVisible()
          await expect
            .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
            .toBe(true)
        }
      })
      console.log(`/blog at ${deviceScaleFactor}x with six cards: ${load.total} bytes, ${load.images} of pictures`)
      expect(load.foreign).toEqual([])
      expect(load.total, 'page weight with six cards and their pictures (bytes)').toBeLessThanOrEqual(350 * KB)
      await context.close()
    })
  }
})

test('no image the site ships is over 200 KB', () => {
  const images: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(png|jpe?g|webp|avif|gif|svg)$/i.test(entry.name)) images.push(full)
    }
  }
  walk('public')
  const tooLarge = images.filter((file) => fs.statSync(file).size > 200 * KB)
  expect(tooLarge).toEqual([])
})
