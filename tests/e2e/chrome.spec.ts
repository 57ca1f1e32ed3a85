import { type Page, expect, test } from '@playwright/test'

const consentKey = 'cookie-consent'

/** A visitor who has already answered the cookie question, so the banner does not cover the page. */
async function answeredCookies(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, 'false'), consentKey)
}

async function expectFocusTrapped(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName })
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
}

test('the logo leads home and Contact Us to the contact page', async ({ page }) => {
  await page.goto('/patent')
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the footer links every policy page and credits the company', async ({ page }) => {
  await page.goto('/')
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

  test('Get the App opens a dialog with both stores that traps focus and gives it back', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('banner').getByRole('button', { name: 'Get the App' })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Get the App' })
    await expect(dialog.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', /apple\.com/)
    await expect(dialog.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', /play\.google\.com/)
    await expectFocusTrapped(page, 'Get the App')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await page.getByRole('dialog', { name: 'Get the App' }).getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  test('if the dialog\'s code cannot be fetched, Get the App leads to the app page and its store links', async ({
    page,
  }) => {
    await page.route('**/assets/app-download-dialog-*.js', (route) => route.abort())
    await page.goto('/')
    const button = page.getByRole('banner').getByRole('button', { name: 'Get the App' })
    await expect(async () => {
      await button.click()
      await expect(page).toHaveURL(/\/app$/, { timeout: 1000 })
    }).toPass()
    await expect(page.getByRole('main').getByRole('link', { name: /Google Play/ }).first()).toHaveAttribute(
      'href',
      /play\.google\.com/,
    )
  })

  test('the dock is open with every destination and the social profiles', async ({ page }) => {
    await page.goto('/')
    const dock = page.getByRole('navigation', { name: 'Dock' })
    await expect(dock.getByRole('button', { name: /dock/ })).toBeHidden()
    for (const name of ['Home', 'Discover Vibe', 'Features', 'Our Story', 'Our Journey', 'Pricing']) {
      await expect(dock.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(dock.getByRole('link', { name: /on Instagram$/ })).toHaveAttribute('target', '_blank')
    await dock.getByRole('link', { name: 'Our Story' }).click()
    await expect(page).toHaveURL(/\/our-story$/)
  })

  test('the hamburger menu is not shown', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  })

  test('the cookie banner stores Allow as true and does not come back', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Close' })).toBeHidden()
    await banner.getByRole('button', { name: 'Allow' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBe('true')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()
  })

  test('the cookie banner stores Reject as false', async ({ page }) => {
    await page.goto('/privacy')
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
    expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBe('false')
  })

  test('no script from another host loads, before or after consent', async ({ page }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url())
    })
    await page.goto('/')
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Allow' }).click()
    await page.goto('/discover')
    expect(foreign).toEqual([])
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the hamburger menu lists the pages, highlights the current one and closes on navigation', async ({ page }) => {
    await page.goto('/patent')
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const names = ['Home', 'Discover Vibe', 'Features', 'Our Journey', 'Patent', 'Press & Blog', 'Pricing']
    await expect(menu.getByRole('link')).toHaveText(names)
    await expect(menu.getByRole('link', { name: 'Patent' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
    await expectFocusTrapped(page, 'Menu')
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(menu).toBeHidden()
  })

  test('if the menu\'s code cannot be fetched, the hamburger still opens its links as a plain list', async ({ page }) => {
    await page.route('**/assets/mobile-menu-panel-*.js', (route) => route.abort())
    await page.goto('/patent')
    const opener = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(async () => {
      await opener.click()
      await expect(menu).toBeVisible({ timeout: 1000 })
    }).toPass()
    await expect(opener).toHaveAttribute('aria-expanded', 'true')
    const names = ['Home', 'Discover Vibe', 'Features', 'Our Journey', 'Patent', 'Press & Blog', 'Pricing']
    await expect(menu.getByRole('link')).toHaveText(names)
    await expect(menu.getByRole('link', { name: 'Patent' })).toHaveAttribute('aria-current', 'page')
    await opener.click()
    await expect(menu).toBeHidden()
    await opener.click()
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(menu).toBeHidden()
  })

  test('the menu closes with Escape and returns focus to its button', async ({ page }) => {
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    // The menu's code is fetched on first use: Escape is for a menu the visitor can see.
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('Get the App from the menu opens the app dialog, and Close returns focus to the menu button', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Get the App' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Get the App' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get the App' })
    await expect(dialog.getByRole('link', { name: 'Google Play' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('the dock folds into a toggle that opens and closes it', async ({ page }) => {
    await answeredCookies(page)
    await page.goto('/')
    const dock = page.getByRole('navigation', { name: 'Dock' })
    const toggle = dock.getByRole('button', { name: 'Open dock' })
    await expect(dock.getByRole('link', { name: 'Discover Vibe' })).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(dock.getByRole('button', { name: 'Close dock' })).toHaveAttribute('aria-expanded', 'true')
    await expect(dock.getByRole('link', { name: 'Discover Vibe' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dock.getByRole('link', { name: 'Discover Vibe' })).toBeHidden()
    await dock.getByRole('button', { name: 'Open dock' }).click()
    await dock.getByRole('link', { name: 'Discover Vibe' }).click()
    await expect(page).toHaveURL(/\/discover$/)
    await expect(dock.getByRole('link', { name: 'Discover Vibe' })).toBeHidden()
  })

  test('the small-screen close button on the cookie banner stores false', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await banner.getByRole('button', { name: 'Close' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBe('false')
  })
})

test.describe('the cookie banner before the page\'s scripts run', () => {
  // Only the head's inline script runs: the site's own modules never arrive.
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort())
  })

  test('is part of the first paint for a visitor who has not chosen', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  })

  test('never shows to a visitor who has chosen', async ({ page }) => {
    await answeredCookies(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the cookie banner, whose buttons could not work, is not shown', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
  })
})

