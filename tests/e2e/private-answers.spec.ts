import { expect, test } from '@playwright/test'
import { createStaff } from './staff-accounts'

// What the site renders for a browser signed in to the console holds the member's name and address, or the
// leads: no cache, shared or the browser's own, may keep it. The real HTTP answers of the production build.

test.describe.configure({ timeout: 120_000 })

// The smallest PNG there is: one transparent pixel.
const onePixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('every answer rendered for a signed-in member is private and not stored, pages, data, exports and avatars alike', async ({
  request,
  baseURL,
}) => {
  const account = createStaff('admin')
  const signedIn = await request.post('/sign-in', {
    form: { email: account.email, password: account.password, redirectTo: '/console' },
    headers: { origin: baseURL as string },
    maxRedirects: 0,
  })
  expect(signedIn.status()).toBe(302)
  const saved = await request.post('/profile', {
    multipart: {
      intent: 'details',
      name: account.name,
      avatar: { name: 'me.png', mimeType: 'image/png', buffer: onePixel },
    },
    headers: { origin: baseURL as string },
  })
  expect(saved.status()).toBe(200)
  const profile = await (await request.get('/profile')).text()
  const avatar = /src="(\/console\/avatars\/\d+\?v=[^"]+)"/.exec(profile)?.[1]?.replaceAll('&amp;', '&')
  expect(avatar).toBeDefined()

  const paths = [
    '/',
    '/contact',
    '/wedding-packages',
    '/no-such-page',
    '/profile',
    '/profile.data',
    '/settings',
    '/console',
    '/console/leads/bookings',
    '/console/leads/bookings.data',
    '/console/leads/bookings/export',
    avatar as string,
  ]
  for (const path of paths) {
    const answer = await request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBeLessThan(500)
    expect(answer.headers()['cache-control'], path).toBe('private, no-store')
  }
})

test('a page rendered for a visitor who is not signed in may still be kept by caches', async ({ request }) => {
  const answer = await request.get('/contact')
  expect(answer.headers()['cache-control']).not.toContain('no-store')
})
