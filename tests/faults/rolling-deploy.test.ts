import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { type Browser, chromium } from '@playwright/test'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db.server'
import { startLoadBalancer } from '../../bench/load-balancer'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { type PostgresServer, freePort, startPostgres } from '../support/postgres-server'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink'

// A rolling deploy, half done: behind deploy/nginx.conf the instance of the old build (this checkout's build)
// still answers beside the instance of a new build, both on one PostgreSQL, sharing one asset folder as
// deploy/compose.yaml's instances do. The new build is this checkout built again with one line added to the
// root module, so its scripts are named by other hashes, as a new release's are.

const run = promisify(execFile)
const buildDir = process.env.BUILD_DIR || 'build'
const page = '/contact'

let postgres: PostgresServer
let sink: SmtpSink
let newCheckout: string
let browser: Browser
let balancer: Awaited<ReturnType<typeof startLoadBalancer>>
const sites: SiteProcess[] = []

/** This checkout's sources in a folder of their own, with one line more in the root module, built there. */
async function buildAgainWithAChange() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-build-'))
  const left = new Set(['node_modules', '.git', '.react-router', 'data', 'docs', 'tests', 'test-results'])
  for (const name of fs.readdirSync('.')) {
    if (left.has(name) || name === buildDir || name.startsWith('build')) continue
    fs.cpSync(name, path.join(dir, name), { recursive: true })
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  fs.appendFileSync(
    path.join(dir, 'app/root.tsx'),
    "\nif (typeof window !== 'undefined') Reflect.set(window, 'reelcraftBuild', 'new')\n",
  )
  await run(process.execPath, [path.resolve('node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, BUILD_DIR: 'build', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  })
  return dir
}

async function freshDatabase(name: string) {
  const { db } = openDatabase(postgres.url)
  await sql`create database ${sql.raw(name)}`.execute(db)
  await db.destroy()
  const url = new URL(postgres.url)
  url.pathname = `/${name}`
  return url.toString()
}

/** The scripts a page's HTML names. */
function scriptsOf(html: string) {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])]
}

/** The names of a build's assets. */
const assetsOf = (build: string) => new Set(fs.readdirSync(path.join(build, 'client/assets')))
/** The scripts that a build does not have. */
const missingFrom = (build: Set<string>, scripts: string[]) =>
  scripts.filter((script) => !build.has(path.basename(script)))

beforeAll(async () => {
  const built = buildAgainWithAChange()
  postgres = await startPostgres()
  newCheckout = await built
  sink = await startSmtpSink(await freePort())
  const databaseUrl = await freshDatabase('rolling_deploy')
  const balancerPort = await freePort()
  const env = {
    SMTP_URL: sink.url,
    ASSETS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'shared-assets-')),
    SITE_URL: `https://127.0.0.1:${balancerPort}`,
  }
  // The old instance answered alone before the new one started, as in a deploy.
  sites.push(await startSite({ databaseUrl, env }))
  sites.push(await startSite({ databaseUrl, checkout: newCheckout, env: { ...env, BUILD_DIR: 'build' } }))
  balancer = await startLoadBalancer(balancerPort, sites[0].port, sites[1].port)
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}, 240_000)

afterAll(async () => {
  await browser?.close()
  balancer?.stop()
  await Promise.all(sites.splice(0).map(stopSite))
  await sink?.stop()
  postgres?.stop()
  if (newCheckout) fs.rmSync(newCheckout, { recursive: true, force: true })
})

describe('a rolling deploy behind the load balancer', () => {
  it('loads every script of a page from the new build while the old instance still answers', async () => {
    const [oldSite, newSite] = sites
    const oldBuild = assetsOf(buildDir)
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    const tab = await context.newPage()
    const scripts: { url: string; status: number }[] = []
    tab.on('response', (response) => {
      if (/\/assets\/.*\.js$/.test(response.url())) scripts.push({ url: response.url(), status: response.status() })
    })
    tab.on('requestfailed', (request) => scripts.push({ url: request.url(), status: 0 }))

    // The visitor's page came from the new instance (the balancer takes the instances in turn, and a page's own
    // requests decide whose turn its next visit is); everything it asks for then goes through the balancer.
    let served = ''
    await tab.route(`${balancer.url}${page}`, async (route) => {
      const response = await route.fetch({ url: `${newSite.url}${page}` })
      served = await response.text()
      await route.fulfill({ response, body: served })
    })
    await tab.goto(`${balancer.url}${page}`, { waitUntil: 'networkidle' })
    const pageScripts = [...new Set([...scriptsOf(served), ...scripts.map(({ url }) => new URL(url).pathname)])]
    expect(missingFrom(oldBuild, pageScripts).length).toBeGreaterThan(0)

    // The page ran: its scripts came, whichever instance the balancer asked, and the new build's code is running.
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter(({ status }) => status !== 200)).toEqual([])
    expect(await tab.evaluate(() => Reflect.get(window, 'reelcraftBuild'))).toBe('new')

    // Whatever the turn, the old instance itself answers every script the new page names.
    const fromOld = await Promise.all(
      pageScripts.map(async (script) => ({ script, status: (await fetch(`${oldSite.url}${script}`)).status })),
    )
    expect(fromOld.filter(({ status }) => status !== 200)).toEqual([])
    await context.close()
  })

  it('still loads every script of a page from the old build from the new instance', async () => {
    const [oldSite, newSite] = sites
    const oldPage = await (await fetch(`${oldSite.url}${page}`)).text()
    const oldScripts = scriptsOf(oldPage)
    expect(missingFrom(assetsOf(path.join(newCheckout, 'build')), oldScripts).length).toBeGreaterThan(0)

    const fromNew = await Promise.all(
      oldScripts.map(async (script) => ({ script, status: (await fetch(`${newSite.url}${script}`)).status })),
    )
    expect(fromNew.filter(({ status }) => status !== 200)).toEqual([])
  })
})
