import { type Page, expect, test } from '@playwright/test'
import { openDatabase } from '~/server/db.server'
import { createStaff } from '~/server/staff.server'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'

// A site of the spec file's own, for tests whose changes to the business's facts would otherwise show on every
// other test's pages: started before the file's first test with one administrator in its database, stopped after
// its last.

export type Administrator = { email: string; name: string; password: string }

export function ownSiteWithAdministrator(admin: Administrator) {
  let running: SiteProcess | undefined
  test.beforeAll(async () => {
    running = await startSite()
    const { db } = openDatabase(`${running.dataDir}/site.db`)
    try {
      await createStaff({ ...admin, role: 'admin' }, db)
    } finally {
      await db.destroy()
    }
  })
  test.afterAll(async () => {
    if (running) await stopSite(running)
  })

  const started = () => {
    if (!running) throw new Error('the site of this file starts in beforeAll: use it inside a test')
    return running
  }
  const site = {
    get url() {
      return started().url
    },
    get dataDir() {
      return started().dataDir
    },
  }

  /** Signs the administrator in through the form, as a person would, and waits for the console's dashboard. */
  async function signIn(page: Page) {
    await page.goto(`${site.url}/sign-in`)
    await page.getByLabel('E-mail address').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 })
  }

  return { site, signIn }
}
