import crypto from 'node:crypto'
import { type Page, expect, test } from '@playwright/test'
import { indianDate } from '~/india/india-time'
import { accessibilityViolations } from './accessibility'
import { createStaff, signIn } from './staff-accounts'
import { storeWedding } from './stored-bookings'

// The team runs its day from a phone: at 375 px a staff member finds today's bookings on the dashboard, opens one,
// reads its events one to a line and calls the customer, and the page never scrolls sideways.

// The test makes its account with the real script and hashes a real password, which takes a few seconds.
test.describe.configure({ timeout: 120_000 })

/**
 * Nothing on the page reaches past the window's right edge, so nothing needs scrolling sideways; and, where the
 * page runs scripts, axe finds no WCAG violation on it (it runs in the page).
 */
async function expectFitAndAccessible(page: Page, where: string, scripts: boolean) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }))
  expect(widths.page, `${where}: the page is wider than the window`).toBeLessThanOrEqual(widths.window)
  if (scripts) expect(await accessibilityViolations(page), where).toEqual([])
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`at 375 px ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled })

    test("a staff member finds today's bookings in one tap, opens one, reads its events and calls the customer", async ({
      page,
    }) => {
      const tag = crypto.randomBytes(3).toString('hex')
      const today = `Asha Reddy ${tag}`
      storeWedding(today, '9848012345', [-1, 0, 1])
      storeWedding(`Later Wedding ${tag}`, '9848054321', [3, 4, 5])
      await signIn(page, createStaff())
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
      await expectFitAndAccessible(page, 'the dashboard', javaScriptEnabled)

      await page.getByRole('link', { name: /^\d+ Bookings with an event today$/ }).click()
      await expect(page).toHaveURL(new RegExp(`/console/leads/bookings\\?event=${indianDate()}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bookings')
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: today }) })
      await expect(card).toContainText('Booking · Silver package')
      await expect(card).toContainText('confirmed')
      await expect(card).toContainText(/First of 3 events: \w{3}, \d{1,2} \w{3} \d{4}, 10:00 IST/)
      await expect(card.getByRole('link', { name: `Call ${today}, +91 98480 12345` })).toHaveAttribute(
        'href',
        'tel:+919848012345',
      )
      await expect(card.getByRole('link', { name: new RegExp(`^WhatsApp ${today}`) })).toHaveAttribute(
        'href',
        'https://wa.me/919848012345',
      )
      await expect(page.getByRole('heading', { name: `Later Wedding ${tag}` })).toHaveCount(0)
      await expect(page.getByRole('table')).toBeHidden()
      await expectFitAndAccessible(page, 'the list of bookings', javaScriptEnabled)

      await card.getByRole('link', { name: today, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(today)
      const events = page.getByRole('region', { name: 'Events' }).getByRole('listitem')
      await expect(events).toHaveText([/\(haldi\), Banjara Hills/, /\(wedding\), Jubilee Hills/, /\(reception\)/])
      await expectFitAndAccessible(page, "the booking's page", javaScriptEnabled)

      const call = page.getByRole('main').getByRole('link', { name: 'Call +91 98480 12345' })
      await expect(call).toHaveAttribute('href', 'tel:+919848012345')
      await expect(call).toBeInViewport()
      // The phone hands a tel: link to its dialler; the browser here has none, and stays on the page.
      await call.click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(today)
    })
  })
}
