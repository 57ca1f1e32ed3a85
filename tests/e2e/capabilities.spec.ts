import { expect, test } from '@playwright/test'
import { type Capability, claimWordsOf, claimsOf, liveOnlyWords } from '~/content/capabilities'
import { businessFacts } from '~/content/shipped-facts'
import { publicRoutes, readingPages } from './site-map'

// What the business offers today is one set of facts (`capabilities`, saved in the console; the site under test
// runs on the shipped defaults): no page, dialog or policy says in the present tense that a capability is open
// before it is.

const { isLive } = claimsOf(businessFacts)
const capabilityClaims = claimWordsOf(businessFacts)
const liveOnly: Partial<Record<Capability, Record<string, string>>> = liveOnlyWords
const notLive = (Object.keys(capabilityClaims) as Capability[]).filter((capability) => !isLive(capability))
const liveClaims = notLive.flatMap((capability) => [
  ...Object.entries<{ live: string }>(capabilityClaims[capability]).map(([claim, words]) => ({
    name: `${capability}.${claim}`,
    words: words.live,
  })),
  ...Object.entries(liveOnly[capability] ?? {}).map(([claim, words]) => ({ name: `${capability}.${claim}`, words })),
])

test('the shipped facts have capabilities that are not live yet, so the checks below check something', () => {
  expect(notLive).toEqual(expect.arrayContaining(['app', 'onlinePayment', 'wallet']))
})

for (const path of [...new Set([...publicRoutes.map((route) => route.path), ...readingPages])]) {
  test(`${path} makes no claim about a capability that is not live yet`, async ({ page }) => {
    await page.goto(path)
    // All of the page's text, the closed dialogs and menus included.
    const text = (await page.locator('body').textContent()) ?? ''
    for (const claim of liveClaims) expect(text, claim.name).not.toContain(claim.words)
    // Nor does it link to a store before the app is live.
    if (!isLive('app')) await expect(page.locator('a[href*="apple.com"], a[href*="play.google.com"]')).toHaveCount(0)
  })
}

test('the app dialog says the app is coming', async ({ page }) => {
  await page.goto('/pricing')
  await page.getByRole('banner').getByRole('button', { name: 'Get the App' }).click()
  await expect(page.getByRole('dialog', { name: 'Get the App' })).toContainText(capabilityClaims.app.dialog.coming)
})

test('/terms and /features say online payment and the wallet are coming, not that they are here', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('main')).toContainText(capabilityClaims.onlinePayment.terms.coming)
  await page.goto('/features')
  await expect(page.getByRole('main')).toContainText(capabilityClaims.wallet.features.coming)
  await expect(page.getByRole('main')).toContainText(capabilityClaims.wallet.security.coming)
})
