import { type Locator, type Page, expect, test } from '@playwright/test'
import { answeredCookies } from './cookie-choice'
import { coverage } from '~/content/business'
import { claimsOf } from '~/content/capabilities'
import { businessFacts } from '~/content/shipped-facts'

// The site under test runs on the shipped facts.
const { said } = claimsOf(businessFacts)

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((node) => node === document.activeElement)) return
  }
  throw new Error('the control was not reached with Tab')
}

test.beforeEach(async ({ page }) => {
  await answeredCookies(page)
})

test('the hero promises reels in 10 minutes, with Book Now, Become a Partner, the statistics and only confirmed coverage', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reels shot, edited and delivered in 10 minutes')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Book Now' }).first()).toHaveAttribute('href', '/book')
  await expect(main.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/partner')
  for (const figure of ['250+', '30,000+', '10k+', '4.9/5']) {
    await expect(main.getByText(figure, { exact: true }).first()).toBeVisible()
  }
  // Only outlets whose stories the business confirmed, each linked to its own story; with none, no strip.
  const strip = main.getByRole('region', { name: 'As featured in' })
  const confirmed = coverage.filter((story) => story.confirmed)
  if (confirmed.length === 0) await expect(strip).toHaveCount(0)
  for (const story of confirmed)
    await expect(strip.getByRole('link', { name: new RegExp(story.outlet) })).toHaveAttribute('href', story.url)
})

test('every price on the home page is the price in the spec', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')

  const bestsellers = main.getByRole('region', { name: 'Our most booked plans' })
  const hourly = bestsellers.getByRole('article').filter({ hasText: 'Hourly Plan' })
  await expect(hourly).toContainText('₹1,999')
  await expect(hourly).toContainText('+ GST per hour')
  await expect(hourly).toContainText('₹1,999 + 18% GST = ₹2,359 per hour')
  const halfDay = bestsellers.getByRole('article').filter({ hasText: 'Half-Day Plan' })
  await expect(halfDay).toContainText('₹4,999')
  await expect(halfDay).toContainText('₹4,999 + 18% GST = ₹5,899')
  await expect(halfDay).toContainText('Most Popular')
  await expect(bestsellers.getByRole('link', { name: 'Book Now' }).first()).toHaveAttribute('href', /^\/book/)

  const packages = main.getByRole('region', { name: 'Packages for every occasion' })
  for (const [title, price] of [
    ['Wedding', '₹14,999'],
    ['Corporate', '₹9,999'],
    ['Half-Day', '₹4,999'],
  ]) {
    const card = packages.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    // The half-day card is the three-hour offer, at its one price.
    if (title === 'Half-Day') await expect(card).toContainText('₹4,999 + 18% GST = ₹5,899')
    else await expect(card).toContainText('starting from')
    await expect(card).toContainText(price)
    await expect(card).toContainText('+ GST')
  }

  // No other price anywhere on the page; a fixed price also shows its total with GST.
  const withPrices = await main.getByText(/₹[\d,]+/).allTextContents()
  expect(withPrices.flatMap((text) => text.match(/₹[\d,]+/g) ?? [])).toEqual([
    '₹1,999',
    '₹1,999',
    '₹2,359',
    '₹4,999',
    '₹4,999',
    '₹5,899',
    '₹14,999',
    '₹9,999',
    '₹4,999',
    '₹4,999',
    '₹5,899',
  ])
})

test('the page carries every section of the spec', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  for (const text of [
    'On-Time Arrival',
    said('app', 'arrivalCheckTitle'),
    'Vetted Creators',
    'Secure Transactions',
    'Instant Transfers',
    'Smart Scheduling',
    'Flexible Timing',
    'Location Selection',
    said('app', 'confirmationTitle'),
    'Verified Partners',
    'Background Checked',
    'Portfolio Verified',
    'Quality Assured',
    'Book Professional Reel-Makers',
    'Shot on iPhone 13 or Newer',
    'Easy Scheduling',
    'Fast Delivery',
    said('onlinePayment', 'paymentsTileTitle'),
    'Web and Mobile',
  ]) {
    await expect(main.getByRole('heading', { name: text, exact: true })).toBeVisible()
  }
  await expect(main.getByRole('heading', { name: 'Get 50% off your first shoot' })).toBeVisible()
  await expect(main.getByRole('textbox', { name: /email/i })).toBeVisible()
})

test('/landing is the same page and names / as its canonical address', async ({ page }) => {
  await page.goto('/landing')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reels shot, edited and delivered in 10 minutes')
  await expect(page.getByRole('region', { name: 'Customer testimonials' })).toBeVisible()
})

