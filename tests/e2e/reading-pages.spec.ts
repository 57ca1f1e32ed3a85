import { expect, test } from '@playwright/test'
import { readingPages } from './site-map'

// Reading pages say in their route's handle that they need no script (app/pages/page-handle.ts): their HTML carries
// none, and their links are ordinary links. Pages with forms, the carousel, the gallery or the team page's
// timeline still load their scripts and hydrate.
const hydratingPages = [
  '/',
  '/discover',
  '/about',
  '/contact',
  '/enquiry',
  '/wedding-packages',
  '/reel-packages',
  '/partner',
  '/waitlist',
  '/coming-soon',
  '/book',
  '/sign-in',
]

test('reading pages carry no script, only their structured data', async ({ request }) => {
  for (const path of readingPages) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('<h1')
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'))
    expect(scripts, path).toEqual([])
    expect(html, path).not.toContain('modulepreload')
  }
})

test('pages with forms, the carousel, the gallery or the timeline arrows still load their scripts', async ({
  request,
}) => {
  for (const path of hydratingPages) {
    const html = await (await request.get(path)).text()
    expect(html, path).toMatch(/<script[^>]* type="module"/)
  }
})

test('from a reading page, a link to a page that hydrates loads it as a new document, which hydrates', async ({
  page,
}) => {
  await page.goto('/pricing')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
})

test('from a page that hydrates, a link to a reading page shows it in the same document', async ({ page }) => {
  await page.goto('/contact')
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  // The chrome keeps working there: its popovers are the browser's own.
  await page.getByRole('banner').getByRole('button', { name: 'Get the App' }).click()
  await expect(page.getByRole('dialog', { name: 'Get the App' })).toBeVisible()
})
