import { expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import {
  dateFromToday,
  exhaustRateLimit,
  fillDate,
  holdRequests,
  ownAddress,
  stepUntilVisible,
  stopClock,
  toastWith,
  whenScriptReady,
} from './forms-support'

test.describe('booking on /book', () => {
  test('checks on submit in the spec order and shows each message as a toast', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/book')
    await whenScriptReady(page)
    const form = page.getByRole('main')
    await form.getByLabel('Time').fill('18:30')
    const submit = form.getByRole('button', { name: 'Book Now' })

    await submit.click()
    await expect(toastWith(page, 'Please enter your name')).toBeVisible()
    await form.getByLabel('Name').fill('Asha Rao')
    await submit.click()
    await expect(toastWith(page, 'Please enter a valid 10-digit phone number')).toBeVisible()
    await form.getByLabel('Phone').fill('987654321')
    await submit.click()
    await expect(toastWith(page, 'Please enter a valid 10-digit phone number')).toBeVisible()
    await form.getByLabel('Phone').fill('9876543210')
    await submit.click()
    await expect(toastWith(page, 'Please select a date')).toBeVisible()
    await fillDate(form, 'Date', dateFromToday(2))
    await submit.click()
    await expect(toastWith(page, 'Please enter the location')).toBeVisible()
  })

  test('keeps a phone number as it is typed or pasted: letters never enter and no 11th digit is taken', async ({
    page,
  }) => {
    await page.goto('/book')
    await whenScriptReady(page)
    const phone = page.getByRole('main').getByLabel('Phone')
    await expect(phone).toHaveAccessibleDescription(
      '10-digit mobile number; from another country, start with + and the country code (+971 …)',
    )
    await phone.pressSequentially('+91 98480-1234599')
    await expect(phone).toHaveValue('+91 98480-12345')
    await phone.fill('')
    await phone.pressSequentially('098480a 12345 5')
    await expect(phone).toHaveValue('098480 12345 ')
    await phone.fill('')
    await phone.pressSequentially('+971 50 123 4567')
    await expect(phone).toHaveValue('+971 50 123 4567')
    // Pasted or autofilled, a number arrives whole and stays as it came.
    await phone.fill('+91 98480 12345')
    await expect(phone).toHaveValue('+91 98480 12345')
  })

  test('refuses a past date and a year that is not 4 digits while typing, keeping what was typed', async ({ page }) => {
    await page.goto('/book')
    await whenScriptReady(page)
    const date = page.getByRole('main').getByRole('group', { name: 'Date', exact: true })

    await fillDate(page.getByRole('main'), 'Date', dateFromToday(-1))
    await expect(toastWith(page, 'Date cannot be in the past')).toBeVisible()
    await expect(date.getByLabel('Day')).toHaveValue(String(Number(dateFromToday(-1).slice(8))))

    await date.getByLabel('Year').fill('')
    await date.getByLabel('Year').pressSequentially('20271')
    await expect(toastWith(page, 'Please enter a valid year')).toBeVisible()
    await expect(date.getByLabel('Year')).toHaveValue('20271')
  })

  test('stores a booking, shows Thank You! and clears the form', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/book?package=half-day')
    await whenScriptReady(page)
    await expect(page.getByRole('heading', { name: 'Half-Day Plan' })).toBeVisible()
    const form = page.getByRole('main')
    await form.getByLabel('Name').fill('Asha Rao')
    await form.getByLabel('Phone').fill('9876543210')
    await form.getByRole('combobox', { name: 'Location' }).fill('Jubilee Hills, Hyderabad')
    await fillDate(form, 'Date', dateFromToday(3))
    await form.getByLabel('Time').fill('18:30')
    await form.getByRole('button', { name: 'Book Now' }).click()

    await expect(page.getByText('Thank You!')).toBeVisible()
    await expect(
      page.getByText('Your booking request has been received. Our team will get in touch with you shortly.'),
    ).toBeVisible()
  })

  test('keeps what was typed and shows the failure toast for 5 seconds when the server refuses', async ({ page }) => {
    const address = await ownAddress(page)
    await exhaustRateLimit(page.request, '/api/bookings', address)
    await page.clock.install()
    await page.goto('/book')
    await whenScriptReady(page)
    const form = page.getByRole('main')
    await form.getByLabel('Name').fill('Asha Rao')
    await form.getByLabel('Phone').fill('9876543210')
    await form.getByRole('combobox', { name: 'Location' }).fill('Jubilee Hills')
    await fillDate(form, 'Date', dateFromToday(3))
    await form.getByLabel('Time').fill('18:30')
    await stopClock(page)
    await form.getByRole('button', { name: 'Book Now' }).click()

    const toast = toastWith(page, 'Oops! Something went wrong')
    await stepUntilVisible(page, toast)
    await expect(toast).toContainText('Please try again or contact us directly.')
    await expect(form.getByLabel('Name')).toHaveValue('Asha Rao')
    await expect(form.getByLabel('Phone')).toHaveValue('9876543210')
    await page.clock.runFor(4000)
    await expect(toast).toBeVisible()
    await page.clock.runFor(1500)
    await expect(toast).toBeHidden()
  })
})

test.describe('the chosen date in words', () => {
  for (const path of ['/book', '/enquiry']) {
    test(`is said under the date's boxes on ${path}`, async ({ page }) => {
      await page.goto(path)
      await whenScriptReady(page)
      const form = page.getByRole('main')
      await fillDate(form, 'Date', '2030-02-02')
      await expect(
        form.getByRole('group', { name: 'Date', exact: true }).getByLabel('Day'),
      ).toHaveAccessibleDescription(/Sat, 2 Feb 2030/)
      await expect(form.getByText('Sat, 2 Feb 2030', { exact: true })).toBeVisible()
    })
  }
})

