import { type Page, expect, test } from '@playwright/test'

// Prices from the spec (section 9), in rupees with Indian digit grouping; GST is always extra.
type ExpectedCard = {
  title: string
  price: string
  badge?: string
  features?: string[]
  book: string
  /** A fixed price among 'starting from' cards. */
  fixedPrice?: true
}

// The three-hour offer is one package: the same price, hours, reels, label and booking under each
// of its names.
const threeHours = {
  price: '₹4,999',
  badge: 'Most Popular',
  features: ['Up to 3 hours', '2 edited reels', 'Live stories'],
  book: 'half-day',
}

const sections: { region: string; startingFrom?: boolean; cards: ExpectedCard[] }[] = [
  {
    region: 'Bestsellers',
    cards: [
      { title: 'Hourly Plan', price: '₹1,999', features: ['1 hour shoot', '1 edited reel'], book: 'hourly' },
      { title: 'Half-Day Plan', ...threeHours },
    ],
  },
  {
    region: 'Packages at a glance',
    startingFrom: true,
    cards: [
      // What the starting price buys: the Basic package, one event.
      { title: 'Wedding', price: '₹14,999', features: ['1 event, up to 6 hours', '3 reels'], book: 'wedding' },
      { title: 'Corporate', price: '₹9,999', features: ['Event documentation', 'Digital delivery'], book: 'corporate' },
      { title: 'Half-Day', ...threeHours, fixedPrice: true },
    ],
  },
  {
    region: 'Wedding packages',
    cards: [
      { title: 'Basic', price: '₹14,999', features: ['1 event, up to 6 hours', '3 reels'], book: 'wedding-basic' },
      {
        title: 'Silver',
        price: '₹44,999',
        features: ['3 events, up to 6 hours each', '10 reels'],
        book: 'wedding-silver',
      },
      {
        title: 'Gold',
        price: '₹59,999',
        badge: 'Most Popular',
        features: ['4 events, up to 6 hours each', '15 reels', '50 photos'],
        book: 'wedding-gold',
      },
      {
        title: 'Platinum',
        price: '₹99,999',
        features: ['6 events, up to 6 hours each', '25 reels', '100 photos'],
        book: 'wedding-platinum',
      },
    ],
  },
  {
    region: 'Corporate packages',
    cards: [
      {
        title: 'One Day Booking',
        price: '₹9,999',
        features: ['2-3 reels', 'Up to 7 hours', 'Live stories'],
        book: 'corporate-one-day',
      },
      {
        title: 'Monthly',
        price: '₹39,999',
        badge: 'Most Popular',
        features: ['10 reels', 'Content conceptualisation'],
        book: 'corporate-monthly',
      },
    ],
  },
  {
    region: 'Quick events',
    cards: [{ title: 'Basic Coverage', ...threeHours }],
  },
]

function card(page: Page, region: string, title: string) {
  return page.getByRole('region', { name: region, exact: true }).getByRole('article', { name: title, exact: true })
}

test('every plan and package on /pricing shows the spec price plus GST, its features and its badge', async ({
  page,
}) => {
  await page.goto('/pricing')
  for (const section of sections) {
    const region = page.getByRole('region', { name: section.region, exact: true })
    await expect(region.getByRole('article')).toHaveCount(section.cards.length)
    for (const expected of section.cards) {
      const item = card(page, section.region, expected.title)
      await expect(item.getByText(expected.price, { exact: true })).toBeVisible()
      await expect(item).toContainText('+ GST')
      if (section.startingFrom && !expected.fixedPrice) await expect(item.getByText('starting from')).toBeVisible()
      else await expect(item.getByText('starting from')).toHaveCount(0)
      for (const feature of expected.features ?? [])
        await expect(item.getByText(feature, { exact: true })).toBeVisible()
      if (expected.badge) await expect(item.getByText(expected.badge, { exact: true })).toBeVisible()
      else await expect(item).not.toContainText('Most Popular')
    }
  }
  await expect(card(page, 'Bestsellers', 'Hourly Plan')).toContainText('+ GST per hour')
})

test('the badge sits on the three-hour offer under each of its names, Gold and Monthly only', async ({ page }) => {
  await page.goto('/pricing')
  await expect(page.getByRole('main').getByText('Most Popular', { exact: true })).toHaveCount(5)
  await expect(page.getByRole('main').getByText('Popular Choice', { exact: true })).toHaveCount(0)
})

test('every page that shows the three-hour offer shows the same price, hours, reels and label', async ({ page }) => {
  const shown = [
    { path: '/', names: ['Half-Day Plan', 'Half-Day'] },
    { path: '/reel-packages', names: ['Half-Day'] },
    { path: '/one-day-packages', names: ['Basic Coverage'] },
    { path: '/pricing', names: ['Half-Day Plan', 'Half-Day', 'Basic Coverage'] },
  ]
  for (const { path, names } of shown) {
    await page.goto(path)
    for (const name of names) {
      const offer = page.getByRole('main').getByRole('article', { name, exact: true }).first()
      await expect(offer.getByText(threeHours.price, { exact: true }), `${path} ${name}`).toBeVisible()
      await expect(offer.getByText(threeHours.badge, { exact: true }), `${path} ${name}`).toBeVisible()
      for (const feature of threeHours.features) await expect(offer.getByText(feature, { exact: true })).toBeVisible()
      await expect(offer.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
        'href',
        `/book?package=${threeHours.book}`,
      )
    }
  }
})

test('every Book Now on /pricing leads into the booking flow for its own package', async ({ page }) => {
  await page.goto('/pricing')
  for (const section of sections) {
    for (const expected of section.cards) {
      await expect(card(page, section.region, expected.title).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
        'href',
        `/book?package=${expected.book}`,
      )
    }
  }
  await card(page, 'Wedding packages', 'Gold').getByRole('link', { name: 'Book Now' }).click()
  await expect(page).toHaveURL(/\/book\?package=wedding-gold$/)
})

test('the package groups on /pricing link to their own pages', async ({ page }) => {
  await page.goto('/pricing')
  const links = [
    ['Wedding packages', 'See wedding packages', '/wedding-packages'],
    ['Corporate packages', 'See corporate packages', '/corporate-packages'],
    ['Quick events', 'See quick-event packages', '/one-day-packages'],
  ]
  for (const [region, name, href] of links) {
    await expect(page.getByRole('region', { name: region, exact: true }).getByRole('link', { name })).toHaveAttribute(
      'href',
      href,
    )
  }
  await card(page, 'Packages at a glance', 'Wedding').getByRole('link', { name: 'See wedding packages' }).click()
  await expect(page).toHaveURL(/\/wedding-packages$/)
})

test('the section links at the top of /pricing jump to each group', async ({ page }) => {
  await page.goto('/pricing')
  const jump = page.getByRole('navigation', { name: 'Pricing sections' })
  await jump.getByRole('link', { name: 'Corporate packages' }).click()
  await expect(page).toHaveURL(/#corporate$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Corporate packages' })).toBeInViewport()
})
