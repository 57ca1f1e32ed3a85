import crypto from 'node:crypto'
import fs from 'node:fs'
import { type Page, expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { createStaff, signIn } from './staff-accounts'

// The staff console in a real browser against the e2e server.

// Each test makes its accounts with the real script and hashes real passwords, which takes a few seconds.
test.describe.configure({ timeout: 120_000 })
// Answers that check a password (and, after a failure, wait out the throttle's slowdown) on a busy machine.
const passwordChecked = { timeout: 15_000 }

async function sendContactMessage(
  page: Page,
  { name, email, message }: { name: string; email: string; message: string },
) {
  await page.goto('/contact')
  const form = page.getByRole('main')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill(message)
  // The contact form's own tests check its toast; here it is enough that the site stored the message.
  const stored = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith('/contact') && response.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Send Message' }).click()
  expect((await stored).status()).toBeLessThan(300)
}

/** Opens the avatar menu, clicking again if the first click came before the page hydrated. */
async function openAccountMenu(page: Page, name: string) {
  const menu = page.getByRole('menu')
  await expect(async () => {
    if (!(await menu.isVisible()))
      await page
        .getByRole('banner')
        .getByRole('button', { name: `Account menu for ${name}` })
        .click()
    await expect(menu).toBeVisible({ timeout: 2000 })
  }).toPass()
  return menu
}

test('a staff member signs in, uses the avatar menu, changes the password and signs out', async ({ page }) => {
  const account = createStaff()
  await page.goto('/')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Contact Us' })).toBeVisible()

  await page.goto('/profile')
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile$/)
  await page.getByLabel('E-mail address').fill(account.email)
  await page.getByLabel('Password').fill('not the password at all')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'That e-mail address and password do not match an active staff account.',
  )
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/profile$/, passwordChecked)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile')

  // The top bar is right in the server's HTML, before any script runs.
  const html = await (await page.request.get('/')).text()
  expect(html).toContain(`Account menu for ${account.name}`)
  expect(html).not.toContain('>Contact Us<')

  await page.goto('/')
  await expect(banner.getByRole('link', { name: 'Contact Us' })).toHaveCount(0)
  const menu = await openAccountMenu(page, account.name)
  await expect(menu.getByRole('menuitem')).toHaveText(['Leads console', 'Profile', 'Settings', 'Logout'])
  await menu.getByRole('menuitem', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  expect(await accessibilityViolations(page)).toEqual([])

  const newPassword = `${account.password} but longer`
  await page.getByLabel('Current password').fill(account.password)
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('New password again').fill(newPassword)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Your password is changed. Other devices have been signed out.',
    passwordChecked,
  )

  await (await openAccountMenu(page, account.name)).getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  expect(await accessibilityViolations(page)).toEqual([])
  const bookings = page.getByRole('checkbox', { name: 'bookings' })
  await expect(bookings).toBeChecked()
  await bookings.uncheck()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('status')).toHaveText('Your mail preferences are saved.')
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'bookings' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'enquiries' })).toBeChecked()

  await (await openAccountMenu(page, account.name)).getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(banner.getByRole('link', { name: 'Contact Us' })).toBeVisible()
  await page.goto('/console')
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fconsole$/)

  await signIn(page, account)
  await expect(page.getByRole('alert')).toBeVisible()
  await signIn(page, { email: account.email, password: newPassword })
  await expect(page).toHaveURL(/\/console$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
})

test('on a reading page, which runs no script, the avatar is a link to the console', async ({ page }) => {
  const account = createStaff()
  await signIn(page, account)
  await expect(page).toHaveURL(/\/console$/)
  await page.goto('/privacy')
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('button', { name: `Account menu for ${account.name}` })).toHaveCount(0)
  await banner.getByRole('link', { name: `Leads console (${account.name})` }).click()
  await expect(page).toHaveURL(/\/console$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
})

test("if the avatar menu's code cannot be fetched, the avatar opens the same choices as a plain list", async ({
  page,
}) => {
  const account = createStaff()
  await signIn(page, account)
  await expect(page).toHaveURL(/\/console$/)
  await page.route('**/assets/user-menu-dropdown-*.js', (route) => route.abort())
  await page.goto('/')
  const avatar = page.getByRole('banner').getByRole('button', { name: `Account menu for ${account.name}` })
  const menu = page.getByRole('navigation', { name: `Account menu for ${account.name}` })
  await expect(async () => {
    await avatar.click()
    await expect(menu).toBeVisible({ timeout: 1000 })
  }).toPass()
  await expect(avatar).toHaveAttribute('aria-expanded', 'true')
  await expect(menu).toContainText(account.email)
  await expect(menu.getByRole('link')).toHaveText(['Leads console', 'Profile', 'Settings'])
  await menu.getByRole('link', { name: 'Profile' }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(avatar).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Leads console' }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()

  await avatar.click()
  await menu.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await expect(menu).toBeHidden()

  await avatar.click()
  await menu.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toBeVisible()
  await page.goto('/console')
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fconsole$/)
})

test("if the avatar button's own code cannot be fetched, the page still works without it", async ({ page }) => {
  const account = createStaff()
  await signIn(page, account)
  await expect(page).toHaveURL(/\/console$/)
  await page.route('**/assets/user-menu-*.js', (route) => route.abort())
  const failed = page.waitForEvent('requestfailed', (request) => /\/assets\/user-menu-/.test(request.url()))
  await page.goto('/contact')
  await failed
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${account.name}` })).toHaveCount(
    0,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
})

test('on a page that runs no script, the avatar is a link to the console', async ({ page }) => {
  const account = createStaff()
  await signIn(page, account)
  await expect(page).toHaveURL(/\/console$/)
  await page.goto('/press')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News from ReelCraft')
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${account.name}` })).toHaveCount(
    0,
  )
  await page
    .getByRole('banner')
    .getByRole('link', { name: `Leads console (${account.name})` })
    .click()
  await expect(page).toHaveURL(/\/console$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
})

