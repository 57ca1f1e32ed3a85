import { type Page, expect, test } from '@playwright/test'
import { answeredCookies, storedChoice } from './cookie-choice'
import { social } from '~/content/business'
import { waitlistLink } from '~/content/capabilities'

// The site's chrome (top bar, phone menu, dock, Get the App, cookie banner) is plain HTML and the browser's own
// popovers, so every test here runs three times: on a reading page, which loads no script at all; on a page that
// hydrates, after React has taken it over; and on that page again with JavaScript switched off.
const settings = [
  { where: 'on a reading page', path: '/patent', current: 'Patent', hydrates: false, javaScriptEnabled: true },
  { where: 'on a page that hydrates', path: '/', current: 'Home', hydrates: true, javaScriptEnabled: true },
  { where: 'without JavaScript', path: '/', current: 'Home', hydrates: true, javaScriptEnabled: false },
]

const menuNames = ['Home', 'Discover Vibe', 'Features', 'Our Journey', 'Patent', 'Press & Blog', 'Pricing']

for (const setting of settings) {
  const { where, path, current, javaScriptEnabled } = setting
  const runsScripts = setting.hydrates && javaScriptEnabled

  /** Opens the page; one that runs scripts is given time to hydrate, so the test meets the page React runs. */
  async function open(page: Page, at = path) {
    await page.goto(at)
    if (runsScripts) await page.waitForFunction(() => window.history.scrollRestoration === 'manual')
    else if (!setting.hydrates) await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
  }

  /** Marks the document, to tell later whether an action kept the visitor in it or loaded the page again. */
  async function markDocument(page: Page) {
    if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  }

  async function expectSameDocument(page: Page, expected: boolean) {
    if (javaScriptEnabled) expect(await page.evaluate(() => 'sameDocument' in window)).toBe(expected)
  }

  test.describe(where, () => {
    test.use({ javaScriptEnabled })

    test('the logo leads home and Contact Us to the contact page', async ({ page }) => {
      await open(page)
      await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await page.getByRole('banner').getByRole('link', { name: 'ReelCraft home' }).click()
      await expect(page).toHaveURL(/\/$/)
    })

    test('the footer links every policy page and credits the company', async ({ page }) => {
      await open(page)
      const footer = page.getByRole('contentinfo')
      for (const name of ['Press & Blog', 'Patent', 'Privacy', 'Terms', 'Cookies', 'Contact']) {
        await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
      await footer.getByRole('link', { name: 'Terms', exact: true }).click()
      await expect(page).toHaveURL(/\/terms$/)
    })

    test.describe('at 1280 px', () => {
      test.use({ viewport: { width: 1280, height: 800 } })

      test('Get the App opens a dialog that offers the waitlist and no store yet; Escape and Close shut it and give focus back', async ({
        page,
      }) => {
        await open(page)
        const button = page.getByRole('banner').getByRole('button', { name: 'Get the App' })
        await button.focus()
        await page.keyboard.press('Enter')
        const dialog = page.getByRole('dialog', { name: 'Get the App' })
        // The app is not live yet: no store link, only the waitlist.
        await expect(dialog.getByRole('link', { name: waitlistLink.label })).toHaveAttribute('href', waitlistLink.to)
        await expect(dialog.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0)
        await expect(dialog.getByRole('link', { name: waitlistLink.label })).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(button).toBeFocused()

        await button.click()
        await dialog.getByRole('button', { name: 'Close' }).click()
        await expect(dialog).toBeHidden()
        await expect(button).toBeFocused()
      })

      test('the dock is open with every destination and the social profiles the business confirmed', async ({
        page,
      }) => {
        await answeredCookies(page)
        await open(page)
        const dock = page.getByRole('navigation', { name: 'Dock' })
        await expect(page.getByRole('button', { name: /dock/ })).toBeHidden()
        for (const name of ['Home', 'Discover Vibe', 'Features', 'Our Story', 'Our Journey', 'Pricing']) {
          await expect(dock.getByRole('link', { name, exact: true })).toBeVisible()
        }
        // An example profile may be a stranger's account: only confirmed ones are linked.
        const profiles = social.filter((profile) => profile.confirmed)
        await expect(dock.getByRole('link', { name: /^ReelCraft on / })).toHaveCount(profiles.length)
        for (const profile of profiles) {
          await expect(dock.getByRole('link', { name: `ReelCraft on ${profile.network}` })).toHaveAttribute(
            'href',
            profile.url,
          )
        }
        await dock.getByRole('link', { name: 'Our Story' }).click()
        await expect(page).toHaveURL(/\/our-story$/)
        await expect(dock.getByRole('link', { name: 'Pricing' })).toBeVisible()
      })

      test('the hamburger menu is not shown', async ({ page }) => {
        await open(page)
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
      })

      test('the cookie banner stores Allow as true and does not come back', async ({ page }) => {
        await open(page)
        const banner = page.getByRole('region', { name: 'Cookie consent' })
        await expect(banner).toBeVisible()
        await expect(banner.getByRole('button', { name: 'Close' })).toBeHidden()
        await markDocument(page)
        await banner.getByRole('button', { name: 'Allow' }).click()
        await expect(banner).toBeHidden()
        await expect.poll(() => storedChoice(page)).toBe('true')
        // A page that runs scripts keeps the visitor where they were; otherwise the same page is shown again.
        await expect(page).toHaveURL(new RegExp(`${path}$`))
        await expectSameDocument(page, runsScripts)
        await page.reload()
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(banner).toBeHidden()
      })

      test('the cookie banner stores Reject as false', async ({ page }) => {
        await open(page)
        const banner = page.getByRole('region', { name: 'Cookie consent' })
        await banner.getByRole('button', { name: 'Reject' }).click()
        await expect(banner).toBeHidden()
        await expect.poll(() => storedChoice(page)).toBe('false')
        await page.goto('/privacy')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(banner).toBeHidden()
      })

      test('no script from another host loads, before or after consent', async ({ page }) => {
        const foreign: string[] = []
        page.on('request', (request) => {
          if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url())
        })
        await open(page)
        await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Allow' }).click()
        await expect.poll(() => storedChoice(page)).toBe('true')
        await page.goto('/discover')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(foreign).toEqual([])
      })
    })

    test.describe('at 375 px', () => {
      test.use({ viewport: { width: 375, height: 740 } })

      test('the hamburger menu lists the pages, highlights the current one, and closes', async ({ page }) => {
        await open(page)
        const opener = page.getByRole('button', { name: 'Open menu' })
        await opener.click()
        const menu = page.getByRole('dialog', { name: 'Menu' })
        await expect(menu.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(menuNames)
        await expect(menu.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page')
        await expect(menu.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current', 'page')
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
        await expect(opener).toBeFocused()

        await opener.click()
        await menu.getByRole('button', { name: 'Close menu' }).click()
        await expect(menu).toBeHidden()
        await expect(opener).toBeFocused()

        await opener.click()
        await menu.getByRole('link', { name: 'Pricing' }).click()
        await expect(page).toHaveURL(/\/pricing$/)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(menu).toBeHidden()
      })

      test('Get the App in the menu opens the app dialog where scripts run, and the app page where they do not', async ({
        page,
      }) => {
        await open(page)
        await expect(page.getByRole('banner').getByRole('button', { name: 'Get the App' })).toBeHidden()
        const opener = page.getByRole('button', { name: 'Open menu' })
        await opener.click()
        const menu = page.getByRole('dialog', { name: 'Menu' })
        await menu.getByRole('link', { name: 'Get the App' }).click()
        if (runsScripts) {
          // As before scripts were optional: the menu gives way to the dialog, which gives focus back to its button.
          const dialog = page.getByRole('dialog', { name: 'Get the App' })
          await expect(dialog.getByRole('link', { name: waitlistLink.label })).toBeVisible()
          await expect(menu).toBeHidden()
          await dialog.getByRole('button', { name: 'Close' }).click()
          await expect(dialog).toBeHidden()
          await expect(opener).toBeFocused()
        } else {
          await expect(page).toHaveURL(/\/app$/)
          await expect(page.getByRole('main').getByRole('link', { name: waitlistLink.label })).toHaveAttribute(
            'href',
            waitlistLink.to,
          )
        }
      })

      test('the dock folds into a toggle in the top bar that opens and closes it', async ({ page }) => {
        await answeredCookies(page)
        await open(page)
        const dock = page.getByRole('navigation', { name: 'Dock' })
        const toggle = (name: string) => page.getByRole('banner').getByRole('button', { name })
        const discover = dock.getByRole('link', { name: 'Discover Vibe' })
        await expect(discover).toBeHidden()
        await toggle('Open dock').click()
        await expect(discover).toBeVisible()
        await toggle('Close dock').click()
        await expect(discover).toBeHidden()

        await toggle('Open dock').click()
        await expect(discover).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(discover).toBeHidden()
        await expect(toggle('Open dock')).toBeFocused()

        await toggle('Open dock').click()
        await discover.click()
        await expect(page).toHaveURL(/\/discover$/)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(discover).toBeHidden()
      })

      test('the small-screen close button on the cookie banner stores false', async ({ page }) => {
        await open(page)
        const banner = page.getByRole('region', { name: 'Cookie consent' })
        await markDocument(page)
        await banner.getByRole('button', { name: 'Close' }).click()
        await expect(banner).toBeHidden()
        await expect.poll(() => storedChoice(page)).toBe('false')
        await expectSameDocument(page, runsScripts)
      })
    })
  })
}

test('a visitor who has chosen never sees the banner, not even in the HTML', async ({ browser, request }) => {
  for (const path of ['/privacy', '/']) {
    for (const choice of ['true', 'false']) {
      const html = await (await request.get(path, { headers: { cookie: `cookie-consent=${choice}` } })).text()
      expect(html).toContain('<h1')
      expect(html).not.toContain('aria-label="Cookie consent"')
    }
    expect(await (await request.get(path)).text()).toContain('aria-label="Cookie consent"')
  }

  for (const { path, javaScriptEnabled } of settings) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL })
    const page = await context.newPage()
    await answeredCookies(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
    await context.close()
  }
})
