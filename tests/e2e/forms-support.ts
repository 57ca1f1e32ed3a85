import { type APIRequestContext, type Page, expect } from '@playwright/test'

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

/** Uses up an address's submissions for a minute, so the next real submission is refused with 429. */
export async function exhaustRateLimit(request: APIRequestContext, path: string, address: string) {
  // The server counts per clock minute; near a minute's end, start in the next one, so the refusal still
  // holds when the test submits.
  const intoMinute = Date.now() % 60_000
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200))
  for (let i = 0; i < 10; i++) {
    await request.post(path, { headers: { 'X-Forwarded-For': address }, data: {} })
  }
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

/** Waits until the page's script has started and the forms submit in the background. */
export async function whenScriptReady(page: Page) {
  await expect(page.locator('input[name="idempotencyKey"]').first()).not.toHaveValue('')
}
