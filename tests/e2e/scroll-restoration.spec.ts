import { expect, test, type Page } from '@playwright/test'

// Scroll positions: on pages that hydrate React Router's <ScrollRestoration /> keeps them (a new page starts at
// the top; Back, Forward and a reload show the visitor what they saw); reading pages run no script, and the
// browser restores their positions itself.

/** Waits until the page has hydrated: scroll restoration then takes over from the browser's own. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual')
}

/** The first piece of text below the top bar, and where it sits: what the visitor sees first on screen. */
function topOfScreen(page: Page) {
  return page.evaluate(() => {
    const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    for (const text of document.querySelectorAll('main :is(h1, h2, h3, p, li, th, td), footer :is(h2, h3, p, li)')) {
      const box = text.getBoundingClientRect()
      if (box.top >= barBottom && box.height > 0)
        return {
          text: text.textContent!.trim().slice(0, 60),
          top: Math.round(box.top),
        }
    }
    return null
  })
}

type View = Awaited<ReturnType<typeof topOfScreen>>

/**
 * Waits until the same text is first on screen, at the same place: within a pixel, since a position saved
 * from a fractional layout comes back rounded.
 */
async function expectSameView(page: Page, seen: View) {
  await expect
    .poll(async () => {
      const now = await topOfScreen(page)
      return now && seen && now.text === seen.text && Math.abs(now.top - seen.top) <= 1 ? seen : now
    })
    .toEqual(seen)
}

/** Waits until the page stops moving (pictures that arrive late, and smooth scrolling, move it at first). */
async function settled(page: Page) {
  let last = ''
  await expect
    .poll(async () => {
      // No animation frames: they never come on a page with JavaScript switched off.
      const now = await page.evaluate(() => `${Math.round(window.scrollY)} ${document.documentElement.scrollHeight}`)
      const still = now === last
      last = now
      return still
    })
    .toBe(true)
}

/**
 * Scrolls down to a footer link and follows it; checks the router handled it in place, without loading a new
 * document. Returns what the visitor saw when they left the page.
 */
async function followFooterLink(page: Page, label: string, heading: string | RegExp) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const link = page.getByRole('contentinfo').getByRole('link', { name: label, exact: true })
  await link.scrollIntoViewIfNeeded()
  await settled(page)
  const seen = await topOfScreen(page)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  return seen
}

test('a page opened from a link starts at the top and Back returns to what the visitor saw', async ({ page }) => {
  await page.goto('/reel-packages')
  await hydrated(page)
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  const seen = await followFooterLink(page, 'Terms', 'Terms of Service')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: heading! })).toBeAttached()
  await expectSameView(page, seen)
  await page.goForward()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`the home page comes back at the same place after Back from its footer at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await hydrated(page)
    // Straight to the end, past sections never on screen, and on to a page from the footer.
    await page.keyboard.press('End')
    await settled(page)
    const seen = await followFooterLink(page, 'Patent', 'Innovation in Progress')
    await page.goBack()
    await expectSameView(page, seen)
  })
}

test('a reload shows what the visitor saw, far down a long page too', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await settled(page)
  const seen = await topOfScreen(page)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
  await expectSameView(page, seen)
})

test('Back to pages of a document the visitor left shows what they saw on each', async ({ page }) => {
  await page.goto('/reel-packages')
  await hydrated(page)
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  const onPackages = await followFooterLink(page, 'Contact', 'Contact Us')
  await page.evaluate(() => window.scrollTo(0, 700))
  await settled(page)
  const onContact = await topOfScreen(page)
  // A new document: the two entries above now belong to a document that is gone.
  await page.goto('/enquiry')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeAttached()
  await expectSameView(page, onContact)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: heading! })).toBeAttached()
  await expectSameView(page, onPackages)
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a reading page, ${javaScriptEnabled ? 'which runs no script' : 'with JavaScript switched off'}`, () => {
    test.use({ javaScriptEnabled })

    test('a reload far down /privacy shows what the visitor saw', async ({ page }) => {
      await page.goto('/privacy')
      const lastSection = page.getByRole('heading', { level: 2 }).last()
      await lastSection.scrollIntoViewIfNeeded()
      await page.mouse.wheel(0, -150)
      await settled(page)
      const seen = await topOfScreen(page)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
      await expectSameView(page, seen)
    })
  })
}
