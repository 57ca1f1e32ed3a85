import path from 'node:path'
import { type Page, expect, test } from '@playwright/test'
import { claimWordsOf } from '~/content/capabilities'
import { businessFacts } from '~/content/shipped-facts'
import { sendBooking } from './forms-support'
import { mailsTo } from './mail-files'
import { ownSiteWithAdministrator } from './own-site'

// What the business offers today is its word in the console: once an administrator marks the app, online payment
// and the wallet live, with the app's store listings, and confirms a story another publication wrote, the pages,
// the Get the App dialog, the terms, the booking's next step and its mail say so on the next page drawn. In a site of
// its own, as its changes would otherwise show on every other test's pages.

test.describe.configure({ mode: 'serial', timeout: 150_000 })

const admin = { email: 'ravi@reelcraft.test', name: 'Ravi Kumar', password: 'a long enough password for the test' }
const { site, signIn } = ownSiteWithAdministrator(admin)

const listings = {
  appStore: 'https://apps.apple.com/in/app/reelcraft/id6400000001',
  googlePlay: 'https://play.google.com/store/apps/details?id=in.reelcraft.app',
}
const claims = claimWordsOf(businessFacts)
const saved = 'Saved. Every page shows it within seconds.'

async function saveForm(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(saved)
}

/** The store listings, then the app, online payment and the wallet live, then the first story confirmed. */
async function offerEverything(page: Page) {
  await page.goto(`${site.url}/console/business/stores`)
  await page.getByRole('group', { name: 'App Store' }).getByLabel('Address (https)').fill(listings.appStore)
  await page.getByRole('group', { name: 'Google Play' }).getByLabel('Address (https)').fill(listings.googlePlay)
  await saveForm(page)

  await page.goto(`${site.url}/console/business/capabilities`)
  for (const capability of ['The app', 'Online payment', 'Wallet']) {
    await page.getByRole('group', { name: capability }).getByLabel('Live now').check()
  }
  await saveForm(page)

  await page.goto(`${site.url}/console/business/coverage`)
  const story = page.getByRole('group', { name: /^Story 1/ })
  await story.getByLabel('Confirmed: this is true of our business').check()
  await saveForm(page)
}

test('at 1280 px without scripts, the app, online payment, the wallet and a story saved as live show on every page that tells of them', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    // Before: the shipped facts, nothing live.
    await page.goto(`${site.url}/app`)
    await expect(page.getByRole('main')).toContainText(claims.app.platforms.coming)
    await expect(page.locator('a[href*="apps.apple.com"]')).toHaveCount(0)

    await signIn(page)
    await offerEverything(page)

    await page.goto(`${site.url}/app`)
    await expect(page.getByRole('main')).toContainText(claims.app.platforms.live)
    await expect(page.getByRole('main').getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      listings.appStore,
    )
    await expect(page.getByRole('main').getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      listings.googlePlay,
    )

    await page.goto(`${site.url}/terms`)
    await expect(page.getByRole('main')).toContainText(claims.onlinePayment.terms.live)
    await page.goto(`${site.url}/features`)
    await expect(page.getByRole('main')).toContainText(claims.wallet.features.live)
    await expect(page.getByRole('main')).toContainText(claims.onlinePayment.paymentsTile.live)

    // Nothing is still to come: the booking page and the coming-soon page say so.
    await page.goto(`${site.url}/book`)
    await expect(page.getByRole('main')).not.toContainText('coming soon')
    await page.goto(`${site.url}/coming-soon`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Payment and the App Are Here')

    // The story confirmed: the home page's strip and the press page's heading.
    const story = businessFacts.coverage[0]
    await page.goto(`${site.url}/`)
    await expect(page.getByRole('main')).toContainText('As featured in')
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(story.outlet) })).toHaveAttribute(
      'href',
      story.url,
    )
    await page.goto(`${site.url}/press`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(claims.pressCoverage.heroTitle.live)
  } finally {
    await context.close()
  }
})

test('at 375 px with scripts, the phone menu’s app page, a booking’s next step and its mail, and at 1280 px the Get the App dialog, follow what is live', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } })
  const page = await context.newPage()
  try {
    await page.goto(`${site.url}/pricing`)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('link', { name: 'Get the App' }).click()
    await expect(page.getByRole('main')).toContainText(claims.app.platforms.live)

    await page.goto(`${site.url}/book?package=half-day`)
    await sendBooking(page, 'kiran.live@example.in')
    await expect(page.getByRole('main')).toContainText('Our team calls or WhatsApps you to confirm your reel-maker')
    await expect(page.getByRole('main')).not.toContainText('coming soon')

    const [copy] = await mailsTo('kiran.live@example.in', 'Your booking request', path.join(site.dataDir, 'mail'))
    expect(copy).toContain('Our team calls or WhatsApps you to confirm your reel-maker')
    expect(copy).not.toContain('coming soon')

    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${site.url}/pricing`)
    await page.getByRole('banner').getByRole('button', { name: 'Get the App' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get the App' })
    await expect(dialog).toContainText(claims.app.dialog.live)
    await expect(dialog.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', listings.appStore)
  } finally {
    await context.close()
  }
})
