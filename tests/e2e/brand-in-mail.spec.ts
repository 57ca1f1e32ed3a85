import path from 'node:path'
import { expect, test } from '@playwright/test'
import { mailsTo } from './mail-files'
import { ownSiteWithAdministrator } from './own-site'

// The brand an administrator saves in the console is the name every mail comes from, in a site of its own (its
// change would otherwise show on every other test's mail).

const admin = { email: 'meera@reelcraft.test', name: 'Meera Iyer', password: 'a long enough password for the test' }
const { site, signIn } = ownSiteWithAdministrator(admin)

test('at 1280 px, once the brand is saved as Reelwala, a new booking’s mail comes from Reelwala and names it', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  try {
    await signIn(page)
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Business' }).click()
    await page.getByRole('link', { name: /^Brand/ }).click()
    await expect(page.getByRole('heading', { name: 'Brand', level: 1 })).toBeVisible()
    await page.getByLabel('Name').fill('Reelwala')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status')).toHaveText('Saved. Every page shows it within seconds.')

    const email = 'kiran.brand@example.in'
    const booked = await page.request.post(`${site.url}/api/bookings`, {
      data: {
        name: 'Kiran Rao',
        phone: '+91 98480 12345',
        email,
        location: 'Madhapur, Hyderabad',
        date: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10),
        time: '17:00',
        packageId: 'hourly',
        hours: '2',
      },
      headers: { 'X-Forwarded-For': '10.8.97.1' },
    })
    expect(booked.status()).toBe(201)
    const [confirmation] = await mailsTo(email, 'Your booking request', path.join(site.dataDir, 'mail'))
    expect(confirmation).toMatch(/^From: Reelwala <[^>]+>$/m)
    expect(confirmation).toMatch(/^Subject: Your booking request BK-\d+ \| Reelwala$/m)
    expect(confirmation).not.toContain('ReelCraft')
  } finally {
    await context.close()
  }
})
