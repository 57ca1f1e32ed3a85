import { expect, test } from '@playwright/test'
import { accessibilityViolations } from './accessibility'
import { publicRoutes } from './site-map'

for (const route of publicRoutes) {
  test(`${route.path} loads with its heading and no accessibility violations`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveCount(1)
    if (route.h1) await expect(heading).toHaveText(route.h1)
    else await expect(heading).not.toBeEmpty()

    expect(await accessibilityViolations(page)).toEqual([])
  })
}

test('an unknown path answers 404 with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('/profile and /settings send a visitor to sign in', async ({ page }) => {
  for (const path of ['/profile', '/settings']) {
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?redirectTo=${encodeURIComponent(path)}`))
  }
})

test('every page has its own title and description', async ({ page }) => {
  test.setTimeout(90_000)
  const titles = new Map<string, string>()
  for (const route of publicRoutes.filter((r) => r.path !== '/landing')) {
    await page.goto(route.path)
    const title = await page.title()
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length, `${route.path} description`).toBeGreaterThan(40)
    expect(titles.get(title), `${route.path} shares its title "${title}"`).toBeUndefined()
    titles.set(title, route.path)
  }
})
