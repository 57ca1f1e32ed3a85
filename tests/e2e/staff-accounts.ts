import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'
import type { Page } from '@playwright/test'

// Staff accounts for browser tests, made the documented way, with the staff account tool the build compiled
// (`npm run staff:create`), in the e2e server's own database (playwright.config.ts exports its folder).

const databaseUrl = path.join(process.env.E2E_DATA_DIR as string, 'site.db')

export type Account = { email: string; name: string; password: string }

export function createStaff(role: 'admin' | 'staff' = 'staff'): Account {
  const suffix = crypto.randomBytes(4).toString('hex')
  const account = {
    email: `member-${suffix}@reelcraft.test`,
    name: `Meera ${suffix}`,
    password: `first password ${suffix}`,
  }
  execFileSync(
    process.execPath,
    [
      path.join(process.env.BUILD_DIR || 'build', 'server/staff-create.js'),
      ...['--email', account.email, '--name', account.name, '--role', role],
    ],
    {
      input: `${account.password}\n`,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  return account
}

/** Signs in through the form, as a person would, and waits for the answer. */
export async function signIn(page: Page, { email, password }: Pick<Account, 'email' | 'password'>) {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(password)
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith('/sign-in') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Sign in' }).click()
  await answered
}
