import { type Page, expect, test } from '@playwright/test'
import { storedChoice } from './cookie-choice'
import { dateFromToday, ownAddress, whenScriptReady } from './forms-support'
import { storedRow } from './stored-rows'

// The request page every mail links to works for whoever opens it, the cookie banner's choice
// included, and says how to reach us; dates and times are typed the way people write them.

const monthShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A day (YYYY-MM-DD) as its parts, without leading zeros. */
function partsOf(day: string) {
  const [year, month, date] = day.split('-').map(Number)
  return { year, month, date }
}

/** Books through the JSON API and answers the address of the booking's own page, as its mail gives it. */
async function bookingPage(page: Page, address: string, phone: string) {
  const answer = await page.request.post('/api/bookings', {
    headers: { 'X-Forwarded-For': address },
    data: { name: 'Asha Rao', phone, location: 'Jubilee Hills', date: dateFromToday(30), time: '18:30' },
  })
  expect(answer.status()).toBe(201)
  const body: unknown = await answer.json()
  const path = typeof body === 'object' && body !== null && 'page' in body ? String(body.page) : ''
  expect(path).toMatch(/^\/requests\/[\w-]{43}$/)
  return path
}

/** Several policies in one header: the browser applies the last one it knows. */
function lastPolicy(header: string | undefined) {
  return header?.split(/[,\n]/).at(-1)?.trim()
}

for (const scripts of [true, false]) {
  test.describe(`${scripts ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: scripts })

    test("Reject and Allow on the cookie banner of a request's page keep the choice and show the page again", async ({
      page,
      context,
    }) => {
      const address = await ownAddress(page)
      const path = await bookingPage(page, address, scripts ? '+91 98480 45101' : '+91 98480 45102')
      const opened = await page.goto(path)
      expect(lastPolicy(opened?.headers()['referrer-policy'])).toBe('no-referrer')
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(/^Your booking BK-\d+$/)
      const title = await heading.textContent()

      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await banner.getByRole('button', { name: 'Reject' }).click()
      await expect(banner).toHaveCount(0)
      await expect(heading).toHaveText(title ?? '')
      expect(await storedChoice(page)).toBe('false')

      await context.clearCookies()
      await page.reload()
      await banner.getByRole('button', { name: 'Allow' }).click()
      await expect(banner).toHaveCount(0)
      await expect(heading).toHaveText(title ?? '')
      expect(await storedChoice(page)).toBe('true')
    })

    test("a request's page gives our e-mail, phone and WhatsApp, the examples marked as examples", async ({ page }) => {
      const address = await ownAddress(page)
      await page.goto(await bookingPage(page, address, scripts ? '+91 98480 45103' : '+91 98480 45104'))
      const reach = page.getByRole('region', { name: 'How to reach us' })
      await expect(reach).toContainText('during business hours (daily 9:00 AM to 9:00 PM IST)')
      await expect(reach).toContainText('E-mailhello@reelcraft.in example e-mail address, not in service')
      await expect(reach).toContainText('Phone+91 40 4520 1999 example number, not in service')
      await expect(reach).toContainText('WhatsApp+91 98765 01999 example number, not in service')
      // Nobody is sent to dial, message or write to a number or an address that is not in service.
      await expect(reach.locator('a[href^="tel:"], a[href*="wa.me"], a[href^="mailto:"]')).toHaveCount(0)
    })
  })
}

test.describe('with JavaScript', () => {
  test('a whole date typed or pasted into the Day box fills Day, Month and Year, day first', async ({ page }) => {
    await page.goto('/book?package=half-day')
    await whenScriptReady(page)
    const date = page.getByRole('main').getByRole('group', { name: 'Date', exact: true })
    const { year, month, date: day } = partsOf(dateFromToday(30))

    const typed = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`
    await date.getByLabel('Day').pressSequentially(typed)
    await expect(date.getByLabel('Day')).toHaveValue(String(day).padStart(2, '0'))
    await expect(date.getByLabel('Month')).toHaveValue(String(month).padStart(2, '0'))
    await expect(date.getByLabel('Year')).toHaveValue(String(year))

    await date.getByLabel('Day').fill(`${day} ${monthShort[month - 1]} ${year}`)
    await expect(date.getByLabel('Day')).toHaveValue(String(day))
    await expect(date.getByLabel('Month')).toHaveValue(String(month))
    await expect(date.getByLabel('Year')).toHaveValue(String(year))
    await expect(date).toContainText(`${day} ${monthShort[month - 1]} ${year}`)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a whole date in the Day box and '6:30 pm' book that day at 18:30; a time it cannot read is refused saying how to write one", async ({
    page,
  }) => {
    await ownAddress(page)
    const day = dateFromToday(31)
    const { year, month, date } = partsOf(day)
    await page.goto('/book?package=half-day')
    const form = page.getByRole('main')
    await form.getByLabel('Name', { exact: true }).fill('Asha Rao')
    await form.getByLabel('Phone', { exact: true }).fill('98480 45105')
    await form.getByRole('combobox', { name: 'Location' }).fill('Jubilee Hills, Hyderabad')
    await form.getByRole('group', { name: 'Date', exact: true }).getByLabel('Day').fill(`${date}-${month}-${year}`)
    await form.getByLabel('Time', { exact: true }).fill('evening')
    await form.getByRole('button', { name: 'Book Now' }).click()

    await expect(form.getByText('Please enter the time as hours and minutes, such as 18:30 or 6:30 pm')).toBeVisible()
    const boxes = form.getByRole('group', { name: 'Date', exact: true })
    await expect(boxes.getByLabel('Day')).toHaveValue(String(date))
    await expect(boxes.getByLabel('Month')).toHaveValue(String(month))
    await expect(boxes.getByLabel('Year')).toHaveValue(String(year))

    await form.getByLabel('Time', { exact: true }).fill('6:30 pm')
    await form.getByRole('button', { name: 'Book Now' }).click()
    const panel = page.getByRole('region', { name: 'Thank You!' })
    await expect(panel).toContainText('18:30 IST')
    const reference = (await panel.locator('[data-reference]').textContent()) ?? ''
    expect(storedRow('bookings', reference)).toMatchObject({ event_date: day, event_time: '18:30' })
  })
})
