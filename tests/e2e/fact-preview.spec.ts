import { type Page, expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { ownSiteWithAdministrator } from './own-site'

// An administrator previews an unsaved phone number from the console's Business section, in a site of its own: the
// public pages show it to them, marked as a preview, while a visitor in another browser sees the saved number, and
// the page cache keeps nothing the preview drew; with and without scripts, on a phone and on a laptop.

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const admin = { email: 'asha@reelcraft.test', name: 'Asha Rao', password: 'a long enough password for the test' }
const saved = '+91 40 4520 1999'
const { site, signIn } = ownSiteWithAdministrator(admin)

const banner = (page: Page) => page.getByRole('region', { name: 'Preview of unsaved changes' })
const mainNumber = (page: Page) => page.getByRole('group', { name: 'Main' }).getByLabel('Number')

/** The contact page as a visitor without cookies is sent it: from the page cache, with its validator. */
async function contactAsVisitor() {
  const answer = await fetch(`${site.url}/contact`)
  expect(answer.status).toBe(200)
  return { etag: answer.headers.get('etag'), html: await answer.text() }
}

for (const { width, height, scripts } of [
  { width: 375, height: 740, scripts: true },
  { width: 1280, height: 800, scripts: false },
]) {
  test(`at ${width} px ${scripts ? 'with' : 'without'} scripts, an administrator previews a new phone number that only they see, then ends the preview`, async ({
    browser,
  }) => {
    const previewed = `+91 40 4000 ${width}`.padEnd(16, '0')
    const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: scripts })
    const visitorContext = await browser.newContext({ viewport: { width, height } })
    const page = await context.newPage()
    const visitor = await visitorContext.newPage()
    try {
      const kept = await contactAsVisitor()
      expect(kept.etag).toBeTruthy()

      await signIn(page)
      await page.goto(`${site.url}/console/business/phone`)
      await expect(page.getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible()

      // Refused in the schema's words, as a save is.
      await mainNumber(page).fill('040 4000 1234')
      await page.getByRole('button', { name: 'Preview', exact: true }).click()
      await expect(page.getByRole('alert').first()).toHaveText('Not previewed: please correct what is marked below.')
      await expect(mainNumber(page)).toHaveAccessibleDescription(
        'must be a phone number with its country code, such as +91 40 4520 1999',
      )

      await mainNumber(page).fill(previewed)
      await page.getByRole('button', { name: 'Preview', exact: true }).click()
      await expect(page).toHaveURL(`${site.url}/contact`)
      await expect(banner(page)).toContainText(
        'You see the site with your unsaved changes to Phone numbers. Only you see them',
      )
      await expect(page.getByRole('main').getByText(previewed)).toBeVisible()
      await expect(page.getByRole('main')).not.toContainText(saved)
      if (scripts) expect(await accessibilityViolations(page)).toEqual([])

      // Every page the administrator opens is drawn with it, and says so.
      await page.goto(`${site.url}/privacy`)
      await expect(banner(page)).toBeVisible()
      await expect(page.getByRole('main')).toContainText(previewed)

      // A visitor, in a browser of their own, sees the saved number, from the page the cache kept before.
      await visitor.goto(`${site.url}/contact`)
      await expect(visitor.getByRole('main').getByText(saved)).toBeVisible()
      await expect(visitor.getByRole('main')).not.toContainText(previewed)
      await expect(banner(visitor)).toHaveCount(0)
      const afterwards = await contactAsVisitor()
      expect(afterwards.etag).toBe(kept.etag)
      expect(afterwards.html).not.toContain(previewed)

      // Back at the form, it holds the unsaved number; nothing was saved.
      await banner(page).getByRole('link', { name: 'Back to the form' }).click()
      await expect(page.getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible()
      await expect(mainNumber(page)).toHaveValue(previewed)
      await expect(page.getByRole('region', { name: 'History' })).toContainText(
        'No change has been saved yet: every fact is as the site shipped it.',
      )

      // Ended from the page it shows, the preview gives way to the saved number there.
      await page.goto(`${site.url}/contact`)
      await banner(page).getByRole('button', { name: 'End preview' }).click()
      await expect(banner(page)).toHaveCount(0)
      await expect(page).toHaveURL(`${site.url}/contact`)
      await expect(page.getByRole('main').getByText(saved)).toBeVisible()
      await expect(page.getByRole('main')).not.toContainText(previewed)
    } finally {
      await context.close()
      await visitorContext.close()
    }
  })
}

test('a preview cookie carried without its session shows nothing, and the page cache serves the saved page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    const kept = await contactAsVisitor()
    await signIn(page)
    await page.goto(`${site.url}/console/business/phone`)
    await mainNumber(page).fill('+91 40 4000 9999')
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    await expect(banner(page)).toBeVisible()

    const preview = (await context.cookies()).find((cookie) => cookie.name === 'rc_preview')
    expect(preview?.httpOnly).toBe(true)
    const carried = await fetch(`${site.url}/contact`, { headers: { cookie: `rc_preview=${preview?.value}` } })
    expect(carried.headers.get('etag')).toBe(kept.etag)
    expect(await carried.text()).not.toContain('+91 40 4000 9999')
  } finally {
    await context.close()
  }
})
