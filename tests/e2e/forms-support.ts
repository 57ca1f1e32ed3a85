import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test'

let counter = 0

/**
 * Gives the page an address of its own (the server trusts X-Forwarded-For from loopback, as behind a
 * proxy), so rate limits from one test never touch another.
 */
export async function ownAddress(page: Page) {
  counter += 1
  const address = `198.18.${process.pid % 250}.${counter % 250}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  return address
}

/** Uses up an address's submissions, so the next real submission is refused with 429. */
export async function exhaustRateLimit(request: APIRequestContext, path: string, address: string) {
  const submit = async () => (await request.post(path, { headers: { 'X-Forwarded-For': address }, data: {} })).status()
  const spendAll = () => expect.poll(submit, { intervals: [0], timeout: 10_000 }).toBe(429)
  await spendAll()
  // The server counts per clock minute. Near a minute's end, wait until it takes this address's submissions
  // again (its next minute has begun) and use that minute up, so the refusal holds while the test goes on.
  if (60_000 - (Date.now() % 60_000) < 15_000) {
    await expect.poll(submit, { intervals: [250], timeout: 30_000 }).not.toBe(429)
    await spendAll()
  }
}

/** Holds the page's requests to `url` until the returned function is called: the page can be seen waiting. */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded, so it has kept the real
 * time until now) a minute ahead: from here the page's timers run only as the test moves time on with
 * `page.clock.runFor()`. Ahead, because a clock cannot be stopped in its past, and on a busy machine the page's
 * clock moves on while the test reads it.
 */
export async function stopClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 60_000)
}

/**
 * Moves a clock stopped with stopClock() on a tenth of a second at a time until the locator shows, and no
 * further: an element that lives for a set time (a toast) has then lived at most that tenth when the test
 * starts counting. The page's requests and code still arrive in real time.
 */
export async function stepUntilVisible(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      if (await locator.isVisible()) return true
      await page.clock.runFor(100)
      return locator.isVisible()
    })
    .toBe(true)
}

/** A date string (YYYY-MM-DD) some days from today in India. */
export function dateFromToday(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A toast on screen with this text. */
export function toastWith(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first()
}

/**
 * Keeps the page's toasts on screen until the test leaves the page, as a visitor pressing on them does: sonner
 * stops a toast's four seconds while its list is pressed, and here the list is pressed the moment it appears. A
 * busy machine can spend four seconds before a test reaches a toast. Called before the page loads; not for pages
 * with a dialog open, which a press outside it closes.
 */
export async function holdToasts(page: Page) {
  await page.addInitScript(() => {
    const held = new WeakSet<Element>()
    new MutationObserver(() => {
      for (const list of document.querySelectorAll('[data-sonner-toaster]')) {
        if (held.has(list)) continue
        held.add(list)
        list.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

/** Waits until the page's script has started and the forms submit in the background. */
export async function whenScriptReady(page: Page) {
  await expect(page.locator('input[name="idempotencyKey"]').first()).not.toHaveValue('')
}

/** Types a day (YYYY-MM-DD) into the Day, Month and Year boxes of the date field with this name, day first. */
export async function fillDate(scope: Page | Locator, label: string, day: string) {
  const [year, month, date] = day.split('-')
  const group = scope.getByRole('group', { name: label, exact: true })
  await group.getByLabel('Day').fill(String(Number(date)))
  await group.getByLabel('Month').fill(String(Number(month)))
  await group.getByLabel('Year').fill(year)
}

/**
 * Sends the booking form of the page it is on (/book), once its script is ready, for Kiran Rao in Madhapur twelve
 * days ahead at 17:30, with this e-mail for the copy, and waits for the success panel.
 */
export async function sendBooking(page: Page, email: string) {
  await whenScriptReady(page)
  const form = page.getByRole('main')
  await form.getByLabel('Name').fill('Kiran Rao')
  await form.getByLabel('Phone').fill('+91 98480 12345')
  await form.getByLabel(/^Email/).fill(email)
  await form.getByRole('combobox', { name: 'Location' }).fill('Madhapur, Hyderabad')
  await fillDate(form, 'Date', dateFromToday(12))
  await form.getByLabel('Time').fill('17:30')
  await form.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByText('What happens next')).toBeVisible()
}
