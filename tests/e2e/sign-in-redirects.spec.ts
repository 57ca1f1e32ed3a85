import { expect, test } from '@playwright/test'
import { offSiteTargets } from '../fixtures/off-site-targets'
import { createStaff } from './staff-accounts'

// The real HTTP answers of sign-in: whatever `redirectTo` a link or a form carries, the Location the
// server sends is a page of this site.

test.describe.configure({ timeout: 120_000 })

test('signing in sends a member on to the page they asked for, and never to another site', async ({
  request,
  baseURL,
}) => {
  const { email, password } = createStaff()
  const signIn = (redirectTo: string) =>
    request.post('/sign-in', {
      form: { email, password, redirectTo },
      headers: { origin: baseURL as string },
      maxRedirects: 0,
    })

  const asked = await signIn('/console/leads/bookings?status=pending')
  expect(asked.status()).toBe(302)
  expect(asked.headers().location).toBe('/console/leads/bookings?status=pending')
  for (const target of offSiteTargets) {
    const answer = await signIn(target)
    expect(answer.status(), target).toBe(302)
    expect(answer.headers().location, target).toBe('/console')
  }
})

test('a signed-in member who opens the sign-in page is sent on to a page of this site only', async ({
  request,
  baseURL,
}) => {
  const { email, password } = createStaff()
  const signedIn = await request.post('/sign-in', {
    form: { email, password },
    headers: { origin: baseURL as string },
    maxRedirects: 0,
  })
  expect(signedIn.status()).toBe(302)
  const open = (redirectTo: string) => request.get('/sign-in', { params: { redirectTo }, maxRedirects: 0 })

  expect((await open('/console/outbox')).headers().location).toBe('/console/outbox')
  for (const target of offSiteTargets) {
    const answer = await open(target)
    expect(answer.status(), target).toBe(302)
    expect(answer.headers().location, target).toBe('/console')
  }
})
