import { type Page, expect, test } from '@playwright/test'

// Each contradiction an audit of the served pages found (27 November 2026), settled in one wording chosen from
// what the business does today: our team confirms every booking by phone or WhatsApp, customers pay by bank
// transfer, the app (with its one-time passwords) and the wallet are still to come, reel-makers shoot on an
// iPhone 13 or newer, and no publication has written about us yet. Each test reads the pages that disagreed.

async function mainText(page: Page, path: string) {
  await page.goto(path)
  return (await page.getByRole('main').textContent()) ?? ''
}

function description(page: Page) {
  return page.locator('meta[name="description"]').getAttribute('content')
}

test('the app is coming on /app, in its description, in the app dialog, on /features and in the terms', async ({
  page,
}) => {
  await page.goto('/app')
  expect(await description(page)).toContain('Our app for iOS and Android is coming soon')
  expect(await description(page)).not.toContain('Get the app on iOS and Android')
  const main = page.getByRole('main')
  await expect(main.getByText('Coming soon to iOS and Android', { exact: true })).toBeVisible()
  // No store badge: the stores' home pages are not the app's listing, and there is no listing yet.
  await expect(main.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', '/waitlist')
  await expect(page.locator('a[href*="apple.com"], a[href*="play.google.com"]')).toHaveCount(0)

  const features = await mainText(page, '/features')
  expect(features).not.toContain('get the app to book on the go')
  expect(features).toContain('See the plans and packages and book here; our app is coming soon.')

  const terms = await mainText(page, '/terms')
  expect(terms).not.toMatch(/this website (?:or|and) our app|website, app, phone/)
  expect(terms).toContain('They apply when you use this website, send us an enquiry')
  expect(terms).toContain('Online payment in our app and on this site is coming soon.')
})

test('the wallet is coming on the home page, /our-story and /partner, and the hero picture shows no wallet', async ({
  page,
}) => {
  await page.goto('/')
  const hero = page.getByRole('main').locator('picture img').first()
  expect(await hero.getAttribute('alt')).not.toMatch(/wallet/i)
  const pictures = [
    await hero.getAttribute('src'),
    ...(await page
      .getByRole('main')
      .locator('picture source')
      .evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset')))),
  ].filter((address): address is string => Boolean(address))
  expect(pictures.length).toBeGreaterThanOrEqual(2)
  for (const address of pictures) {
    const drawing = await (await page.request.get(address)).text()
    expect(drawing, address).not.toMatch(/Wallet|Add funds|₹12,500|OTP/)
  }
  await expect(page.getByRole('heading', { name: 'The wallet is coming soon' })).toBeVisible()

  const story = await mainText(page, '/our-story')
  expect(story).not.toContain('from the wallet as soon as the job is done')
  expect(story).toContain('payment by bank transfer once each job is done')

  const partner = await mainText(page, '/partner')
  expect(partner).toContain('Paid by bank transfer once each shoot is complete')
})

test('customers pay by bank transfer on /features, in the terms and on /patent, once the team confirms', async ({
  page,
}) => {
  const features = await mainText(page, '/features')
  expect(features).not.toContain('payments protected from booking to delivery')
  expect(features).toContain('You pay by bank transfer once our team has confirmed your booking.')

  const terms = await mainText(page, '/terms')
  expect(terms).toContain('Until then you pay by bank transfer, as our team tells you when it confirms your booking.')

  const patent = await mainText(page, '/patent')
  expect(patent).not.toContain('run without anyone chasing them')
  expect(patent).toContain('Until our app is live, our team confirms each booking by phone or WhatsApp.')
})

test('no page promises a one-time password before the app: the team names the reel-maker instead', async ({ page }) => {
  for (const path of ['/terms', '/features', '/', '/our-story', '/journey']) {
    expect(await mainText(page, path), path).not.toMatch(/one-time password|\bOTP\b/i)
  }
  expect(await mainText(page, '/terms')).toContain(
    'When we confirm your booking, we tell you the name of your reel-maker, so you know the right person has arrived.',
  )
  expect(await mainText(page, '/features')).toContain('it tells you your reel-maker’s name')
})

test('billed time starts at the booked start time, in the terms and on the blog', async ({ page }) => {
  expect(await mainText(page, '/terms')).toContain('The time booked starts at the booked start time.')
  const post = await mainText(page, '/blog/hourly-or-half-day-plan')
  expect(post).not.toContain('begins shooting')
  expect(post).toContain('The hour starts at the booked start time')
})

test('a booking is confirmed by our team, never instantly: the home page and /features agree with the terms', async ({
  page,
}) => {
  for (const path of ['/', '/features']) {
    const text = await mainText(page, path)
    expect(text, path).not.toMatch(/instant confirmation/i)
    expect(text, path).toContain('Confirmed by Our Team')
    expect(text, path).toContain('our team confirms it by phone or WhatsApp within 24 hours')
  }
  expect(await mainText(page, '/terms')).toContain('A request is not yet a booking.')
})

test('₹14,999 buys one wedding event: the card, its structured data and the Basic package say the same', async ({
  page,
}) => {
  const features = async (article: ReturnType<Page['getByRole']>) =>
    (await article.getByRole('listitem').allTextContents()).map((text) => text.trim())

  await page.goto('/wedding-packages')
  const basic = await features(page.getByRole('main').getByRole('article', { name: 'Basic', exact: true }))
  expect(basic).toEqual(expect.arrayContaining(['1 event, up to 6 hours', '3 reels']))

  await page.goto('/reel-packages')
  const card = page.getByRole('main').getByRole('article', { name: 'Wedding', exact: true })
  await expect(card).toContainText('₹14,999')
  expect(await features(card)).toEqual(basic)
  const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n')
  for (const promise of ['Full-day coverage', 'Multiple reel-makers', 'Same-day preview', 'Social media page handling'])
    expect(structuredData, promise).not.toContain(promise)
  expect(structuredData).toContain('1 event, up to 6 hours')
})

test('reels arrive about 10 minutes after the shoot on the cards and in the terms, never "instantly"', async ({
  page,
}) => {
  for (const path of ['/wedding-packages', '/reel-packages', '/pricing']) {
    const text = await mainText(page, path)
    expect(text, path).not.toMatch(/instant reel delivery|same-day preview/i)
    expect(await description(page), path).not.toMatch(/instant/i)
    expect(text, path).toContain('Delivered about 10 minutes after the shoot')
  }
  expect(await mainText(page, '/terms')).toContain('usually about 10 minutes after the shoot')
})

test('a testimonial promises no more reels than its plan gives', async ({ page }) => {
  expect(await mainText(page, '/')).not.toContain('four reels')
  expect(await mainText(page, '/pricing')).toContain('1 edited reel')
})

test('reel-makers shoot on an iPhone 13 or newer on every page that names the iPhone', async ({ page }) => {
  for (const path of ['/', '/features', '/reel-packages', '/pricing', '/our-story', '/enquiry', '/terms']) {
    const text = await mainText(page, path)
    expect(text, path).not.toMatch(/latest iPhone/i)
    expect(text, path).toContain('iPhone 13 or newer')
  }
  expect(await description(page)).not.toMatch(/latest iPhone/i)
  expect(await mainText(page, '/partner')).toContain('iPhone 13 or newer')
})

test('/press promises no press coverage while no publication has written about us', async ({ page }) => {
  await page.goto('/press')
  expect(await description(page)).not.toMatch(/press coverage/i)
  expect(await description(page)).toContain('our own announcements')
  await expect(page.getByRole('main')).toContainText('No publication has written about ReelCraft yet.')
})

test('/contact does not ask visitors to call a number that is not in service', async ({ page }) => {
  const text = await mainText(page, '/contact')
  expect(text).toContain('example number, not in service')
  expect(text).not.toMatch(/\bor call\b/)
  expect(await description(page)).not.toMatch(/\bcall\b/)
})