test('a lead sent from the contact page appears in the console, with a hostile name shown as text', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  const hostile = '<img src=x onerror=alert(1)>'
  const email = `visitor-${crypto.randomBytes(4).toString('hex')}@example.in`
  await sendContactMessage(page, { name: hostile, email, message: 'We would like reels of our product launch.' })

  await signIn(page, createStaff())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  await expect(page.getByRole('link', { name: hostile }).first()).toBeVisible()

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Contact messages' }).click()
  await page.getByLabel('Search').fill(email)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByRole('row')).toHaveCount(2)
  const row = page.getByRole('row').nth(1)
  await expect(row).toContainText(email)
  await expect(row).toContainText('We would like reels of our product launch.')
  expect(await accessibilityViolations(page)).toEqual([])

  await row.getByRole('link', { name: hostile }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(hostile)
  await expect(page.getByRole('definition').filter({ hasText: hostile })).toHaveText(hostile)
  await expect(page.locator('img[src="x"]')).toHaveCount(0)

  await page.getByLabel('New note (only staff see it)').fill('Called back <b>tomorrow</b>')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('Called back <b>tomorrow</b>')).toBeVisible()
  await expect(page.getByText(/Added a note — Meera/)).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  expect(dialogs).toEqual([])
})

test('a filtered list exports as a CSV file that reads back, with formulas neutralised', async ({ page }) => {
  const tag = `launch-${crypto.randomBytes(4).toString('hex')}`
  await sendContactMessage(page, {
    name: '=HYPERLINK("http://evil.example")',
    email: `${tag}-a@example.in`,
    message: `First, ${tag}`,
  })
  await sendContactMessage(page, {
    name: 'Kiran Rao',
    email: `${tag}-b@example.in`,
    message: `Second, "quoted" ${tag}`,
  })
  await sendContactMessage(page, {
    name: 'Someone Else',
    email: `other-${tag.slice(-4)}@example.in`,
    message: 'Not in the filter',
  })

  await signIn(page, createStaff())
  await page.goto('/console/leads/contact_messages')
  await page.getByLabel('Search').fill(tag)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByRole('row')).toHaveCount(3)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const file = await (await download).path()
  const bytes = fs.readFileSync(file)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  expect(lines[0]).toBe('ID,Name,E-mail,Message,Received (IST UTC+05:30)')
  expect(lines).toHaveLength(3)
  expect(lines[1]).toMatch(
    new RegExp(
      `^\\d+,Kiran Rao,${tag}-b@example.in,"Second, ""quoted"" ${tag}",\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`,
    ),
  )
  expect(lines[2]).toMatch(
    new RegExp(`^\\d+,"'=HYPERLINK\\(""http://evil.example""\\)",${tag}-a@example.in,"First, ${tag}",`),
  )
})

test('without a session every console page, export and action is refused', async ({ request }) => {
  for (const path of [
    '/console',
    '/console/leads/bookings',
    '/console/leads/bookings/1',
    '/console/leads/bookings/export',
    '/console/outbox',
    '/console/staff',
    '/console/privacy',
    '/profile',
    '/settings',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(302)
    expect(response.headers().location, path).toBe(`/sign-in?redirectTo=${encodeURIComponent(path)}`)
  }
  const origin = new URL(test.info().project.use.baseURL as string).origin
  const retry = await request.post('/console/outbox', { form: { id: '1' }, headers: { origin }, maxRedirects: 0 })
  expect(retry.status()).toBe(401)
  // A post that names another site is refused before it reaches a page; one that names no origin, by the console's check.
  const foreign = await request.post('/sign-in', {
    form: { email: 'a@b.in', password: 'x' },
    headers: { origin: 'https://evil.example' },
  })
  expect(foreign.status()).toBe(403)
  const unnamed = await request.post('/sign-in', {
    form: { email: 'a@b.in', password: 'x' },
    headers: { referer: 'https://evil.example/' },
  })
  expect(unnamed.status()).toBe(403)
})

test('a staff member is refused the administrators’ pages; an administrator can add staff', async ({ page }) => {
  await signIn(page, createStaff('staff'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  await expect(page.getByRole('heading', { name: 'Before launch' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' })).toHaveCount(0)
  const response = await page.goto('/console/staff')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not allowed')

  await page.context().clearCookies()
  const admin = createStaff('admin')
  await signIn(page, admin)
  // The facts the site ships with are examples until the business confirms them.
  await expect(page.getByRole('heading', { name: 'Before launch' })).toBeVisible()
  await page.getByText('The examples, page by page').click()
  await expect(page.getByText('phone.main: +91 40 4520 1999').first()).toBeVisible()
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click()
  const email = `new-${crypto.randomBytes(4).toString('hex')}@reelcraft.test`
  await page.getByLabel('Name').fill('Ravi Teja')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('First password').fill('a first password for Ravi')
  await page.getByRole('button', { name: 'Add staff member' }).click()
  await expect(page.getByRole('status')).toContainText('The account is created.')
  await expect(page.getByRole('cell', { name: email })).toBeVisible()
  await expect(page.getByText(`Ravi Teja: Created a staff account — ${admin.name}`)).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])

  for (const [link, heading] of [
    ['Dashboard', 'Dashboard'],
    ['Mail outbox', 'Mail outbox'],
    ['Privacy requests', 'Privacy requests'],
  ]) {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect(await accessibilityViolations(page)).toEqual([])
  }
})
