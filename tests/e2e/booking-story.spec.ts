import { type Page, expect, test } from '@playwright/test'

// One story about booking: a booking made on the site is a request the team confirms by phone or
// WhatsApp; what is coming soon is online payment and the app. The timeline, the press releases, the
// coming-soon page and the waitlist page must all tell it, and no page that talks about what is coming may
// say that online booking is.

/** Words that would say booking itself is not open yet. */
const bookingNotOpenYet = /online booking|booking app|book online|on the web or in the app/i

async function sentencesOf(page: Page) {
  const text = await page.getByRole('main').innerText()
  return text.split(/\n+|(?<=[.!?])\s+/).map((sentence) => sentence.trim())
}

/** A sentence that says online payment and the app are what is still to come. */
function paymentAndAppToCome(sentence: string) {
  return /payment/i.test(sentence) && /\bapp\b/i.test(sentence) && /coming soon|almost here/i.test(sentence)
}

for (const path of [
  '/',
  '/about',
  '/journey',
  '/press',
  '/press/releases',
  '/coming-soon',
  '/waitlist',
  '/app',
  '/features',
]) {
  test(`${path} never says online booking is still to come`, async ({ page }) => {
    await page.goto(path)
    const sentences = await sentencesOf(page)
    expect(sentences.filter((sentence) => bookingNotOpenYet.test(sentence))).toEqual([])
  })
}

test("the timeline's coming-soon milestone is online payment and the app, and says bookings are requests until then", async ({
  page,
}) => {
  await page.goto('/journey')
  const toCome = page
    .getByRole('region', { name: 'Milestones' })
    .getByRole('listitem')
    .filter({ hasText: 'Coming soon' })
  await expect(toCome.getByRole('heading')).toHaveText('Online payment and the app')
  await expect(toCome).toContainText('a booking made here is a request our team confirms by phone or WhatsApp')
})

test('the latest funding release says online payment and the app are coming soon', async ({ page }) => {
  await page.goto('/press/releases')
  const sentences = await sentencesOf(page)
  expect(sentences.filter(paymentAndAppToCome).length).toBeGreaterThanOrEqual(2)
})

for (const path of ['/coming-soon', '/waitlist']) {
  test(`${path} says online payment and the app are almost here and offers a booking request meanwhile`, async ({
    page,
  }) => {
    await page.goto(path)
    const sentences = await sentencesOf(page)
    expect(sentences.some(paymentAndAppToCome)).toBe(true)
    await expect(page.getByRole('main')).toContainText(
      'Until then, book by request: tell us where and when, and our team confirms by phone or WhatsApp.',
    )
    await expect(page.getByRole('link', { name: 'Send a booking request' })).toHaveAttribute('href', '/book')
  })
}
