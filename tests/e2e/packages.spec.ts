import { type Locator, type Page, expect, test } from '@playwright/test'
import { businessFacts } from '~/content/shipped-facts'

// Prices from the spec (section 9), in rupees with Indian digit grouping; GST is always extra.

function card(page: Page, title: string) {
  return page.getByRole('main').getByRole('article', { name: title, exact: true })
}

async function expectPrice(item: Locator, price: string, badge?: string) {
  await expect(item.getByText(price, { exact: true })).toBeVisible()
  await expect(item).toContainText('+ GST')
  if (badge) await expect(item.getByText(badge, { exact: true })).toBeVisible()
  else await expect(item).not.toContainText('Most Popular')
}

test.describe('/wedding-packages', () => {
  test('shows Basic, Silver, Gold (Most Popular) and Platinum with the spec prices, events, reels and photos', async ({
    page,
  }) => {
    await page.goto('/wedding-packages')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4)
    const expected = [
      { title: 'Basic', subtitle: 'Single Event', price: '₹14,999', features: ['1 event, up to 6 hours', '3 reels'] },
      {
        title: 'Silver',
        subtitle: 'Three Events',
        price: '₹44,999',
        features: ['3 events, up to 6 hours each', '10 reels'],
      },
      {
        title: 'Gold',
        subtitle: 'Four Events',
        price: '₹59,999',
        badge: 'Most Popular',
        features: ['4 events, up to 6 hours each', '15 reels', '50 photos'],
      },
      {
        title: 'Platinum',
        subtitle: 'Complete Wedding',
        price: '₹99,999',
        features: ['6 events, up to 6 hours each', '25 reels', '100 photos'],
      },
    ]
    for (const { title, subtitle, price, badge, features } of expected) {
      const item = card(page, title)
      await expect(item.getByText(subtitle, { exact: true })).toBeVisible()
      await expectPrice(item, price, badge)
      for (const feature of [...features, ...businessFacts.packages.weddingIncludes]) {
        await expect(item.getByText(feature, { exact: true })).toBeVisible()
      }
    }
  })

  test("the hero's Book Now goes to /coming-soon", async ({ page }) => {
    await page.goto('/wedding-packages')
    await page.getByRole('region', { name: 'Wedding Reel Packages' }).getByRole('link', { name: 'Book Now' }).click()
    await expect(page).toHaveURL(/\/coming-soon$/)
  })

  test("the hero's Learn More goes to /contact", async ({ page }) => {
    await page.goto('/wedding-packages')
    const learnMore = page
      .getByRole('region', { name: 'Wedding Reel Packages' })
      .getByRole('link', { name: /^Learn More/ })
    // A sighted visitor reads the spec's label; assistive technology also hears where the link goes.
    expect(await learnMore.evaluate((link) => link.firstChild?.textContent)).toBe('Learn More')
    await expect(learnMore).toHaveAccessibleName('Learn More about wedding reels from our team')
    await learnMore.click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('has a custom-quote section for the inquiry form', async ({ page }) => {
    await page.goto('/wedding-packages')
    const inquiry = page.getByRole('region', { name: 'Need a Custom Quote?' })
    await expect(inquiry).toBeVisible()
    await expect(inquiry).toHaveAttribute('id', 'inquiry')
  })
})

test.describe('/corporate-packages', () => {
  test('shows One Day Booking and Monthly (Most Popular) with the spec prices', async ({ page }) => {
    await page.goto('/corporate-packages')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    const oneDay = card(page, 'One Day Booking')
    await expectPrice(oneDay, '₹9,999')
    for (const feature of ['2-3 reels', 'Up to 7 hours', 'Live stories']) {
      await expect(oneDay.getByText(feature, { exact: true })).toBeVisible()
    }
    const monthly = card(page, 'Monthly')
    await expectPrice(monthly, '₹39,999', 'Most Popular')
    for (const feature of [
      '10 reels',
      'Live stories',
      'Behind-the-scenes videos',
      'Interaction and interview videos',
    ]) {
      await expect(monthly.getByText(feature, { exact: true })).toBeVisible()
    }
  })

  test('the hero leads to the packages and to the inquiry section', async ({ page }) => {
    await page.goto('/corporate-packages')
    await page.getByRole('link', { name: 'Send an inquiry' }).click()
    await expect(page).toHaveURL(/#inquiry$/)
    await expect(page.getByRole('region', { name: 'Corporate Inquiry' })).toBeInViewport()
  })
})

test.describe('/one-day-packages', () => {
  test('shows Basic Coverage, 3-hour: the three-hour offer at 4,999, Most Popular', async ({ page }) => {
    await page.goto('/one-day-packages')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
    const basic = card(page, 'Basic Coverage')
    await expect(basic.getByText('3-hour', { exact: true })).toBeVisible()
    await expectPrice(basic, '₹4,999', 'Most Popular')
    for (const feature of ['Up to 3 hours', '2 edited reels', 'Live stories', 'Raw content']) {
      await expect(basic.getByText(feature, { exact: true })).toBeVisible()
    }
    await expect(basic.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book?package=half-day')
  })

  test('has benefit blocks and a custom-duration section', async ({ page }) => {
    await page.goto('/one-day-packages')
    const benefits = page.getByRole('region', { name: 'Why book a quick-event package' })
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveCount(4)
    await expect(page.getByRole('region', { name: 'Need a Custom Duration?' })).toHaveAttribute('id', 'inquiry')
  })
})

test.describe('/reel-packages', () => {
  test('offers hourly creation at 1,999 plus GST per hour with a book button', async ({ page }) => {
    await page.goto('/reel-packages')
    const hourly = page.getByRole('region', { name: 'Hourly Reel Creation' })
    await expect(hourly.getByText('₹1,999', { exact: true })).toBeVisible()
    await expect(hourly).toContainText('+ GST per hour')
    // The booking flow for the hourly plan (the booking dialog opens it in place once scripts run).
    await expect(hourly.getByRole('link', { name: 'Book Hourly' })).toHaveAttribute('href', '/book?package=hourly')
  })

  test("shows Wedding and Corporate with 'starting from' prices, the Half-Day offer at its price, and book buttons", async ({
    page,
  }) => {
    await page.goto('/reel-packages')
    const expected = [
      ['Wedding', '₹14,999', 'wedding'],
      ['Corporate', '₹9,999', 'corporate'],
      ['Half-Day', '₹4,999', 'half-day'],
    ]
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3)
    for (const [title, price, id] of expected) {
      const item = card(page, title)
      if (id === 'half-day') {
        await expect(item.getByText('starting from')).toHaveCount(0)
        await expectPrice(item, price, 'Most Popular')
      } else {
        await expect(item.getByText('starting from')).toBeVisible()
        await expectPrice(item, price)
      }
      await expect(item.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/book?package=${id}`)
    }
  })

  test('has the three benefit cards', async ({ page }) => {
    await page.goto('/reel-packages')
    const benefits = page.getByRole('region', { name: 'Why ReelCraft' })
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Shot on iPhones',
      'Expert Team',
      'Quick Delivery',
    ])
  })
})
