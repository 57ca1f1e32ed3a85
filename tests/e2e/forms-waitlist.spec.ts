import { type Page, expect, test } from '@playwright/test'
import { ownAddress, stepUntilVisible, stopClock, toastWith, whenScriptReady } from './forms-support'

// Positions are counted across everyone who joins, and tests in other files join too: a test knows how many
// had joined before it, not who joins beside it.
test.describe.configure({ mode: 'default' })

function uniqueEmail() {
  return `early-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`
}

async function joinedSoFar(page: Page) {
  return ((await (await page.request.get('/api/waitlist')).json()) as { joined: number }).joined
}

/** The position a "You're on the waitlist!" toast secured, once it shows one. */
async function securedPosition(page: Page) {
  const toast = toastWith(page, "You're on the waitlist!")
  await expect(toast).toContainText(/Position secured: #\d+/)
  return Number(/#(\d+)/.exec((await toast.textContent()) ?? '')?.[1])
}

test('joins the waitlist with the real position, and the same address keeps its position', async ({ page }) => {
  await ownAddress(page)
  await page.goto('/waitlist')
  await whenScriptReady(page)
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  const spots = page.getByTestId('spots-remaining')
  const joinedBefore = 100 - Number(await spots.textContent())
  expect(joinedBefore).toBeLessThanOrEqual(await joinedSoFar(page))

  const email = uniqueEmail()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Join Waitlist' }).click()
  const position = await securedPosition(page)
  expect(position).toBeGreaterThan(joinedBefore)
  await expect(page.getByLabel('Email')).toHaveValue('')
  // The spots left counted this address (and anyone who joined at the same time).
  await expect.poll(async () => Number(await spots.textContent())).toBeLessThanOrEqual(Math.max(0, 100 - position))

  await page.getByLabel('Email').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Join Waitlist' }).click()
  await expect(toastWith(page, `Position secured: #${position}`)).toHaveCount(1)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(2)
})

test('the place secured stays above the form after its toast has gone', async ({ page }) => {
  await ownAddress(page)
  await page.clock.install()
  await page.goto('/waitlist')
  await whenScriptReady(page)
  await page.getByLabel('Email').fill(uniqueEmail())
  await stopClock(page)
  await page.getByRole('button', { name: 'Join Waitlist' }).click()
  await stepUntilVisible(page, toastWith(page, "You're on the waitlist!"))
  const position = await securedPosition(page)
  await page.clock.runFor(10_000)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  const panel = page.getByRole('status').filter({ hasText: "You're on the waitlist!" })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText(`Position secured: #${position}`)
})

test('lists the benefits and the free shoot for the first 100 users', async ({ page }) => {
  await page.goto('/waitlist')
  for (const benefit of [
    'Professional creators network',
    'Seamless booking system',
    'Exclusive launch pricing',
    'Priority support',
  ]) {
    await expect(page.getByText(benefit)).toBeVisible()
  }
  await expect(page.getByText('The first 100 users get one free shoot')).toBeVisible()
})

test('the countdown ticks every second after a render that matches the server', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  await page.goto('/waitlist')
  // The default launch (LAUNCH_AT), 2027-03-01 09:00 in India.
  await expect(page.getByRole('timer', { name: 'Time until launch on 1 March 2027' })).toBeVisible()
  const seconds = page.locator('[data-unit="seconds"]')
  const first = await seconds.textContent()
  await expect(seconds).not.toHaveText(first ?? '', { timeout: 3000 })
  for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds'])
    await expect(page.getByText(unit, { exact: true })).toBeVisible()
  expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([])
})

test('the coming-soon page counts down and puts the address on the same waitlist', async ({ page }) => {
  await ownAddress(page)
  const joined = await joinedSoFar(page)
  await page.goto('/coming-soon')
  await whenScriptReady(page)
  await expect(page.locator('[data-unit="days"]')).toBeVisible()
  const email = uniqueEmail()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Join Waitlist' }).click()
  const position = await securedPosition(page)
  expect(position).toBeGreaterThan(joined)
  // The same waitlist as /waitlist: the address already has this position there.
  const again = await page.request.post('/api/waitlist', { data: { email } })
  expect(((await again.json()) as { position: number }).position).toBe(position)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('joining stores the address and shows the position', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/waitlist')
    await page.getByLabel('Email').fill(uniqueEmail())
    await page.getByRole('button', { name: 'Join Waitlist' }).click()
    await expect(page.getByRole('status').getByText(/Position secured: #\d+/)).toBeVisible()
  })
})
