import { expect, test } from '@playwright/test'
import { exhaustRateLimit, ownAddress, toastWith, whenScriptReady } from './forms-support'

const application = {
  'Full name': 'Ravi Teja',
  'Current iPhone model': 'iPhone 15 Pro Max',
  Location: 'Vizag',
  'Contact number': '+91 91234 56780',
  Email: 'ravi@example.in',
  'Instagram ID': '@ravi.reels',
  'Recent works': 'https://example.in/reel/1',
}

test('the page shows why to join, the requirements and the form', async ({ page }) => {
  await page.goto('/partner')
  await expect(page.getByRole('heading', { name: 'Why join us' })).toBeVisible()
  for (const requirement of [
    'iPhone 13 or newer',
    'Minimum 1 year of creative work',
    'Strong portfolio',
    'Excellent client communication',
    'Active Instagram presence',
    'Unique creativity',
  ]) {
    await expect(page.getByRole('heading', { name: requirement })).toBeVisible()
  }
  await expect(page.getByLabel('Current iPhone model')).toHaveAttribute('placeholder', 'iPhone 15 Pro Max')
})

test('submits an application, shows the success toast and leaves a panel with its reference', async ({ page }) => {
  await ownAddress(page)
  await page.goto('/partner')
  await whenScriptReady(page)
  for (const [label, value] of Object.entries(application)) await page.getByLabel(label).fill(value)
  await page.getByRole('button', { name: 'Join the Creator Network' }).click()
  await expect(
    toastWith(page, "Application submitted successfully! We'll review it and get back to you soon."),
  ).toBeVisible()
  const panel = page.getByRole('region', {
    name: "Application submitted successfully! We'll review it and get back to you soon.",
  })
  await expect(panel).toContainText(/Your reference: PA-\d+/)
  await expect(page.getByRole('button', { name: 'Join the Creator Network' })).toHaveCount(0)
})

test('names every missing field', async ({ page }) => {
  await page.goto('/partner')
  await whenScriptReady(page)
  await page.getByRole('button', { name: 'Join the Creator Network' }).click()
  for (const message of [
    'Please enter your full name',
    'Please enter your current iPhone model',
    'Please enter your location',
    'Please enter a valid phone number: 10 digits for India, or + and the country code for another country',
    'Please enter your email',
    'Please enter your Instagram ID',
    'Please share links to your recent works',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
})

test('keeps every field and shows the failure toast when the server refuses', async ({ page }) => {
  const address = await ownAddress(page)
  await exhaustRateLimit(page.request, '/api/partners', address)
  await page.goto('/partner')
  await whenScriptReady(page)
  for (const [label, value] of Object.entries(application)) await page.getByLabel(label).fill(value)
  await page.getByRole('button', { name: 'Join the Creator Network' }).click()
  await expect(toastWith(page, 'Failed to submit application. Please try again.')).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Ravi Teja')
  await expect(page.getByLabel('Recent works')).toHaveValue('https://example.in/reel/1')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the application is stored and the result shown', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/partner')
    for (const [label, value] of Object.entries(application)) await page.getByLabel(label).fill(value)
    await page.getByRole('button', { name: 'Join the Creator Network' }).click()
    await expect(
      page.getByRole('region', {
        name: "Application submitted successfully! We'll review it and get back to you soon.",
      }),
    ).toBeVisible()
  })
})
