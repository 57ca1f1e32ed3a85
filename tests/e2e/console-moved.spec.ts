import { expect, test } from '@playwright/test'
import { createStaff, signIn } from './staff-accounts'

// The console was at /admin; staff bookmarks and mails already sent still link there.

test.describe.configure({ timeout: 120_000 })
// Signing in checks a password, which takes a few seconds on a busy machine.
const passwordChecked = { timeout: 15_000 }

test('an old /admin link in a bookmark or a mail still opens its page of the console', async ({ page }) => {
  await signIn(page, createStaff())

  await page.goto('/admin/leads/bookings?status=new')

  await expect(page).toHaveURL(/\/console\/leads\/bookings\?status=new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
})

test('every old /admin address is moved for good to the same address under /console, its query kept', async ({
  request,
}) => {
  const moved = async (path: string) => {
    const answer = await request.get(path, { maxRedirects: 0 })
    return { status: answer.status(), location: answer.headers().location }
  }

  expect(await moved('/admin')).toEqual({ status: 301, location: '/console' })
  expect(await moved('/admin/')).toEqual({ status: 301, location: '/console/' })
  expect(await moved('/admin/leads/bookings?status=new')).toEqual({
    status: 301,
    location: '/console/leads/bookings?status=new',
  })
  expect(await moved('/admin/outbox?status=failed&page=2')).toEqual({
    status: 301,
    location: '/console/outbox?status=failed&page=2',
  })
  expect((await moved('/administration')).status).toBe(404)
})

test('someone not signed in who follows an old /admin link is asked to sign in, then lands on the page', async ({
  page,
}) => {
  const account = createStaff()

  await page.goto('/admin/leads/bookings?status=new')
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=/)
  await page.getByLabel('E-mail address').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(/\/console\/leads\/bookings\?status=new$/, passwordChecked)
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
})
