import { type Browser, type Page, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { type GhostStandIn, postLike, recordedKey, recordedPosts, startGhostStandIn } from '../support/ghost-stand-in'
import { photograph } from '../support/image-server'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'

// Pictures on a phone: every one shows (none broken), none is refused by the Content-Security-Policy, and the
// browser fetches a width made for a small screen, from our own pictures and from a CMS's alike.

test.use({ viewport: { width: 375, height: 740 } })

type Watch = { violations: string[]; failed: string[]; formats: Set<string> }

/** Collects what the console says about the Content-Security-Policy, and every picture that failed. */
function watch(page: Page): Watch {
  const seen: Watch = { violations: [], failed: [], formats: new Set() }
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.violations.push(message.text())
  })
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return
    if (response.status() >= 400) seen.failed.push(`${response.status()} ${response.url()}`)
    if (new URL(response.url()).pathname.startsWith('/img/')) seen.formats.add(response.headers()['content-type'] ?? '')
  })
  return seen
}

/** Brings every picture on the page near the screen, waits for all of them, and names any that is broken. */
async function brokenPictures(page: Page) {
  for (const picture of await page.locator('img').all()) await picture.scrollIntoViewIfNeeded()
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), { timeout: 15_000 })
    .toBe(true)
  return page.evaluate(() => [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src))
}

/** The width the endpoint was asked for, from the address the browser chose. */
async function chosenWidth(page: Page, selector: string) {
  const current = await page
    .locator(selector)
    .first()
    .evaluate((image: HTMLImageElement) => image.currentSrc)
  return Number(new URL(current).pathname.split('/')[2])
}

test.describe('with the built-in posts', () => {
  for (const pagePath of ['/blog', '/blog/how-10-minute-delivery-works']) {
    test(`${pagePath} shows every picture at a phone's width, with none broken and no CSP violation`, async ({
      page,
    }) => {
      const seen = watch(page)
      await page.goto(pagePath)
      expect(await brokenPictures(page)).toEqual([])
      expect(seen.violations).toEqual([])
      expect(seen.failed).toEqual([])
      // Chromium takes AVIF, so that is what every picture comes as.
      expect([...seen.formats]).toEqual(['image/avif'])
      const main = pagePath === '/blog' ? 'main article img' : 'main article > img'
      expect(await chosenWidth(page, main)).toBeLessThanOrEqual(480)
    })
  }

  for (const pagePath of ['/blog', '/blog/how-10-minute-delivery-works', '/press', '/discover']) {
    test(`on ${pagePath} the first large picture is fetched first and every other picture when it comes near`, async ({
      page,
    }) => {
      await page.goto(pagePath)
      const pictures = await picturesOfMain(page)
      const first = pictures.findIndex((picture) => picture.large)
      expect(first, 'a large picture on the page').toBeGreaterThanOrEqual(0)
      expect(pictures[first]).toMatchObject({ fetchpriority: 'high', loading: null })
      const others = pictures.filter((_, index) => index !== first)
      expect(others.length, 'other pictures on the page').toBeGreaterThan(0)
      for (const other of others)
        expect(other, other.src ?? undefined).toMatchObject({ fetchpriority: null, loading: 'lazy' })
    })
  }
})

/** Every picture in the page's main content, in order: whether it is laid out large, and how it is fetched. */
function picturesOfMain(page: Page) {
  return page.locator('main img').evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src'),
      // A card, a cover or a reel's poster on a phone; an author's face or a logo is smaller.
      large: image.getBoundingClientRect().width >= 200,
      fetchpriority: image.getAttribute('fetchpriority'),
      loading: image.getAttribute('loading'),
    })),
  )
}

