import path from 'node:path'
import { type Page, expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { mailsTo } from './mail-files'
import { ownSiteWithAdministrator } from './own-site'

// An administrator runs the package catalogue from the console's Business section, in a site of its own: a new
// price reaches the three names of the three-hour offer, the booking form's totals, the mails and the search
// engines' data once confirmed, while a booking made before keeps its price; a package's list and badge are
// edited without scripts.

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const admin = { email: 'ravi@reelcraft.test', name: 'Ravi Kumar', password: 'a long enough password for the test' }
const { site, signIn } = ownSiteWithAdministrator(admin)

async function openPackages(page: Page) {
  await page.goto(`${site.url}/console`)
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Business' }).click()
  await page.getByRole('link', { name: /^Packages/ }).click()
  await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible()
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Saved. Every page shows it within seconds.')
}

type Product = { '@type': string; name: string; offers?: { price: string } }

async function products(page: Page): Promise<Product[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.flatMap((text) => JSON.parse(text) as Product | Product[]).filter((item) => item['@type'] === 'Product')
}

const inTenDays = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)

test('at 375 px with scripts, a confirmed new price of the three-hour offer shows under its three names, in the booking form, the mail and the structured data, and an earlier booking keeps its price', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } })
  const page = await context.newPage()
  try {
    const before = await page.request.post(`${site.url}/api/bookings`, {
      data: {
        name: 'Nisha Rao',
        phone: '+91 98480 12345',
        location: 'Banjara Hills, Hyderabad',
        date: inTenDays(),
        time: '18:30',
        packageId: 'half-day',
      },
      headers: { 'X-Forwarded-For': '10.8.98.1' },
    })
    expect(before.status()).toBe(201)
    const earlierPage = `${site.url}${String((await before.json()).page)}`

    await signIn(page)
    await openPackages(page)
    expect(await accessibilityViolations(page)).toEqual([])
    const threeHours = page.getByRole('group', { name: /^Three hours/ })
    await threeHours.getByLabel(/^Price in rupees/).fill('5499')
    await threeHours.getByLabel('Confirmed: this is true of our business').check()
    await save(page)

    await page.goto(`${site.url}/pricing`)
    const main = page.getByRole('main')
    for (const name of ['Half-Day Plan', 'Half-Day', 'Basic Coverage']) {
      await expect(
        main.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) }),
      ).toContainText('₹5,499')
    }
    await expect(main).not.toContainText('₹4,999')
    const offers = await products(page)
    expect(offers.find((item) => item.name === 'Half-Day Plan')?.offers?.price).toBe('5499.00')
    // The hourly plan's price is still an example: no offer for search engines to quote.
    expect(offers.find((item) => item.name === 'Hourly Plan')).toMatchObject({ name: 'Hourly Plan' })
    expect(offers.find((item) => item.name === 'Hourly Plan')?.offers).toBeUndefined()

    await page.goto(`${site.url}/book?package=hourly`)
    await page.getByLabel('Hours').fill('3')
    await expect(page.getByRole('main')).toContainText('For 3 hours, the Half-Day Plan costs less')
    await expect(page.getByRole('main')).toContainText('₹5,499 + 18% GST = ₹6,489')

    const email = 'nisha.after@example.in'
    const after = await page.request.post(`${site.url}/api/bookings`, {
      data: {
        name: 'Nisha Rao',
        phone: '+91 98480 12346',
        email,
        location: 'Banjara Hills, Hyderabad',
        date: inTenDays(),
        time: '11:00',
        packageId: 'half-day',
      },
      headers: { 'X-Forwarded-For': '10.8.98.2' },
    })
    expect(after.status()).toBe(201)
    const [confirmation] = await mailsTo(email, 'Your booking request', path.join(site.dataDir, 'mail'))
    // The mail's text as its file holds it, the rupee sign's bytes one by one.
    expect(confirmation).toMatch(/Total with GST: \S+5,499 \+ 18% GST = \S+6,489/)

    await page.goto(earlierPage)
    await expect(page.getByRole('main')).toContainText('₹4,999 + 18% GST = ₹5,899')
  } finally {
    await context.close()
  }
})

test('at 1280 px without scripts, an administrator adds a line to a package and takes its badge off, and its card follows', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await signIn(page)
    await openPackages(page)
    const gold = () => page.getByRole('group', { name: 'Wedding: Gold' })
    await gold().getByRole('button', { name: 'Add a line' }).click()
    await gold().getByLabel('Line 3').fill('Drone shots of the venue')
    await gold()
      .getByLabel(/^Badge/)
      .fill('')
    await save(page)

    await page.goto(`${site.url}/wedding-packages`)
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Gold', exact: true }) })
    await expect(card).toContainText('Drone shots of the venue')
    await expect(card).not.toContainText('Most Popular')

    await openPackages(page)
    await gold().getByRole('button', { name: 'Remove this line' }).nth(2).click()
    await expect(gold().getByLabel('Line 3')).toHaveCount(0)
    await save(page)
    await page.goto(`${site.url}/wedding-packages`)
    await expect(card).not.toContainText('Drone shots of the venue')
  } finally {
    await context.close()
  }
})
