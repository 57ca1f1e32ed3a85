// Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against the production build served
// locally the way production serves it: behind deploy/nginx.conf, with TLS and HTTP/2. Run `npm run build`
// first; `npm run bench:pages` prints a Markdown table for docs/benchmarks.md.
//
// COMPARE_BUILD=<a copy of another build> measures that build too, in alternating runs (this build, that build,
// this build …) on the same pages, and prints a table for each: the way to tell a change from the machine's
// noise. PAGES=/,/enquiry limits the pages.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
import { freePort } from '../tests/support/postgres-server'
import { startSite, stopSite } from '../tests/support/site-process'
import { startLoadBalancer } from './load-balancer'

// Lighthouse's own advice for figures that vary from run to run: several runs, and the median one reported.
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3)
const pages = process.env.PAGES?.split(',') ?? [
  '/',
  '/discover',
  '/enquiry',
  '/wedding-packages',
  '/reel-packages',
  '/contact',
  '/privacy',
  '/blog',
  '/blog/plan-wedding-reels',
]

// Headless Chromium also starts its own interface pages (the omnibox pop-up and its compose box) in a renderer
// of their own; on two cores they took 0.4 s of processor time in the seconds around a page's first paint.
// They are switched off so that the trace measures the page rather than the browser's interface. The list is
// added to chrome-launcher's own, because Chromium reads only the last --disable-features it is given.
const browserInterface = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},${browserInterface.join(',')}` : flag,
)

type Build = { name: string; dir: string; url: string; siteUrl: string; stop: () => Promise<void> }

async function serve(name: string, dir: string): Promise<Build> {
  const publicPort = await freePort()
  const site = await startSite({ env: { SITE_URL: `https://127.0.0.1:${publicPort}`, BUILD_DIR: dir } })
  const balancer = await startLoadBalancer(publicPort, site.port)
  // A visitor meets a server that has been running: its first render of each page is done before measuring.
  for (const page of pages) await fetch(`${site.url}${page}`).then((response) => response.arrayBuffer())
  return {
    name,
    dir,
    url: balancer.url,
    siteUrl: site.url,
    async stop() {
      balancer.stop()
      await stopSite(site)
    },
  }
}

const builds = [await serve('this build', process.env.BUILD_DIR || 'build')]
if (process.env.COMPARE_BUILD) builds.push(await serve(process.env.COMPARE_BUILD, process.env.COMPARE_BUILD))

const postIndex = pages.indexOf('/blog/plan-wedding-reels')
if (postIndex >= 0) {
  const firstPost = await fetch(`${builds[0].siteUrl}/blog`)
    .then((response) => response.text())
    .then((html) => /href="(\/blog\/[a-z0-9-]+)"/.exec(html)?.[1])
  if (firstPost) pages[postIndex] = firstPost
}

// Each page is measured in a fresh browser, as a first-time visitor; Lighthouse sometimes fails to record
// a trace (NO_NAVSTART and the like), and such a run is repeated rather than reported as a zero.
async function audit(url: string) {
  for (let attempt = 1; ; attempt++) {
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      userDataDir,
      ignoreDefaultFlags: true,
      // The load balancer's certificate is made for this run.
      chromeFlags: ['--headless=new', ...launcherFlags, ...chromiumArgs, '--ignore-certificate-errors'],
    })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`no Lighthouse result for ${url}`)
      if (!result.lhr.runtimeError) return result.lhr
      if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`)
    } finally {
      await chrome.kill()
      fs.rmSync(userDataDir, { recursive: true, force: true })
    }
  }
}

// Each build's table rows, and Lighthouse's measure of how fast the machine was at each run (a low figure marks
// a run slowed by the host).
const rows = builds.map((): string[] => [])
const benchmarkIndexes: number[] = []
try {
  for (const page of pages) {
    const results = builds.map((): Awaited<ReturnType<typeof audit>>[] => [])
    for (let run = 0; run < runs; run++) {
      for (const [index, build] of builds.entries()) {
        const result = await audit(`${build.url}${page}`)
        results[index].push(result)
        console.error(`${build.name} ${page} run ${run + 1}: ${runSummary(result)}`)
      }
    }
    for (const [index, buildResults] of results.entries()) {
      benchmarkIndexes.push(...buildResults.map((result) => result.environment.benchmarkIndex))
      rows[index].push(tableRow(page, buildResults))
      console.error(`${builds[index].name}: ${rows[index].at(-1)}`)
    }
  }
} finally {
  for (const build of builds) await build.stop()
}

const pairing = builds.length > 1 ? ', runs of the builds alternating' : ''
console.log(
  `Lighthouse ${lighthouseVersion()} mobile preset, simulated throttling, through deploy/nginx.conf (TLS, HTTP/2), median of ${runs} runs${pairing} (benchmark index ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}); ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`,
)
for (const [index, build] of builds.entries()) {
  console.log(`
${build.name} (${build.dir}):

| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | TBT of each run | LCP of each run | failing audits |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows[index].join('\n')}`)
}

// One page's row: the figures of Lighthouse's median run, and the blocking time and LCP of every run, which
// swing most from run to run.
function tableRow(page: string, results: Awaited<ReturnType<typeof audit>>[]) {
  const eachTbt = results.map((result) => Math.round(result.audits['total-blocking-time'].numericValue ?? 0))
  const eachLcp = results.map((result) =>
    ((result.audits['largest-contentful-paint'].numericValue ?? 0) / 1000).toFixed(2),
  )
  const median = computeMedianRun(results as Parameters<typeof computeMedianRun>[0]) as (typeof results)[number]
  const { categories, audits } = median
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id as string)
  return `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(
    (audits['largest-contentful-paint'].numericValue ?? 0) / 1000
  ).toFixed(2)} s | ${Math.round(audits['total-blocking-time'].numericValue ?? 0)} ms | ${(
    audits['cumulative-layout-shift'].numericValue ?? 0
  ).toFixed(3)} | ${eachTbt.join(' / ')} ms | ${eachLcp.join(' / ')} s | ${failing.join(', ') || '—'} |`
}

// One run's figures for the log, and what moved if anything did: a rare layout shift is otherwise lost in the median.
function runSummary(result: Awaited<ReturnType<typeof audit>>) {
  const figure = (id: string) => result.audits[id].numericValue ?? 0
  const details = result.audits['layout-shifts']?.details as { items?: { node?: { selector?: string } }[] } | undefined
  const shifts = (details?.items ?? []).map((item) => item.node?.selector ?? 'an element').join(', ')
  return (
    `benchmark index ${Math.round(result.environment.benchmarkIndex)}, TBT ${Math.round(figure('total-blocking-time'))} ms, ` +
    `LCP ${(figure('largest-contentful-paint') / 1000).toFixed(2)} s (${largestPaint(result)}), CLS ${figure('cumulative-layout-shift').toFixed(3)}` +
    (shifts ? ` (moved: ${shifts})` : '')
  )
}

// What the largest paint was, and where its time went (Lighthouse's phases: TTFB, load delay, load time, render delay).
function largestPaint(result: Awaited<ReturnType<typeof audit>>) {
  type Table = { items?: { node?: { selector?: string }; phase?: string; timing?: number }[] }
  const parts =
    (result.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined)?.items ?? []
  const element = parts[0]?.items?.[0]?.node?.selector ?? 'an element'
  const phases = (parts[1]?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`)
  return [element, ...phases].join(', ')
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')).version as string
}