test.describe("with a Ghost CMS whose pictures are its uploads, on the Ghost URL's origin", () => {
  // Pictures on another host (Unsplash, a CDN) are fetched only over https on its default port, from a public
  // address: a stand-in on this machine cannot be one, so tests/integration/images.test.ts covers them.
  const cover = '/content/images/2026/11/cover.jpg'
  const inline = '/content/images/2026/11/inline.jpg'
  let ghost: GhostStandIn
  let site: SiteProcess
  const pictureAt = (picturePath: string) => `${ghost.url}${picturePath}`

  test.beforeAll(async () => {
    // A second site and the stand-in start here; on a busy machine that takes longer than one test may.
    test.setTimeout(90_000)
    const [template] = recordedPosts()
    const uploads = {
      [cover]: { type: 'image/jpeg', body: await photograph(1600, 840) },
      [inline]: { type: 'image/jpeg', body: await photograph(1000, 750) },
    }
    ghost = await startGhostStandIn({ uploads })
    ghost.setPosts([
      postLike(template, {
        slug: 'pictures-in-ghost',
        title: 'Pictures in Ghost',
        published_at: '2026-11-20T10:00:00.000+00:00',
        feature_image: pictureAt(cover),
        feature_image_alt: 'A cover in Ghost',
        html: `<p>Before the picture.</p><figure class="kg-card kg-image-card"><img src="${pictureAt(inline)}" class="kg-image" alt="A picture in the body"></figure><p>After the picture.</p>`,
      }),
      postLike(template, {
        slug: 'picture-gone',
        title: 'A post whose picture is gone',
        published_at: '2026-11-19T10:00:00.000+00:00',
        feature_image: pictureAt('/content/images/2026/11/gone.jpg'),
        feature_image_alt: 'A cover that is gone',
      }),
    ])
    site = await startSite({ env: { GHOST_URL: ghost.url, GHOST_CONTENT_API_KEY: recordedKey } })
  })
  test.afterAll(async () => {
    if (site) await stopSite(site)
    await ghost?.close()
  })

  test("the pages allow pictures from our own origin only, not from the Ghost URL's", async ({ request }) => {
    for (const pagePath of ['/blog', '/blog/pictures-in-ghost']) {
      const policy = (await request.get(`${site.url}${pagePath}`)).headers()['content-security-policy']
      expect(policy, pagePath).toMatch(/(^|; )img-src 'self'(;|$)/)
    }
  })

  test('the blog shows the Ghost picture small, and the card whose picture is gone without one', async ({ page }) => {
    const seen = watch(page)
    await page.goto(`${site.url}/blog`)
    const withPicture = page.getByRole('article').filter({ hasText: 'Pictures in Ghost' })
    await expect(withPicture.getByRole('img', { name: 'A cover in Ghost' })).toBeVisible()
    await expect(
      page.getByRole('article').filter({ hasText: 'A post whose picture is gone' }).getByRole('img'),
    ).toHaveCount(0)
    expect(await brokenPictures(page)).toEqual([])
    expect(seen.violations).toEqual([])
    expect(seen.failed).toEqual([])
    const current = await withPicture.getByRole('img').evaluate((image: HTMLImageElement) => image.currentSrc)
    expect(current).toBe(`${site.url}/img/480/${encodeURIComponent(pictureAt(cover))}`)
  })

  test('without JavaScript the page is the same: the card whose picture is gone has none', async ({ browser }) => {
    const { page, close } = await withoutScripts(browser)
    await page.goto(`${site.url}/blog`)
    await expect(page.getByRole('article').filter({ hasText: 'Pictures in Ghost' }).getByRole('img')).toHaveCount(1)
    await expect(
      page.getByRole('article').filter({ hasText: 'A post whose picture is gone' }).getByRole('img'),
    ).toHaveCount(0)
    expect(await brokenPictures(page)).toEqual([])
    await close()
  })

  test('a post shows its cover and the pictures of its body, and shares its cover as a 1200 px JPEG', async ({
    page,
    request,
  }) => {
    const seen = watch(page)
    await page.goto(`${site.url}/blog/pictures-in-ghost`)
    await expect(page.getByRole('img', { name: 'A cover in Ghost' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'A picture in the body' })).toBeVisible()
    expect(await brokenPictures(page)).toEqual([])
    expect(seen.violations).toEqual([])
    expect(seen.failed).toEqual([])

    const shared = (await page.locator('meta[property="og:image"]').getAttribute('content')) as string
    expect(shared).toBe(`${site.url}/img/1200/${encodeURIComponent(pictureAt(cover))}?format=jpeg`)
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', shared)
    const answer = await request.get(shared)
    expect(answer.headers()['content-type']).toBe('image/jpeg')
    const { width, height } = await sharp(await answer.body()).metadata()
    expect([width, height]).toEqual([1200, 630])
  })
})

async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })
  return { page: await context.newPage(), close: () => context.close() }
}
