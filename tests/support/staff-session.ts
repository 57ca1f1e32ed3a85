import { expect } from 'vitest'
import { openDatabase } from '~/server/db.server'
import { createStaff } from '~/server/staff.server'
import type { SiteProcess } from './site-process'

/** The headers of a form post from the site's own pages. */
export function formHeaders(site: SiteProcess) {
  return { 'content-type': 'application/x-www-form-urlencoded', origin: site.url }
}

/** An administrator created in the running site's database and signed in through its form: their cookie. */
export async function signedInAdmin(site: SiteProcess, email = 'asha@reelcraft.test') {
  const password = 'a long enough password for the test'
  const handle = openDatabase(`${site.dataDir}/site.db`)
  try {
    await createStaff({ email, name: 'Asha Rao', role: 'admin', password }, handle.db)
  } finally {
    await handle.db.destroy()
  }
  const signIn = await fetch(`${site.url}/sign-in`, {
    method: 'POST',
    headers: formHeaders(site),
    body: new URLSearchParams({ email, password, redirectTo: '/console' }),
    redirect: 'manual',
  })
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]
  expect(cookie).toMatch(/=/)
  return cookie
}
