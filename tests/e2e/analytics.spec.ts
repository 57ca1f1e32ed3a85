import { type Browser, expect, test } from '@playwright/test'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'
import { answeredCookies } from './cookie-choice'

// With an analytics script configured, it is in the page only once the visitor has allowed cookies. (Port 9 on
// loopback answers nothing: we only watch whether the browser asks for the script.)
const analyticsScriptUrl = 'https://127.0.0.1:9/analytics.js'

let site: SiteProcess

test.beforeAll(async () => {
  site = await startSite({ env: { ANALYTICS_SCRIPT_URL: analyticsScriptUrl } })
})
test.afterAll(async () => {
  await stopSite(site)
})

async function watchedPage(browser: Browser) {
  const page = await browser.newPage()
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url() === analyticsScriptUrl) asked.push(request.url())
  })
  return { page, asked }
}

// /privacy loads no script of its own: Allow posts a form and the page comes back with the analytics script in
// its HTML. The home page hydrates: Allow is sent in the background and the script is added without a reload.
for (const path of ['/privacy', '/']) {
  test(`on ${path} the analytics script waits for Allow, and never loads after Reject`, async ({ browser }) => {
    const allowing = await watchedPage(browser)
    await allowing.page.goto(`${site.url}${path}`)
    await expect(allowing.page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
    expect(allowing.asked).toEqual([])
    await allowing.page.getByRole('button', { name: 'Allow' }).click()
    await expect.poll(() => allowing.asked.length).toBe(1)
    await allowing.page.close()

    const rejecting = await watchedPage(browser)
    await rejecting.page.goto(`${site.url}${path}`)
    await rejecting.page.getByRole('button', { name: 'Reject' }).click()
    await expect(rejecting.page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
    await rejecting.page.goto(`${site.url}/pricing`)
    await expect(rejecting.page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(rejecting.asked).toEqual([])
    await rejecting.page.close()
  })
}

test('a visitor who allowed cookies gets the script in the HTML of every page, cached ones too', async ({
  page,
  request,
}) => {
  for (const path of ['/privacy', '/contact', '/blog']) {
    const allowed = await (
      await request.get(`${site.url}${path}`, { headers: { cookie: 'cookie-consent=true' } })
    ).text()
    expect(allowed, path).toContain(`src="${analyticsScriptUrl}"`)
    const rejected = await (
      await request.get(`${site.url}${path}`, { headers: { cookie: 'cookie-consent=false' } })
    ).text()
    expect(rejected, path).not.toContain(`src="${analyticsScriptUrl}"`)
  }

  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url() === analyticsScriptUrl) asked.push(request.url())
  })
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  await answeredCookies(page, 'true', site.url)
  await page.goto(`${site.url}/terms`)
  await expect.poll(() => asked.length).toBe(1)
  expect(refused).toEqual([])
})
