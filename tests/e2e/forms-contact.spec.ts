import { type Page, expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { exhaustRateLimit, ownAddress, toastWith, whenScriptReady } from './forms-support'

/** Fills the contact form as Kiran would and sends it. */
async function sendMessage(page: Page, message: string) {
  await page.getByLabel('Name').fill('Kiran')
  await page.getByLabel('Email').fill('kiran@example.in')
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Send Message' }).click()
}

test('the contact page shows where, when and how to reach us, an example number and e-mail address that cannot be used, and a drawn map that links nowhere until the address is confirmed', async ({
  page,
}) => {
  await page.goto('/contact')
  await expect(page.getByText('Daily 9:00 AM to 9:00 PM IST', { exact: true })).toBeVisible()
  await expect(page.getByText('+91 40 4520 1999')).toBeVisible()
  await expect(page.getByText('example number, not in service')).toBeVisible()
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0)
  await expect(page.getByText('hello@reelcraft.in')).toBeVisible()
  await expect(page.getByText('example e-mail address, not in service')).toBeVisible()
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0)
  await expect(page.getByRole('img', { name: /Map: ReelCraft office at .* \(example address\)$/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Open in a map/ })).toHaveCount(0)
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(await accessibilityViolations(page)).toEqual([])
})

test('sends a message, shows the success toast and leaves a panel with its reference in place of the form', async ({
  page,
}) => {
  await ownAddress(page)
  await page.goto('/contact')
  await whenScriptReady(page)
  await sendMessage(page, 'Do you shoot in Warangal on Sundays?')
  await expect(toastWith(page, 'Message sent successfully!')).toContainText(
    "We'll get back to you as soon as possible.",
  )
  const panel = page.getByRole('region', { name: 'Message sent successfully!' })
  await expect(panel).toContainText(/Your reference: CM-\d+/)
  await expect(panel).toContainText('Do you shoot in Warangal on Sundays?')
  await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0)
})

test('shows each field problem next to its field', async ({ page }) => {
  await page.goto('/contact')
  await whenScriptReady(page)
  await page.getByLabel('Email').fill('kiran@')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please enter your name')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Please enter a message')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name')
})

test("the form's checks are fetched when the visitor turns to the form, then run in the browser", async ({ page }) => {
  const scripts: string[] = []
  const scriptsArrived: string[] = []
  let lastScriptEvent = Date.now()
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(request.url())
      lastScriptEvent = Date.now()
    }
    if (request.method() === 'POST') posts.push(request.url())
  })
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    scriptsArrived.push(request.url())
    lastScriptEvent = Date.now()
  })
  await page.goto('/contact')
  await whenScriptReady(page)
  await page.waitForLoadState('networkidle')
  const withThePage = new Set(scripts)
  await page.getByLabel('Name').focus()
  await expect.poll(() => scripts.filter((url) => !withThePage.has(url)).length).toBeGreaterThan(0)
  // The checks are a module and the modules it imports: wait until every script asked for has arrived and
  // none has been asked for in half a second, so the modules have run.
  await expect.poll(() => scriptsArrived.length === scripts.length && Date.now() - lastScriptEvent > 500).toBe(true)
  await page.getByLabel('Email').fill('kiran@')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Please enter a message')).toBeVisible()
  expect(posts, 'the browser refused the form without asking the server').toEqual([])
})

test("before the form's own checks have loaded, the server names the same problems", async ({ page, request }) => {
  // The page's scripts load; everything fetched later (the form's checks among them) never arrives.
  const html = await (await request.get('/contact')).text()
  const preloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]),
  )
  const refused: string[] = []
  await page.route('**/assets/*.js', (route) => {
    const path = new URL(route.request().url()).pathname
    if (preloaded.has(path)) return route.continue()
    refused.push(path)
    return route.abort()
  })
  await page.goto('/contact')
  await whenScriptReady(page)
  const refusedWithThePage = refused.length
  await page.getByLabel('Email').fill('kiran@')
  await expect.poll(() => refused.length).toBeGreaterThan(refusedWithThePage)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please enter your name')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Please enter a message')).toBeVisible()
  await expect(page).toHaveURL(/\/contact$/)
})

test('keeps the message and shows the failure toast when the server refuses it', async ({ page }) => {
  const address = await ownAddress(page)
  await exhaustRateLimit(page.request, '/api/contact', address)
  await page.goto('/contact')
  await whenScriptReady(page)
  await sendMessage(page, 'Still there?')
  await expect(toastWith(page, 'Failed to send message')).toContainText('Please try again later.')
  await expect(page.getByLabel('Message')).toHaveValue('Still there?')
})

test("if the toasts' code cannot be fetched, the result still shows, in a plain toast", async ({ page }) => {
  await ownAddress(page)
  // sonner's chunk, known by its content rather than its generated name.
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch()
    if ((await response.text()).includes('data-sonner-toaster')) return route.abort()
    return route.fulfill({ response })
  })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto('/contact')
  await whenScriptReady(page)
  await sendMessage(page, 'Is the toast there without its library?')
  const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' })
  await expect(toast).toContainText("We'll get back to you as soon as possible.")
  await expect(page.getByRole('region', { name: 'Message sent successfully!' })).toContainText(/CM-\d+/)
  // Gone after sonner's own four seconds.
  await expect(toast).toBeHidden({ timeout: 10_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(problems).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form stores the message and shows the result', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/contact')
    await sendMessage(page, 'Hello without scripts')
    await expect(page.getByRole('region', { name: 'Message sent successfully!' })).toContainText(
      /Your reference: CM-\d+/,
    )
    await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0)
  })
})
