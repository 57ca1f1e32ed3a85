import { expect, test } from '@playwright/test'
import { exhaustRateLimit, ownAddress, toastWith, whenScriptReady } from './forms-support'

const forms = [
  {
    path: '/wedding-packages',
    extra: { label: 'Wedding date', value: 'Second week of February' },
    submit: 'Get a Custom Quote',
    success: ['Thank you for your inquiry!', "We'll get back to you within 24 hours."],
  },
  {
    path: '/corporate-packages',
    extra: { label: 'Company', value: 'Acme Foods' },
    submit: 'Send Request',
    success: ['Inquiry submitted successfully!', "We'll get back to you with a custom quote soon."],
  },
  {
    path: '/one-day-packages',
    extra: { label: 'Event type', value: 'Store opening' },
    submit: 'Request a Quote',
    success: ['Inquiry submitted successfully!', "We'll get back to you with a custom quote soon."],
  },
]

for (const form of forms) {
  test.describe(form.path, () => {
    async function fill(page: import('@playwright/test').Page) {
      const section = page.locator('#inquiry')
      await section.getByLabel('Name').fill('Priya')
      await section.getByLabel('Email').fill('priya@example.in')
      await section.getByLabel('Phone').fill('98765 43210')
      await section.getByLabel(form.extra.label).fill(form.extra.value)
      await section.getByLabel('Event details').fill('About 200 guests, evening')
      return section
    }

    test('sends the inquiry, shows the success toast and leaves a panel with its reference', async ({ page }) => {
      await ownAddress(page)
      await page.goto(form.path)
      await whenScriptReady(page)
      const section = await fill(page)
      await section.getByRole('button', { name: form.submit }).click()
      await expect(toastWith(page, form.success[0])).toContainText(form.success[1])
      const panel = section.getByRole('region', { name: form.success[0] })
      await expect(panel).toContainText(/Your reference: PQ-\d+/)
      await expect(panel).toContainText(form.extra.value)
      await expect(panel).toContainText('within 24 hours')
      await expect(section.getByLabel('Name')).toHaveCount(0)
    })

    test('names every missing field at once, focuses the first, and shows no failure toast', async ({ page }) => {
      await page.goto(form.path)
      await whenScriptReady(page)
      const section = page.locator('#inquiry')
      await section.getByRole('button', { name: form.submit }).click()
      await expect(section.getByText('Please enter your name')).toBeVisible()
      await expect(
        section.getByText(
          'Please enter a valid phone number: 10 digits for India, or + and the country code for another country',
        ),
      ).toBeVisible()
      await expect(section.getByText('Please tell us about your event')).toBeVisible()
      await expect(section.getByLabel('Name')).toBeFocused()
      await expect(section.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
      await expect(toastWith(page, 'Failed to submit inquiry')).toHaveCount(0)
    })

    test('keeps the values and shows the failure toast when the server refuses', async ({ page }) => {
      const address = await ownAddress(page)
      await exhaustRateLimit(page.request, '/api/package-inquiries', address)
      await page.goto(form.path)
      await whenScriptReady(page)
      const section = await fill(page)
      await section.getByRole('button', { name: form.submit }).click()
      await expect(toastWith(page, 'Failed to submit inquiry')).toBeVisible()
      await expect(section.getByLabel('Name')).toHaveValue('Priya')
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the inquiry is stored and the result shown', async ({ page }) => {
        await ownAddress(page)
        await page.goto(form.path)
        const section = await fill(page)
        await section.getByRole('button', { name: form.submit }).click()
        await expect(page.getByRole('region', { name: form.success[0] })).toContainText(/Your reference: PQ-\d+/)
      })

      test('an empty form comes back with every field message, the first field focused and no failure', async ({
        page,
      }) => {
        await ownAddress(page)
        await page.goto(form.path)
        const section = page.locator('#inquiry')
        await section.getByRole('button', { name: form.submit }).click()
        await expect(section.getByText('Please enter your name')).toBeVisible()
        await expect(section.getByText('Please tell us about your event')).toBeVisible()
        await expect(section.getByLabel('Name')).toBeFocused()
        await expect(page.getByText('Failed to submit inquiry')).toHaveCount(0)
      })
    })
  })
}
