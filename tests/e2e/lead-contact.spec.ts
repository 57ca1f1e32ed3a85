import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { dateFromToday, fillDate, ownAddress, toastWith, whenScriptReady } from './forms-support'
import { createStaff, signIn } from './staff-accounts'

// A creator from abroad applies with their own country's number, and the team answers them in one tap.

test.describe.configure({ timeout: 120_000 })

test('a partner applies with a UK number; the console offers to call, WhatsApp and e-mail them', async ({ page }) => {
  const fullName = `Anita Shah ${crypto.randomBytes(3).toString('hex')}`
  await ownAddress(page)
  await page.goto('/partner')
  await whenScriptReady(page)
  await expect(
    page.getByText('10 digits for India; from another country, start with + and the country code (+44 …)'),
  ).toBeVisible()
  const application = {
    'Full name': fullName,
    'Current iPhone model': 'iPhone 16 Pro',
    Location: 'London',
    'Contact number': '+44 20 7946 0958',
    Email: 'anita@example.co.uk',
    'Instagram ID': '@anita.reels',
    'Recent works': 'https://example.co.uk/reel/1',
  }
  for (const [label, value] of Object.entries(application)) await page.getByLabel(label).fill(value)
  await page.getByRole('button', { name: 'Join the Creator Network' }).click()
  await expect(
    toastWith(page, "Application submitted successfully! We'll review it and get back to you soon."),
  ).toBeVisible()

  await page.context().clearCookies()
  await signIn(page, createStaff())
  await page.goto(`/console/leads/partner_applications?q=${encodeURIComponent(fullName)}`)
  await page.getByRole('link', { name: fullName }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fullName)

  const details = page.getByRole('region', { name: 'Details' })
  await expect(details.getByRole('link', { name: '+44 20 7946 0958', exact: true })).toHaveAttribute(
    'href',
    'tel:+442079460958',
  )
  const whatsapp = details.getByRole('link', { name: /^WhatsApp \+44 20 7946 0958/ })
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/442079460958')
  await expect(whatsapp).toHaveAttribute('target', '_blank')
  await expect(details.getByRole('link', { name: 'anita@example.co.uk' })).toHaveAttribute(
    'href',
    'mailto:anita@example.co.uk',
  )
  await expect(details.getByText(/^Received \(IST UTC\+05:30\)$/)).toBeVisible()
})

test("a booking's 10 digits are an Indian number to call or WhatsApp", async ({ page, request }) => {
  const name = `Rahul ${crypto.randomBytes(3).toString('hex')}`
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
  const answer = await request.post('/api/bookings', {
    data: { name, phone: '98123 45678', location: 'Benz Circle, Vijayawada', date, time: '18:00' },
    headers: { 'X-Forwarded-For': `10.9.${crypto.randomInt(256)}.${crypto.randomInt(256)}` },
  })
  expect(answer.status()).toBe(201)
  const { id } = (await answer.json()) as { id: number }

  await signIn(page, createStaff())
  await page.goto(`/console/leads/bookings/${id}`)
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details.getByRole('link', { name: '+91 98123 45678', exact: true })).toHaveAttribute(
    'href',
    'tel:+919812345678',
  )
  await expect(details.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919812345678')
})

test('a number of the right length under a prefix India does not use is refused by the server, beside the field', async ({
  page,
}) => {
  await ownAddress(page)
  await page.goto('/partner')
  await whenScriptReady(page)
  const application = {
    'Full name': 'Kiran Rao',
    'Current iPhone model': 'iPhone 15',
    Location: 'Warangal',
    // Ten digits, the length of an Indian number; the browser's small numbering plans let it through.
    'Contact number': '50123 45678',
    Email: 'kiran@example.in',
    'Instagram ID': '@kiran.reels',
    'Recent works': 'https://example.in/reel/1',
  }
  for (const [label, value] of Object.entries(application)) await page.getByLabel(label).fill(value)
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/partner'),
  )
  await page.getByRole('button', { name: 'Join the Creator Network' }).click()
  await answered

  const phone = page.getByLabel('Contact number')
  await expect(phone).toHaveAccessibleDescription(
    /Please enter a valid phone number: 10 digits for India, or \+ and the country code for another country/,
  )
  await expect(phone).toBeFocused()
  await expect(page.getByRole('region', { name: /Application submitted successfully/ })).toHaveCount(0)
})

test('a booking made from a package card shows the team the package by its name', async ({ page }) => {
  const name = `Meena ${crypto.randomBytes(3).toString('hex')}`
  await ownAddress(page)
  await page.goto('/reel-packages')
  await page.getByRole('article', { name: 'Corporate' }).getByRole('link', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a Reel-Maker' })
  await whenScriptReady(page)
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Phone').fill('9123456780')
  await dialog.getByRole('combobox', { name: 'Location' }).fill('HITEC City')
  await fillDate(dialog, 'Date', dateFromToday(3))
  await dialog.getByLabel('Time').fill('11:00')
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  await expect(dialog.getByText('Thank You!')).toBeVisible()

  await page.context().clearCookies()
  await signIn(page, createStaff())
  await page.goto('/console/leads/bookings')
  await page.getByLabel('Search').fill(name)
  await page.getByLabel('Package type').selectOption({ label: 'Corporate package' })
  await page.getByRole('button', { name: 'Filter' }).click()
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row.getByRole('cell', { name: 'Corporate package', exact: true })).toBeVisible()
  await row.getByRole('link', { name }).click()
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details.getByText('Corporate package', { exact: true })).toBeVisible()
})
