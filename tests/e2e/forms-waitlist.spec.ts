import { type Page, expect, test } from '@playwright/test'
import { ownAddress, stepUntilVisible, stopClock, toastWith, whenScriptReady } from './forms-support'
import { linkInMailTo } from './mail-files'

// Places are counted across everyone who confirms, and tests in other files confirm too: a test knows how many
// held a place before it, not who confirms beside it. A join answers every address alike; the place is shown
// on the page the link mailed to the address opens, once its owner confirms
// (docs/decisions/0091-waitlist-places-once-confirmed.md).
test.describe.configure({ mode: 'default' })

const joined = {
  title: "You're on the waitlist!",
  description:
    'Check your inbox: we have e-mailed this address, and your place is counted once you confirm it with the link in that mail.',
}

function uniqueEmail() {
  return `early-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`
}

async function joinedSoFar(page: Page) {
  return ((await (await page.request.get('/api/waitlist')).json()) as { joined: number }).joined
}

/** Opens the link mailed to the address, confirms the place and answers the position the page shows. */
async function confirmPlace(page: Page, email: string) {
  const link = await linkInMailTo(email, '/waitlist/confirm')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your place on the waitlist' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my place' }).click()
  const outcome = page.getByRole('status')
  await expect(outcome).toContainText(joined.title)
  await expect(outcome).toContainText(/Position secured: #\d+\./)
  return Number(/#(\d+)/.exec((await outcome.textContent()) ?? '')?.[1])
}

test('joins the waitlist with the spec’s toast, and takes a place only once the owner confirms it by mail', async ({
  page,
}) => {
  await ownAddress(page)
  await page.goto('/waitlist')
  await whenScriptReady(page)
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  const joinedBefore = 100 - Number(await page.getByTestId('spots-remaining').textContent())
  expect(joinedBefore).toBeLessThanOrEqual(await joinedSoFar(page))

  const email = uniqueEmail()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Join Waitlist' }).click()
  await expect(toastWith(page, joined.title)).toContainText(joined.description)
  await expect(page.locator('[data-sonner-toast]')).not.toContainText('Position')
  await expect(page.getByLabel('Email')).toHaveValue('')

  const position = await confirmPlace(page, email)
  expect(position).toBeGreaterThan(joinedBefore)
  await page.goto('/waitlist')
  // The spots left counted this place (and any confirmed at the same time).
  expect(Number(await page.getByTestId('spots-remaining').textContent())).toBeLessThanOrEqual(
    Math.max(0, 100 - position),
  )
})

test('answers a member joining again exactly as it answers a stranger', async ({ page }) => {
  await ownAddress(page)
  const member = uniqueEmail()
  expect((await page.request.post('/api/waitlist', { data: { email: member } })).status()).toBe(201)
  await confirmPlace(page, member)

  await page.goto('/waitlist')
  await whenScriptReady(page)
  for (const email of [member.toUpperCase(), uniqueEmail()]) {
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Join Waitlist' }).click()
    await expect(page.getByLabel('Email')).toHaveValue('')
  }
  const toasts = page.locator('[data-sonner-toast]')
  await expect(toasts).toHaveCount(2)
  await expect(toasts.first()).toContainText(joined.description)
  expect(await toasts.first().textContent()).toBe(await toasts.last().textContent())
})

test('the answer stays above the form after its toast has gone', async ({ page }) => {
  await ownAddress(page)
  await page.clock.install()
  await page.goto('/waitlist')
  await whenScriptReady(page)
  await page.getByLabel('Email').fill(uniqueEmail())
  await stopClock(page)
  await page.getByRole('button', { name: 'Join Waitlist' }).click()
  await stepUntilVisible(page, toastWith(page, joined.title))
  await page.clock.runFor(10_000)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  const panel = page.getByRole('status').filter({ hasText: joined.title })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText(joined.description)
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
  const joinedBefore = await joinedSoFar(page)
  await page.goto('/coming-soon')
  await whenScriptReady(page)
  await expect(page.locator('[data-unit="days"]')).toBeVisible()
  const email = uniqueEmail()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Join Waitlist' }).click()
  await expect(toastWith(page, joined.title)).toBeVisible()
  expect(await confirmPlace(page, email)).toBeGreaterThan(joinedBefore)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('joining shows the spec’s words, and the mailed link confirms the place', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/waitlist')
    const email = uniqueEmail()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Join Waitlist' }).click()
    const panel = page.getByRole('status').filter({ hasText: joined.title })
    await expect(panel).toContainText(joined.description)
    await confirmPlace(page, email)
  })
})
