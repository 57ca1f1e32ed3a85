import { expect, test } from '@playwright/test'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'

// With an analytics script configured, it loads only after the visitor allows cookies. (Port 9 on loopback
// answers nothing: we only watch whether the browser asks for the script.)
const analyticsScriptUrl = 'https://127.0.0.1:9/analytics.js'

let site: SiteProcess

test.beforeAll(async () => {
  site = await startSite({ env: { ANALYTICS_SCRIPT_URL: analyticsScriptUrl } })
})
test.afterAll(async () => {
  await stopSite(site)
})

test('the configured analytics script waits for Allow, and never loads after Reject', async ({ browser }) => {
  const allowing = await browser.newPage()
  const asked: string[] = []
  allowing.on('request', (request) => {
    if (request.url() === analyticsScriptUrl) asked.push(request.url())
  })
  await allowing.goto(`${site.url}/privacy`)
  await expect(allowing.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  expect(asked).toEqual([])
  await allowing.getByRole('button', { name: 'Allow' }).click()
  await expect.poll(() => asked.length).toBe(1)
  await allowing.close()

  const rejecting = await browser.newPage()
  const askedAfterReject: string[] = []
  rejecting.on('request', (request) => {
    if (request.url() === analyticsScriptUrl) askedAfterReject.push(request.url())
  })
  await rejecting.goto(`${site.url}/privacy`)
  await rejecting.getByRole('button', { name: 'Reject' }).click()
  await rejecting.goto(`${site.url}/pricing`)
  await expect(rejecting.getByRole('heading', { level: 1 })).toBeVisible()
  expect(askedAfterReject).toEqual([])
  await rejecting.close()
})
