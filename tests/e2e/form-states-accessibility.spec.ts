import { expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { dateFromToday, fillDate, holdToasts, ownAddress, toastWith, whenScriptReady } from './forms-support'

// The forms' pages pass an accessibility check in the states a visitor meets after submitting: every field
// refused at once, with the toast that says so, and the success panel that stays with its toast. (The toasts
// are held on screen, so that a busy machine cannot let them go before the check; tests/e2e/routes.spec.ts
// checks each page as it loads.)

// A form's answer from the server, and sonner's code, fetched with the first toast: a machine busy with other
// test runs can take more than five seconds over either.
const answered = { timeout: 15_000 }

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    // Only the booking form answers a refusal with a toast too (the spec's, naming the first problem).
    for (const { path, submit, toast } of [
      { path: '/book', submit: 'Book Now', toast: 'Please enter your name' },
      { path: '/partner', submit: 'Join the Creator Network' },
      { path: '/enquiry', submit: 'Submit Enquiry' },
      { path: '/contact', submit: 'Send Message' },
    ]) {
      test(`${path} refused empty, with every message shown, has no accessibility violations`, async ({ page }) => {
        await ownAddress(page)
        await holdToasts(page)
        await page.goto(path)
        await whenScriptReady(page)
        await page.getByRole('main').getByRole('button', { name: submit }).click()
        await expect(
          page
            .getByRole('main')
            .getByRole('status')
            .filter({ hasText: /needs? attention/ }),
        ).not.toBeEmpty(answered)
        if (toast) await expect(toastWith(page, toast)).toBeVisible(answered)
        expect(await accessibilityViolations(page)).toEqual([])
      })
    }

    test('/coming-soon has no accessibility violations', async ({ page }) => {
      await page.goto('/coming-soon')
      await whenScriptReady(page)
      expect(await accessibilityViolations(page)).toEqual([])
    })

    test("a booking's success panel on /book has no accessibility violations", async ({ page }) => {
      await ownAddress(page)
      await page.goto('/book')
      await whenScriptReady(page)
      const form = page.getByRole('main')
      await form.getByLabel('Name').fill('Asha Rao')
      await form.getByLabel('Phone').fill('9876543210')
      await form.getByRole('combobox', { name: 'Location' }).fill('Jubilee Hills, Hyderabad')
      await fillDate(form, 'Date', dateFromToday(10))
      await form.getByLabel('Time').fill('18:30')
      await form.getByRole('button', { name: 'Book Now' }).click()
      await expect(page.getByRole('region', { name: 'Thank You!' })).toContainText(/Your reference: BK-\d+/, answered)
      expect(await accessibilityViolations(page)).toEqual([])
    })

    test("a message's success panel on /contact has no accessibility violations", async ({ page }) => {
      await ownAddress(page)
      await holdToasts(page)
      await page.goto('/contact')
      await whenScriptReady(page)
      await page.getByLabel('Name').fill('Meera Iyer')
      await page.getByLabel('Email').fill('meera@example.in')
      await page.getByLabel('Message').fill('Do you shoot in Warangal?')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByRole('region', { name: 'Message sent successfully!' })).toContainText(
        /Your reference: CM-\d+/,
        answered,
      )
      await expect(toastWith(page, 'Message sent successfully!')).toBeVisible(answered)
      expect(await accessibilityViolations(page)).toEqual([])
    })
  })
}
