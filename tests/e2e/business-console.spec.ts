import path from 'node:path'
import { type Page, expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { mailsTo } from './mail-files'
import { ownSiteWithAdministrator } from './own-site'

// An administrator runs the business's facts from the console's Business section, in a site of its own (its
// changes would otherwise show on every other test's pages): a number refused in the schema's words, a number
// confirmed by name, the history, and undo; with and without scripts, on a phone and on a laptop.

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const admin = { email: 'asha@reelcraft.test', name: 'Asha Rao', password: 'a long enough password for the test' }
const { site, signIn } = ownSiteWithAdministrator(admin)

/** axe runs in the page, so only where the page runs scripts. */
async function expectAccessible(page: Page, scripts: boolean) {
  if (scripts) expect(await accessibilityViolations(page)).toEqual([])
}

async function openPhoneNumbers(page: Page, scripts: boolean) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Business' }).click()
  await expect(page.getByRole('heading', { name: 'Business', level: 1 })).toBeVisible()
  await expectAccessible(page, scripts)
  await page.getByRole('link', { name: /^Phone numbers/ }).click()
  await expect(page.getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible()
}

const mainNumber = (page: Page) => page.getByRole('group', { name: 'Main' }).getByLabel('Number')
const mainConfirmed = (page: Page) =>
  page.getByRole('group', { name: 'Main' }).getByLabel('Confirmed: this is true of our business')

for (const { width, height, scripts } of [
  { width: 375, height: 740, scripts: true },
  { width: 1280, height: 800, scripts: false },
]) {
  test(`at ${width} px ${scripts ? 'with' : 'without'} scripts, an administrator confirms the phone by name and undoes it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: scripts })
    const page = await context.newPage()
    try {
      await signIn(page)
      await openPhoneNumbers(page, scripts)

      await mainNumber(page).fill('040 4000 1234')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByRole('alert').first()).toHaveText('Not saved: please correct what is marked below.')
      await expect(mainNumber(page)).toHaveAccessibleDescription(
        'must be a phone number with its country code, such as +91 40 4520 1999',
      )
      await expectAccessible(page, scripts)

      await mainNumber(page).fill('+91 40 4000 1234')
      await mainConfirmed(page).check()
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByRole('status')).toHaveText('Saved. Every page shows it within seconds.')
      await expect(mainNumber(page)).toHaveValue('+91 40 4000 1234')
      await expect(page.getByRole('group', { name: 'Main' })).toContainText(/Confirmed by Asha Rao on .+ IST/)
      const history = page.getByRole('region', { name: 'History' })
      await expect(history.getByRole('listitem').first()).toContainText(
        'Main › Number: +91 40 4520 1999 → +91 40 4000 1234',
      )
      await expect(history.getByRole('listitem').first()).toContainText('Main › Confirmed: no → yes')
      await expectAccessible(page, scripts)

      // The contact page calls the confirmed number, in the site's own chrome.
      await page.goto(`${site.url}/contact`)
      await expect(page.getByRole('link', { name: '+91 40 4000 1234' })).toHaveAttribute('href', 'tel:+914040001234')
      await expect(
        page.getByText('Questions about a booking, a package or a partnership? Write to us or call'),
      ).toBeVisible()
      // A booking made now is answered with a mail that gives the confirmed number, not the example.
      const email = `nisha.${width}@example.in`
      const booked = await page.request.post(`${site.url}/api/bookings`, {
        data: {
          name: 'Nisha Rao',
          phone: '+91 98480 12345',
          email,
          location: 'Banjara Hills, Hyderabad',
          date: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
          time: '18:30',
        },
        headers: { 'X-Forwarded-For': `10.8.${width % 256}.1` },
      })
      expect(booked.status()).toBe(201)
      const [confirmation] = await mailsTo(email, 'Your booking request', path.join(site.dataDir, 'mail'))
      expect(confirmation).toContain('Phone: +91 40 4000 1234')
      expect(confirmation).not.toContain('+91 40 4520 1999')

      await page.goto(`${site.url}/console/business/phone`)
      await expect(page.getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible()

      await history.getByRole('button', { name: /^Undo/ }).first().click()
      await expect(page.getByRole('status')).toHaveText('Undone. Every page shows it within seconds.')
      await expect(mainNumber(page)).toHaveValue('+91 40 4520 1999')
      await expect(mainConfirmed(page)).not.toBeChecked()
      await expect(history.getByRole('listitem').first()).toContainText(/Asha Rao, .+ IST · Undid change \d+/)

      // Undone, the number is an example again: shown as one, and no link calls it.
      await page.goto(`${site.url}/contact`)
      await expect(page.getByRole('main').getByText('+91 40 4520 1999')).toBeVisible()
      await expect(page.getByRole('link', { name: /\+91 40/ })).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
}

for (const { width, height, scripts } of [
  { width: 375, height: 740, scripts: true },
  { width: 1280, height: 800, scripts: false },
]) {
  test(`at ${width} px ${scripts ? 'with' : 'without'} scripts, an administrator ends both offers and adds a testimonial with consent, and the pages follow`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: scripts })
    const page = await context.newPage()
    const newsletter = () => page.getByRole('heading', { name: /newsletter|off your first shoot/i, level: 2 })
    const name = `Farah Siddiqui ${width}`
    try {
      // The offer is made while it is live (the other page size's run ended it: it is started again first).
      await signIn(page)
      await page.goto(`${site.url}/console/business/offers`)
      const offers = ['Newsletter', 'Waitlist'].map((group) =>
        page.getByRole('group', { name: group }).getByLabel('Live now'),
      )
      if (!(await offers[0].isChecked()) || !(await offers[1].isChecked())) {
        for (const live of offers) await live.check()
        await page.getByRole('button', { name: 'Save', exact: true }).click()
        await expect(page.getByRole('status')).toHaveText('Saved. Every page shows it within seconds.')
      }
      await page.goto(`${site.url}/`)
      await expect(newsletter()).toHaveText(/^Get 50% off your first shoot/)
      await page.goto(`${site.url}/waitlist`)
      await expect(page.getByText(/^The first 100 users get one free shoot/)).toBeVisible()

      await page.goto(`${site.url}/console/business/offers`)
      for (const live of offers) await live.uncheck()
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByRole('status')).toHaveText('Saved. Every page shows it within seconds.')
      await page.goto(`${site.url}/`)
      await expect(newsletter()).toHaveText('Subscribe to our newsletter')
      await expect(page.getByRole('main')).not.toContainText('50% off')
      await page.goto(`${site.url}/waitlist`)
      await expect(page.getByRole('heading', { name: 'Launching Soon' })).toBeVisible()
      await expect(page.getByRole('main')).not.toContainText('free shoot')

      await page.goto(`${site.url}/console/business/testimonials`)
      await page.getByRole('button', { name: 'Add a testimonial' }).click()
      const added = page.getByRole('group', { name: /^Testimonial \d+$/ })
      await added.getByLabel(/^Id/).fill(`farah-${width}`)
      await added.getByLabel('Name', { exact: true }).fill(name)
      await added.getByLabel('Occasion').fill('Wedding, Hyderabad')
      await added.getByLabel('Quote').fill('Our reels were on our phones before the dinner was served.')
      await added.getByLabel('Confirmed: this is true of our business').check()
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      // Confirmed without the customer's consent, it is refused in the schema's words.
      await expect(page.getByRole('alert').first()).toHaveText('Not saved: please correct what is marked below.')
      const refused = page.getByRole('group', { name: new RegExp(`^Testimonial \\d+: ${name}$`) })
      await expect(refused.getByLabel('Given on (YYYY-MM-DD)')).toHaveAccessibleDescription(
        'must say when and how the customer agreed to publish their words before the testimonial is confirmed',
      )
      await refused.getByLabel('Given on (YYYY-MM-DD)').fill('2026-11-20')
      await refused.getByLabel('How it was given: a signed form, an e-mail').fill('By e-mail to hello@reelcraft.in')
      await refused.getByLabel('From booking (its reference, such as BK-1024)').fill('BK-1024')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByRole('status')).toHaveText('Saved. Every page shows it within seconds.')

      // The carousel shows the confirmed testimonial, with the consent it records, and no example beside it.
      await page.goto(`${site.url}/`)
      const carousel = page.getByRole('region', { name: 'Customer testimonials' })
      await expect(carousel.getByText(name)).toBeVisible()
      await expect(carousel).toContainText('Shared with permission')
      await expect(carousel).not.toContainText('Example testimonial')
    } finally {
      await context.close()
    }
  })
}

test('at 375 px with scripts, an administrator saves a new GST rate: the booking form and the price cards show it, and a booking made before keeps its total', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } })
  const page = await context.newPage()
  const rate = () => page.getByLabel('Rate (percent)')
  async function saveRate(percent: string) {
    // Signed in, the sign-in page opens the console's dashboard.
    await page.goto(`${site.url}/sign-in`)
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Business' }).click()
    await page.getByRole('link', { name: /^GST/ }).click()
    await expect(page.getByRole('heading', { name: 'GST', level: 1 })).toBeVisible()
    await rate().fill(percent)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status')).toHaveText('Saved. Every page shows it within seconds.')
  }
  try {
    await signIn(page)
    // A Half-Day Plan booked at the file's 18%: its page gives the total it was made at.
    const booked = await page.request.post(`${site.url}/api/bookings`, {
      data: {
        name: 'Nisha Rao',
        phone: '+91 98480 12399',
        location: 'Banjara Hills, Hyderabad',
        date: new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10),
        time: '18:30',
        packageId: 'half-day',
      },
      headers: { 'X-Forwarded-For': '10.8.99.1' },
    })
    expect(booked.status()).toBe(201)
    const requestPage = `${site.url}${String((await booked.json()).page)}`
    const madeAt = '₹4,999 + 18% GST = ₹5,899'
    await page.goto(requestPage)
    await expect(page.getByRole('main')).toContainText(madeAt)

    await saveRate('12')
    await page.goto(`${site.url}/book?package=hourly`)
    await expect(page.getByText('1 × ₹1,999: ₹1,999 + 12% GST = ₹2,239')).toBeVisible()
    await page.goto(`${site.url}/pricing`)
    await expect(page.getByRole('main')).toContainText('₹4,999 + 12% GST = ₹5,599')
    await expect(page.getByRole('main')).not.toContainText('18% GST')
    await page.goto(requestPage)
    await expect(page.getByRole('main')).toContainText(madeAt)
  } finally {
    // The rate as it was, for the tests after this one.
    await saveRate('18')
    await context.close()
  }
})

test('once the phone numbers are confirmed, the policies, the press page and the press kit give them, not the examples', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  // A visitor who is not signed in, who is served the pages the cache keeps.
  const visitorContext = await browser.newContext({ javaScriptEnabled: false })
  const visitor = await visitorContext.newPage()
  const policies = ['/privacy', '/terms']
  try {
    for (const policy of policies) {
      await visitor.goto(`${site.url}${policy}`)
      await expect(visitor.getByRole('main')).toContainText('+91 40 4520 1999 (example number, not in service)')
    }
    await visitor.goto(`${site.url}/press`)
    await expect(visitor.getByRole('main')).toContainText('+91 40 4520 1998 (example number, not in service)')

    await signIn(page)
    await page.goto(`${site.url}/console/business/phone`)
    await mainNumber(page).fill('+91 40 4000 1234')
    await mainConfirmed(page).check()
    const press = page.getByRole('group', { name: 'Press' })
    await press.getByLabel('Number').fill('+91 40 4000 1235')
    await press.getByLabel('Confirmed: this is true of our business').check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status')).toHaveText('Saved. Every page shows it within seconds.')

    for (const policy of policies) {
      await visitor.goto(`${site.url}${policy}`)
      await expect(visitor.getByRole('main')).toContainText('Phone: +91 40 4000 1234 (')
      await expect(visitor.getByRole('main')).not.toContainText('4520 1999')
    }
    await visitor.goto(`${site.url}/press`)
    await expect(visitor.getByRole('link', { name: '+91 40 4000 1235' })).toHaveAttribute('href', 'tel:+914040001235')
    await expect(visitor.getByRole('main')).not.toContainText('4520 1998')
    // The press kit is one HTML file to download, with the press contact as it now stands.
    const kit = await visitor.request.get(`${site.url}/press/kit`)
    expect(kit.status()).toBe(200)
    expect(kit.headers()['content-type']).toBe('text/html; charset=utf-8')
    expect(kit.headers()['content-disposition']).toBe('attachment; filename="reelcraft-press-kit.html"')
    const kitText = await kit.text()
    expect(kitText).toContain(
      '<strong>Press contact:</strong> press@reelcraft.in (example e-mail address, not in service), +91 40 4000 1235</p>',
    )
    expect(kitText).not.toContain('4520 1998')

    // Undone, the numbers are examples again, as the other tests of this site expect them.
    await page.goto(`${site.url}/console/business/phone`)
    await page.getByRole('region', { name: 'History' }).getByRole('button', { name: /^Undo/ }).first().click()
    await expect(page.getByRole('status')).toHaveText('Undone. Every page shows it within seconds.')
    await visitor.goto(`${site.url}/privacy`)
    await expect(visitor.getByRole('main')).toContainText('+91 40 4520 1999 (example number, not in service)')
  } finally {
    await visitorContext.close()
    await context.close()
  }
})