for (const [width, layout] of [
  [767, 'mobile'],
  [768, 'desktop'],
] as const) {
  test(`at ${width} px the dashboard picture shows the ${layout} layout`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const picture = page.getByRole('img', { name: /customer’s bookings/ })
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain(`dashboard-${layout}.svg`)
  })
}

test.describe('testimonials carousel', () => {
  function carouselOf(page: Page) {
    const carousel = page.getByRole('region', { name: 'Customer testimonials' })
    return {
      carousel,
      dot: (n: number) => carousel.getByRole('button', { name: `Show testimonials page ${n} of 3` }),
      slides: carousel.locator('[aria-live]'),
    }
  }

  /** Loads the home page on a stopped fake clock: time moves only when the test says so. */
  async function openOnFakeClock(page: Page) {
    await page.clock.install({ time: new Date('2026-03-01T10:00:00+05:30') })
    await page.clock.pauseAt(new Date('2026-03-01T10:00:01+05:30'))
    await page.goto('/')
    const parts = carouselOf(page)
    await parts.carousel.scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
    await expect(parts.slides).toHaveAttribute('aria-live', 'off')
    return parts
  }

  test('shows three testimonials a page and advances every 5 seconds, wrapping from page 3 to page 1', async ({
    page,
  }) => {
    const { carousel, dot } = await openOnFakeClock(page)
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    for (const name of ['Lakshmi & Prasad', 'Arjun Malhotra', 'Sravani Kota']) {
      await expect(carousel.getByText(name)).toBeInViewport()
    }
    await expect(carousel.getByText('Rahul Khanna')).not.toBeInViewport()

    await page.clock.runFor(4900)
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(100)
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByText('Rahul Khanna')).toBeInViewport()

    await page.clock.runFor(5000)
    await expect(dot(3)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByText('Deepa Menon')).toBeInViewport()

    await page.clock.runFor(5000)
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByText('Lakshmi & Prasad')).toBeInViewport()
  })

  test('a dot jumps to its page', async ({ page }) => {
    await page.goto('/')
    const { carousel, dot } = carouselOf(page)
    await expect(async () => {
      await dot(3).click()
      await expect(dot(3)).toHaveAttribute('aria-current', 'true', { timeout: 500 })
    }).toPass()
    await expect(carousel.getByText('Kiran Patel')).toBeInViewport()
    await dot(2).click()
    await expect(carousel.getByText('Fatima Sheikh')).toBeInViewport()
  })

  test('rotation pauses while the pointer is over it, and is announced politely while paused', async ({ page }) => {
    const { carousel, dot, slides } = await openOnFakeClock(page)
    await carousel.getByText('Arjun Malhotra').hover()
    await expect(slides).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(15_000)
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')

    await page.mouse.move(5, 5)
    await expect(slides).toHaveAttribute('aria-live', 'off')
    await page.clock.runFor(5000)
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
  })

  test('rotation pauses while focus is inside it', async ({ page }) => {
    const { dot } = await openOnFakeClock(page)
    await dot(1).focus()
    await page.clock.runFor(15_000)
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
  })

  test('rotation stays still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/')
    const { dot, slides } = carouselOf(page)
    await page.mouse.move(5, 5)
    await page.clock.runFor(20_000)
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await expect(slides).toHaveAttribute('aria-live', 'polite')
  })

  test('the Stop button stops rotation', async ({ page }) => {
    const { carousel, dot } = await openOnFakeClock(page)
    await carousel.getByRole('button', { name: 'Stop automatic rotation' }).click()
    // Leave the carousel with both pointer and focus, so only the Stop button holds it still.
    await page.getByRole('heading', { level: 1 }).click()
    await page.mouse.move(5, 5)
    await page.clock.runFor(15_000)
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible()
  })

  test('keyboard alone reaches the dots and moves between pages with the arrow keys and Enter', async ({ page }) => {
    await page.goto('/')
    const { carousel, dot } = carouselOf(page)
    await expect(async () => {
      await dot(2).click()
      await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 500 })
    }).toPass()
    await dot(1).click()
    await page.getByRole('heading', { level: 1 }).click()

    await tabTo(page, dot(1))
    await page.keyboard.press('ArrowRight')
    await expect(dot(2)).toBeFocused()
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(dot(3)).toBeFocused()
    await expect(dot(3)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByText('Neha Agarwal')).toBeInViewport()

    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(dot(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByText('Sravani Kota')).toBeInViewport()
  })
})
