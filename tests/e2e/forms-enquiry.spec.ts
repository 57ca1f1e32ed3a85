import { type Page, expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { dateFromToday, exhaustRateLimit, fillDate, ownAddress, toastWith, whenScriptReady } from './forms-support'

async function fillEnquiry(page: Page) {
  await page.getByLabel('Name').fill('Meera')
  await page.getByLabel('Phone').fill('+91 90000 00004')
  await page.getByLabel('Email').fill('meera@example.in')
  await page.getByLabel('Shoot type').selectOption('brand')
  await page.getByLabel('City').selectOption({ label: 'Vizag, India' })
  await page.getByRole('combobox', { name: 'Location' }).fill('RK Beach, Visakhapatnam')
  await page.getByLabel('Occasion', { exact: true }).selectOption('Brand Shoot')
  await fillDate(page.getByRole('main'), 'Date', dateFromToday(7))
  await page.getByLabel('Time').fill('07:30')
  await page.getByLabel('Hours').fill('2')
  await page.getByLabel('Reels').fill('3')
}

test('offers the five cities labelled with India and the four occasions', async ({ page }) => {
  await page.goto('/enquiry')
  const cities = await page.getByLabel('City').locator('option').allTextContents()
  expect(cities.slice(1)).toEqual([
    'Hyderabad, India',
    'Vijayawada, India',
    'Warangal, India',
    'Vizag, India',
    'Bangalore, India',
  ])
  const occasions = await page.getByLabel('Occasion', { exact: true }).locator('option').allTextContents()
  expect(occasions.slice(1)).toEqual(['Birthday', 'Wedding', 'Brand Shoot', 'Personal Shoot'])
})

test('submits an enquiry, shows the success toast and leaves a panel with its reference', async ({ page }) => {
  await ownAddress(page)
  await page.goto('/enquiry')
  await whenScriptReady(page)
  await fillEnquiry(page)
  await page.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(toastWith(page, 'Enquiry submitted successfully!')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Enquiry submitted successfully!' })).toContainText(
    /Your reference: EQ-\d+/,
  )
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveCount(0)
})

test('asks for the personal-shoot occasion only for a Personal Shoot, and for whole numbers of at least 1', async ({
  page,
}) => {
  await page.goto('/enquiry')
  await whenScriptReady(page)
  await expect(page.getByLabel('Personal shoot occasion')).toHaveCount(0)
  await fillEnquiry(page)
  await page.getByLabel('Occasion', { exact: true }).selectOption('Personal Shoot')
  await expect(page.getByLabel('Personal shoot occasion')).toBeVisible()
  await page.getByLabel('Reels').fill('0')
  await page.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(page.getByText('Please describe the occasion for your personal shoot')).toBeVisible()
  await expect(page.getByText('Please enter the number of reels (a whole number, at least 1)')).toBeVisible()
})

test('keeps the values and shows the failure toast when the server refuses', async ({ page }) => {
  const address = await ownAddress(page)
  await exhaustRateLimit(page.request, '/api/enquiries', address)
  await page.goto('/enquiry')
  await whenScriptReady(page)
  await fillEnquiry(page)
  await page.getByRole('button', { name: 'Submit Enquiry' }).click()
  await expect(toastWith(page, 'An error occurred while submitting the enquiry')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('Meera')
  await expect(page.getByLabel('Hours')).toHaveValue('2')
})

test('suggests Indian addresses as you type and lets the keyboard pick one', async ({ page }) => {
  await ownAddress(page)
  await page.goto('/enquiry')
  await whenScriptReady(page)
  const location = page.getByRole('combobox', { name: 'Location' })
  await location.pressSequentially('jubilee hills 500033')
  // The suggestions for the whole address, not those of a shorter part of it still on screen on a slow machine.
  await expect(page.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option')).toHaveText([
    'Jubilee Hills, Shaikpet, Hyderabad, Telangana 500033',
  ])
  await expect(location).toHaveAttribute('aria-expanded', 'true')
  await location.press('ArrowDown')
  await location.press('Enter')
  await expect(location).toHaveValue('Jubilee Hills, Shaikpet, Hyderabad, Telangana 500033')
  await expect(location).toHaveAttribute('aria-expanded', 'false')
})

test.describe('Use Current Location', () => {
  test.use({ geolocation: { latitude: 17.4326, longitude: 78.4071 }, permissions: ['geolocation'] })

  test('fills the location from the browser position', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/enquiry')
    await whenScriptReady(page)
    await page.getByRole('button', { name: 'Use Current Location' }).click()
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Hyderabad, Telangana, India')
  })
})

