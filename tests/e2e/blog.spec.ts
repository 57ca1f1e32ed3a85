import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import {
  type GhostPostRecord,
  type GhostStandIn,
  postLike,
  recordedKey,
  recordedPosts,
  startGhostStandIn,
} from '../support/ghost-stand-in'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'

// The built-in Markdown posts in content/blog/, newest first.
const builtInPosts = [
  {
    slug: 'plan-reels-for-an-indian-wedding',
    title: 'How to Plan Reels for an Indian Wedding',
    tag: 'Weddings',
    date: 'Oct 28, 2026',
  },
  {
    slug: 'what-to-expect-on-a-brand-shoot',
    title: 'What to Expect on a Brand Shoot',
    tag: 'Brand Shoots',
    date: 'Oct 14, 2026',
  },
  {
    slug: 'hourly-or-half-day-plan',
    title: 'Hourly or Half-Day: Choosing the Right Plan',
    tag: 'Pricing',
    date: 'Sep 30, 2026',
  },
  { slug: 'birthday-reel-ideas', title: '10 Reel Ideas for a Birthday', tag: 'Ideas', date: 'Sep 12, 2026' },
  {
    slug: 'how-10-minute-delivery-works',
    title: 'How Our 10-Minute Delivery Works',
    tag: 'Behind the Scenes',
    date: 'Aug 26, 2026',
  },
  {
    slug: 'corporate-event-reels-people-watch',
    title: 'Corporate Event Reels People Actually Watch',
    tag: 'Corporate',
    date: 'Aug 08, 2026',
  },
  {
    slug: 'become-a-reelcraft-creator',
    title: 'How to Become a ReelCraft Creator',
    tag: 'Creators',
    date: 'Jul 22, 2026',
  },
]

function blogSection(page: import('@playwright/test').Page) {
  return page.getByRole('region', { name: 'Latest from the Blog' })
}

