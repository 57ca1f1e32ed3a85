import { expect, test } from '@playwright/test'
import {
  exhaustRateLimit,
  holdRequests,
  ownAddress,
  stepUntilVisible,
  stopClock,
  toastWith,
  whenScriptReady,
} from './forms-support'
import { linkInMailTo } from './mail-files'

function uniqueEmail() {
  return `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`
}

test('subscribes, shows the success toast and clears the field; once confirmed, the same address is told it is subscribed', async ({
  page,
}) => {
  await ownAddress(page)
  await page.goto('/')
  await whenScriptReady(page)
  const email = uniqueEmail()
  const field = page.getByLabel('Email address')
  await field.fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(toastWith(page, 'Successfully subscribed!')).toContainText(
    'Thank you for subscribing to our newsletter. You will receive a confirmation email shortly.',
  )
  await expect(field).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled()

  const confirm = await linkInMailTo(email, '/newsletter/confirm')
  await page.goto(`${confirm.pathname}${confirm.search}`)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('status')).toContainText('Your subscription is confirmed')

  await page.goto('/')
  await whenScriptReady(page)
  await field.fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(toastWith(page, 'This email is already subscribed to our newsletter')).toContainText(
    'You are already subscribed to our newsletter.',
  )
})

test("a sign-up's success stays under the form after its toast has gone", async ({ page }) => {
  await ownAddress(page)
  await page.clock.install()
  await page.goto('/')
  await whenScriptReady(page)
  await page.getByLabel('Email address').fill(uniqueEmail())
  await stopClock(page)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  const toast = toastWith(page, 'Successfully subscribed!')
  await stepUntilVisible(page, toast)
  await page.clock.runFor(10_000)
  await expect(toast).toBeHidden()
  const panel = page.getByRole('status').filter({ hasText: 'Successfully subscribed!' })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('You will receive a confirmation email shortly.')
})

test('shows the error toast and keeps the address when the server refuses', async ({ page }) => {
  const address = await ownAddress(page)
  await exhaustRateLimit(page.request, '/api/newsletter', address)
  await page.goto('/')
  await whenScriptReady(page)
  const field = page.getByLabel('Email address')
  await field.fill('late@example.in')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(toastWith(page, 'Failed to send newsletter email')).toContainText(
    'Please try again later or contact support if the problem persists.',
  )
  await expect(field).toHaveValue('late@example.in')
})

test('disables the button with a spinner while loading', async ({ page }) => {
  await ownAddress(page)
  await page.goto('/')
  await whenScriptReady(page)
  const release = await holdRequests(page, '**/_root.data*')
  await page.getByLabel('Email address').fill(uniqueEmail())
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
  release()
  await expect(toastWith(page, 'Successfully subscribed!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
})

test('refuses a sign-up posted from a page of another site', async ({ page }) => {
  await ownAddress(page)
  const email = uniqueEmail()
  const answer = await page.request.post('/?index', { headers: { Origin: 'https://evil.example' }, form: { email } })
  expect(answer.status()).toBe(403)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sign-up is stored and the page says so', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/')
    const email = uniqueEmail()
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status').getByText('Successfully subscribed!')).toBeVisible()
    await linkInMailTo(email, '/newsletter/confirm')
  })
})
