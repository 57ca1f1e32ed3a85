import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { type Browser, chromium, expect as expectPage } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { freePort } from '../support/postgres-server'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink'
import { signedInAdmin } from '../support/staff-session'

// A new kind of lead is one folder and one migration (README, "How to add a kind of lead"). This checkout is
// copied, tests/fixtures/new-kind's folder (callback_requests) and migration are added to the copy, and
// `npm run assemble` is run there; nothing else is touched. The copy must then type-check, build, and take a
// callback request from its own page in a browser through to the team's inbox and the console.

const run = promisify(execFile)
const fixture = path.resolve('tests/fixtures/new-kind')
const tool = (file: string) => path.resolve('node_modules', file)

let checkout: string
let sink: SmtpSink
let site: SiteProcess | undefined
let browser: Browser | undefined

/** Runs a tool of the project in the copy; on failure its own output is the error. */
async function inCopy(args: string[]) {
  try {
    return await run(process.execPath, args, {
      cwd: checkout,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${args.join(' ')} failed:\n${stdout}\n${stderr}`)
  }
}

beforeAll(async () => {
  checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'new-kind-'))
  const left = new Set(['node_modules', '.git', '.react-router', 'data', 'docs', 'test-results', 'playwright-report'])
  for (const name of fs.readdirSync('.')) {
    if (left.has(name) || name.startsWith('build')) continue
    fs.cpSync(name, path.join(checkout, name), { recursive: true })
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(checkout, 'node_modules'))
  fs.cpSync(path.join(fixture, 'callback_requests'), path.join(checkout, 'app/leads/callback_requests'), {
    recursive: true,
  })
  fs.copyFileSync(
    path.join(fixture, '9000-callback-requests.ts'),
    path.join(checkout, 'app/server/migrations/9000-callback-requests.ts'),
  )
  await inCopy(['--import', 'tsx', 'scripts/assemble.ts'])
  sink = await startSmtpSink(await freePort())
}, 60_000)

afterAll(async () => {
  await browser?.close()
  if (site) await stopSite(site)
  await sink?.stop()
  if (checkout) fs.rmSync(checkout, { recursive: true, force: true })
})

describe('a kind of lead added by one folder and one migration', () => {
  it('is listed by npm run assemble, and the type checker accepts the whole checkout with it', {
    timeout: 480_000,
  }, async () => {
    expect(fs.readFileSync(path.join(checkout, 'app/leads/kinds.ts'), 'utf8')).toContain("'callback_requests'")
    expect(fs.readFileSync(path.join(checkout, 'app/leads/kind-pages.ts'), 'utf8')).toContain(
      "route('callback-requests', 'leads/callback_requests/page.tsx')",
    )
    await inCopy([tool('@react-router/dev/bin.js'), 'typegen'])
    await inCopy([tool('typescript/bin/tsc'), '--noEmit'])
  })

  it('builds, and takes a request from its page to the team, the visitor and the console', {
    timeout: 480_000,
  }, async () => {
    await inCopy([tool('@react-router/dev/bin.js'), 'build'])
    site = await startSite({
      checkout,
      env: { BUILD_DIR: 'build', SMTP_URL: sink.url, TEAM_INBOX: 'team@reelcraft.test', OUTBOX_POLL_MS: '100' },
    })
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    const page = await browser.newPage()
    await page.goto(`${site.url}/callback-requests`)
    await page.getByLabel('Name').fill('Kiran Rao')
    await page.getByLabel('Email').fill('kiran@example.in')
    await page.getByLabel('Phone').fill('+91 98480 12345')
    await page.getByRole('button', { name: 'Call me back' }).click()
    await expectPage(page.getByText('We will call you back').first()).toBeVisible()
    await expectPage(page.getByText('CB-1')).toBeVisible()

    await expect
      .poll(() => sink.received.map((mail) => [mail.to.join(','), mail.subject]), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          ['team@reelcraft.test', 'Call back Kiran Rao (CB-1)'],
          ['kiran@example.in', 'We will call you back'],
        ]),
      )

    const cookie = await signedInAdmin(site)
    const list = await fetch(`${site.url}/console/leads/callback_requests`, { headers: { cookie } })
    expect(list.status).toBe(200)
    const listed = await list.text()
    expect(listed).toContain('Callback requests')
    expect(listed).toContain('Kiran Rao')
    expect(listed).toContain('+919848012345')
  })
})