test('says so when the position cannot be read', async ({ page }) => {
  await page.goto('/enquiry')
  await whenScriptReady(page)
  await page.getByRole('button', { name: 'Use Current Location' }).click()
  await expect(toastWith(page, 'Unable to retrieve your location')).toBeVisible()
})

test('says so when the browser has no geolocation', async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error: a browser without the Geolocation API
    delete Navigator.prototype.geolocation
  })
  await page.goto('/enquiry')
  await whenScriptReady(page)
  await page.getByRole('button', { name: 'Use Current Location' }).click()
  await expect(toastWith(page, 'Geolocation is not supported by your browser')).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the enquiry is stored and the result shown', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/enquiry')
    await fillEnquiry(page)
    await page.getByRole('button', { name: 'Submit Enquiry' }).click()
    await expect(page.getByRole('region', { name: 'Enquiry submitted successfully!' })).toContainText(
      /Your reference: EQ-\d+/,
    )
  })
})

test('the form with its suggestions open passes an accessibility check', async ({ page }) => {
  await ownAddress(page)
  await page.goto('/enquiry')
  await whenScriptReady(page)
  await page.getByRole('combobox', { name: 'Location' }).pressSequentially('banjara')
  await expect(page.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option').first()).toBeVisible()
  await page.getByRole('combobox', { name: 'Location' }).press('ArrowDown')
  expect(await accessibilityViolations(page)).toEqual([])
})

test.describe('the time picker, built when needed', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('is a plain field while far below the first screen, and a picker once the visitor scrolls near it', async ({
    page,
  }) => {
    await page.goto('/enquiry')
    await whenScriptReady(page)
    const time = page.getByLabel('Time')
    await expect(time).toHaveAttribute('type', 'text')
    await expect(time).toHaveAttribute('placeholder', 'HH:MM')
    await page.getByLabel('Hours').scrollIntoViewIfNeeded()
    await expect(time).toHaveAttribute('type', 'time')
  })

  test('is a picker as soon as the visitor starts on the form, before reaching it', async ({ page }) => {
    await page.goto('/enquiry')
    await whenScriptReady(page)
    await page.getByLabel('Name').focus()
    await expect(page.getByLabel('Time')).toHaveAttribute('type', 'time')
  })

  test('reached first, is a picker the moment it has the focus', async ({ page }) => {
    await page.goto('/enquiry')
    await whenScriptReady(page)
    const time = page.getByLabel('Time')
    await time.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }))
    await expect(time).toHaveAttribute('type', 'time')
    await expect(time).toBeFocused()
  })

  test('a time already typed out some other way is kept as it is, for the checks to read or name', async ({ page }) => {
    await page.goto('/enquiry')
    await whenScriptReady(page)
    const time = page.getByLabel('Time')
    await time.evaluate((input: HTMLInputElement) => {
      input.value = 'evening'
    })
    await page.getByLabel('Hours').scrollIntoViewIfNeeded()
    await expect(time).toHaveAttribute('type', 'text')
    await expect(time).toHaveValue('evening')
    await page.getByRole('button', { name: 'Submit Enquiry' }).click()
    await expect(
      page.getByText('Please enter the time as hours and minutes, such as 18:30 or 6:30 pm (India time, IST)'),
    ).toBeVisible()
  })
})

test.describe('in a browser that speaks US English', () => {
  test.use({ locale: 'en-US' })

  test('a date is typed day first into its Day, Month and Year boxes and said in words', async ({ page }) => {
    await page.goto('/enquiry')
    await whenScriptReady(page)
    const date = page.getByRole('main').getByRole('group', { name: 'Date', exact: true })
    await date.getByLabel('Day').fill('12')
    await date.getByLabel('Month').fill('2')
    await date.getByLabel('Year').fill('2030')
    await expect(date.getByText('Tue, 12 Feb 2030')).toBeVisible()
  })
})