test.describe('with the built-in posts', () => {
  test('the press page shows the 6 newest posts and a button to all of them', async ({ page }) => {
    await page.goto('/press')
    const section = blogSection(page)
    await expect(section.getByText('Latest Posts')).toBeVisible()
    const cards = section.getByRole('article')
    await expect(cards).toHaveCount(6)
    for (const [index, post] of builtInPosts.slice(0, 6).entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`)
      await expect(card.getByText(post.tag, { exact: true })).toBeVisible()
      await expect(card.getByText(post.date)).toBeVisible()
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible()
      await expect(card.getByRole('img')).toBeVisible()
    }
    await section.getByRole('link', { name: 'View All Blog Posts' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(builtInPosts.length)
  })

  test('the press page lists our own releases as ours until coverage is confirmed, with the press kit and press contact', async ({
    page,
    request,
  }) => {
    await page.goto('/press')
    // No "Featured in" heading while no coverage is confirmed.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News from ReelCraft')
    await expect(page.getByText('Featured in Leading Media')).toHaveCount(0)
    await expect(page.getByText('Latest Coverage')).toHaveCount(0)
    await expect(page.getByText(/^No publication has written about ReelCraft yet/)).toBeVisible()
    const readMore = page.getByRole('link', { name: /^Read More/ })
    await expect(readMore).toHaveCount(3)
    for (const link of await readMore.all()) {
      await expect(link).toHaveAttribute('href', /^\/press\/releases#/)
      await expect(link).not.toHaveAttribute('target', '_blank')
    }
    // Our own announcements, under their own name, while no coverage is confirmed.
    const cards = page.getByRole('region', { name: 'Our announcements' }).getByRole('article')
    await expect(cards).toHaveCount(3)
    for (const card of await cards.all()) {
      await expect(card.getByText('Press Release', { exact: true })).toBeVisible()
    }
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(
      'ReelCraft closes a ₹24M Series A round at a ₹220M valuation',
    )
    await expect(cards.first().getByText('ReelCraft press release')).toBeVisible()
    // The press address is an example: written out as one, and no button opens a mail to it.
    await expect(page.getByText('press@reelcraft.in (example e-mail address, not in service)')).toBeVisible()
    await expect(page.getByRole('link', { name: /Contact PR|press@reelcraft\.in/ })).toHaveCount(0)
    await expect(page.getByText('+91 40 4520 1998')).toBeVisible()
    await expect(page.getByRole('link', { name: /4520 1998/ })).toHaveCount(0)

    const kit = await request.get((await page.getByRole('link', { name: 'Press Kit' }).getAttribute('href')) as string)
    expect(kit.status()).toBe(200)
    expect(kit.headers()['content-disposition']).toMatch(/attachment; filename="reelcraft-press-kit\.html"/)
    const kitText = await kit.text()
    for (const expected of ['250+', '30,000+', '4.9/5', 'press@reelcraft.in', 'Co-founder', '<svg']) {
      expect(kitText).toContain(expected)
    }

    await page.getByRole('link', { name: 'View All Press Releases' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press Releases')
    await expect(
      page.getByRole('heading', { level: 2, name: 'ReelCraft closes a ₹24M Series A round at a ₹220M valuation' }),
    ).toBeVisible()
  })

  test('the blog lists every post with its picture, tag, date, excerpt and reading time, in the HTML', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/blog')).text()
    for (const post of builtInPosts) expect(html).toContain(`href="/blog/${post.slug}"`)
    await page.goto('/blog')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(builtInPosts.length)
    for (const [index, post] of builtInPosts.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title)
      await expect(card.getByText(post.tag, { exact: true })).toBeVisible()
      await expect(card.getByText(post.date)).toBeVisible()
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible()
    }
  })

  test('blog cards appear 0.1 s apart, and all at once for visitors who ask for less motion', async ({ browser }) => {
    const moving = await browser.newPage()
    await moving.goto('/blog')
    const delays = await moving
      .locator('main li.post-card-rise')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay))
    expect(delays.slice(0, 3)).toEqual(['0s', '0.1s', '0.2s'])
    const still = await browser.newPage({ reducedMotion: 'reduce' })
    await still.goto('/blog')
    const names = await still
      .locator('main li.post-card-rise')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationName))
    expect(new Set(names)).toEqual(new Set(['none']))
    await moving.close()
    await still.close()
  })

  test('a post shows its body, author, tag, date and reading time, and leads back to the blog', async ({
    page,
    request,
  }) => {
    const response = await request.get('/blog/how-10-minute-delivery-works')
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('Editing starts during the shoot')

    await page.goto('/blog/how-10-minute-delivery-works')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Our 10-Minute Delivery Works')
    await expect(page.getByRole('heading', { level: 2, name: 'Editing starts during the shoot' })).toBeVisible()
    await expect(page.getByText('ReelCraft Production Desk')).toBeVisible()
    await expect(page.getByText('Our production leads plan shoots, brief reel-makers')).toBeVisible()
    await expect(page.getByText('Behind the Scenes', { exact: true })).toBeVisible()
    await expect(page.getByText('Aug 26, 2026')).toBeVisible()
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible()
    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('a post and the post-not-found page have no accessibility violations', async ({ page }) => {
    for (const path of [`/blog/${builtInPosts[0].slug}`, '/blog/no-such-post']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      expect(await accessibilityViolations(page), path).toEqual([])
    }
  })

  test("an unknown post answers 404 with 'Post not found' and a way back", async ({ page }) => {
    const response = await page.goto('/blog/no-such-post')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.getByRole('link', { name: 'Return to Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })
})

// ---- A second and third site, started here, for a Ghost CMS and for no posts at all ----

const hostileSlug = 'a-post-with-hostile-html'

function hostilePost(template: GhostPostRecord) {
  return postLike(template, {
    slug: hostileSlug,
    title: 'A post with hostile HTML',
    published_at: '2026-11-20T10:00:00.000+00:00',
    html:
      '<p>Visible text before the script.</p><script>window.__ran = "script"</script>' +
      '<img src="/no-such-image.png" alt="broken" onerror="window.__ran = \'onerror\'">' +
      '<p><a href="javascript:window.__ran=\'link\'">Click me</a></p><p>Visible text after.</p>',
  })
}

test.describe('with a Ghost CMS', () => {
  let ghost: GhostStandIn
  let site: SiteProcess

  test.beforeAll(async () => {
    const posts = recordedPosts()
    ghost = await startGhostStandIn({ posts: [hostilePost(posts[0]), ...posts] })
    site = await startSite({ env: { GHOST_URL: ghost.url, GHOST_CONTENT_API_KEY: recordedKey } })
  })
  test.afterAll(async () => {
    if (site) await stopSite(site)
    await ghost?.close()
  })

  test('the press page shows the four public Ghost posts and no button to more', async ({ page }) => {
    await page.goto(`${site.url}/press`)
    const section = blogSection(page)
    await expect(section.getByRole('article')).toHaveCount(4)
    await expect(section.getByRole('link', { name: 'Hello from offline Ghost' })).toHaveAttribute(
      'href',
      '/blog/hello-offline',
    )
    await expect(section.getByText('#internal-flag')).toHaveCount(0)
    await expect(section.getByRole('link', { name: 'View All Blog Posts' })).toHaveCount(0)
  })

  test('a Ghost post renders with its author', async ({ page }) => {
    const response = await page.goto(`${site.url}/blog/hello-offline`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello from offline Ghost')
    await expect(page.getByText('Admin API')).toBeVisible()
    await expect(page.getByText('Ada Lovelace')).toBeVisible()
    await expect(page.getByText('First programmer.')).toBeVisible()
    await expect(page.getByText('Jan 15, 2025')).toBeVisible()
  })

  test('a post whose HTML holds a script, an onerror handler and a javascript: link runs none of them', async ({
    page,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const response = await page.goto(`${site.url}/blog/${hostileSlug}`)
    expect(response?.status()).toBe(200)
    const html = await response?.text()
    expect(html).not.toContain('window.__ran')
    await expect(page.getByText('Visible text before the script.')).toBeVisible()
    await expect(page.getByText('Visible text after.')).toBeVisible()
    // A picture that cannot be had (/no-such-image.png) is left out, handler and all.
    await expect(page.locator('img[onerror]')).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'broken' })).toHaveCount(0)
    await page.getByText('Click me').click()
    expect(await page.evaluate(() => (window as { __ran?: string }).__ran)).toBeUndefined()
    expect(dialogs).toEqual([])
  })

  test('a members-only post, of which Ghost sends only a teaser, is left out of the blog, the press page and the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto(`${site.url}/blog`)
    await expect(page.getByRole('link', { name: 'Hello from offline Ghost' })).toBeVisible()
    await expect(page.getByText('Members only post')).toHaveCount(0)
    await page.goto(`${site.url}/press`)
    await expect(blogSection(page).getByRole('link', { name: 'Hello from offline Ghost' })).toBeVisible()
    await expect(page.getByText('Members only post')).toHaveCount(0)
    const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text()
    expect(sitemap).toContain('/blog/hello-offline</loc>')
    expect(sitemap).not.toContain('members-only-post')
    const response = await page.goto(`${site.url}/blog/members-only-post`)
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Free teaser.')).toHaveCount(0)
  })

  test('an unknown slug at Ghost answers 404', async ({ page }) => {
    const response = await page.goto(`${site.url}/blog/no-such-post`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found')
  })
})

test.describe('with no posts', () => {
  let site: SiteProcess
  let emptyDir: string

  test.beforeAll(async () => {
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-empty-'))
    site = await startSite({ env: { BLOG_CONTENT_DIR: emptyDir } })
  })
  test.afterAll(async () => {
    if (site) await stopSite(site)
    fs.rmSync(emptyDir, { recursive: true, force: true })
  })

  test('the press page has no blog section at all', async ({ page }) => {
    await page.goto(`${site.url}/press`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News from ReelCraft')
    await expect(page.getByText('Latest from the Blog')).toHaveCount(0)
    await expect(page.getByText('Latest Posts')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'View All Blog Posts' })).toHaveCount(0)
    await expect(page.getByText('Loading posts...')).toHaveCount(0)
  })
})