test.describe('booking dialog on /reel-packages', () => {
  test('opens from a package card, confirms, and closes itself after 3 seconds', async ({ page }) => {
    await ownAddress(page)
    await page.clock.install()
    await page.goto('/reel-packages')
    await page.getByRole('link', { name: 'Book Now' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Book a Reel-Maker' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/reel-packages$/)

    await dialog.getByLabel('Name').fill('Ravi')
    await dialog.getByLabel('Phone').fill('9123456780')
    await dialog.getByRole('combobox', { name: 'Location' }).fill('Banjara Hills')
    await fillDate(dialog, 'Date', dateFromToday(1))
    await dialog.getByLabel('Time').fill('10:00')
    await stopClock(page)
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    await expect(dialog.getByText('Thank You!')).toBeVisible()
    await page.clock.runFor(2900)
    await expect(dialog.getByText('Thank You!')).toBeVisible()
    await page.clock.runFor(100)
    await expect(dialog).toBeHidden()

    // What was asked for and what happens next stay on the page after the dialog has gone.
    const panel = page.getByRole('region', { name: 'Thank You!' })
    await expect(panel).toBeVisible()
    await expect(panel).toContainText(/Your reference: BK-\d+/)
    await expect(panel).toContainText('Banjara Hills')
    await expect(panel.getByRole('heading', { name: 'What happens next' })).toBeVisible()
    await expect(panel).toContainText(
      'calls or WhatsApps you to confirm your reel-maker, the time and the price within 24 hours',
    )
    await page.clock.runFor(60_000)
    await expect(panel).toBeVisible()

    await page.getByRole('link', { name: 'Book Now' }).first().click()
    await expect(dialog.getByLabel('Name')).toHaveValue('')
  })

  test('shows Submitting... with the button disabled while the booking is sent', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/reel-packages')
    const release = await holdRequests(page, '**/book.data*')
    await page.getByRole('link', { name: 'Book Hourly' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill('Ravi')
    await dialog.getByLabel('Phone').fill('9123456780')
    await dialog.getByRole('combobox', { name: 'Location' }).fill('Banjara Hills')
    await fillDate(dialog, 'Date', dateFromToday(1))
    await dialog.getByLabel('Time').fill('10:00')
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()
    await expect(dialog.getByText('Thank You!')).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the Book Now links lead to /book, whose form stores the booking and shows Thank You!', async ({ page }) => {
    await ownAddress(page)
    await page.clock.install()
    await page.goto('/reel-packages')
    await page.getByRole('link', { name: 'Book Now' }).first().click()
    await expect(page).toHaveURL(/\/book\?package=wedding$/)
    const form = page.getByRole('main')
    await form.getByLabel('Name').fill('Asha Rao')
    await form.getByLabel('Phone').fill('+91 98765 43210')
    await form.getByRole('combobox', { name: 'Location' }).fill('Jubilee Hills')
    await fillDate(form, 'Date', dateFromToday(3))
    await form.getByLabel('Time').fill('18:30')
    await form.getByRole('button', { name: 'Book Now' }).click()
    await expect(page.getByText('Thank You!')).toBeVisible()
  })

  test("a booking sent with another customer's phone and date shows its sender only what they sent, as JSON and as the page", async ({
    page,
  }) => {
    const phone = `98${String(Date.now()).slice(-8)}`
    const date = dateFromToday(25)
    const first = {
      name: 'Meenakshi Sundaram',
      email: 'meenakshi.first@example.in',
      location: '12 Secret Lane, Jubilee Hills',
      time: '18:30',
    }
    const theirs = [first.name, first.email, '18:30', 'Secret Lane']
    const headers = { 'X-Forwarded-For': await ownAddress(page) }
    const booked = await page.request.post('/api/bookings', { data: { ...first, phone, date }, headers })
    expect(booked.status()).toBe(201)

    const json = await page.request.post('/api/bookings', {
      data: { name: 'Ravi', phone, date, time: '07:15', location: 'Kondapur' },
      headers,
    })
    expect(json.status()).toBe(201)
    const answer = await json.text()
    for (const value of theirs) expect(answer).not.toContain(value)

    await page.goto('/book')
    const form = page.getByRole('main')
    await form.getByLabel('Name').fill('Ravi Teja')
    await form.getByLabel('Phone').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)
    await form.getByRole('combobox', { name: 'Location' }).fill('Kondapur')
    await fillDate(form, 'Date', date)
    await form.getByLabel('Time').fill('07:45')
    await form.getByRole('button', { name: 'Book Now' }).click()
    await expect(page.getByText('Thank You!')).toBeVisible()
    await expect(page.getByText(/We have kept this one as well, as you sent it/)).toBeVisible()
    await expect(page.getByText('07:45 IST')).toBeVisible()
    const shown = await page.content()
    for (const value of theirs) expect(shown).not.toContain(value)
  })

  test('a refused booking comes back with the messages and what was typed', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/book')
    const form = page.getByRole('main')
    await form.getByLabel('Name').fill('Asha Rao')
    await form.getByLabel('Phone').fill('98765')
    await form.getByLabel('Time').fill('18:30')
    await form.getByRole('button', { name: 'Book Now' }).click()
    await expect(form.getByText('Please enter a valid 10-digit phone number')).toBeVisible()
    await expect(form.getByText('Please enter the location')).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveValue('Asha Rao')
  })
})

test('the open booking dialog and its messages pass an accessibility check', async ({ page }) => {
  await page.goto('/reel-packages')
  await page.getByRole('link', { name: 'Book Hourly' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a Reel-Maker' })
  await dialog.getByLabel('Time').fill('10:00')
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  await expect(dialog.getByText('Please enter your name')).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
})
