// Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against the production build served
// locally the way production serves it: behind deploy/nginx.conf, with TLS and HTTP/2. Run `npm run build`
// first; `npm run bench:pages` prints a Markdown table for docs/benchmarks.md.
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
const pages = ['/', '/discover', '/press', '/blog', '/blog/plan-wedding-reels', '/enquiry', '/wedding-packages', '/reel-packages', '/privacy']

// Headless Chromium also starts its own interface pages (the omnibox pop-up and its compose box) in a renderer
// of their own; on two cores they took 0.4 s of processor time in the seconds around a page's first paint.
// They are switched off so that the trace measures the page rather than the browser's interface. The list is
// added to chrome-launcher's own, because Chromium reads only the last --disable-features it is given.
const browserInterface = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},${browserInterface.join(',')}` : flag,
)

const publicPort = await freePort()
const site = await startSite({ env: { SITE_URL: `https://127.0.0.1:${publicPort}` } })
const balancer = await startLoadBalancer(publicPort, site.port)

const firstPost = await fetch(`${site.url}/blog`)
  .then((response) => response.text())
  .then((html) => /href="(\/blog\/[a-z0-9-]+)"/.exec(html)?.[1])
if (firstPost) pages[4] = firstPost
// A visitor meets a server that has been running: its first render of each page is done before measuring.
for (const page of pages) await fetch(`${site.url}${page}`).then((response) => response.arrayBuffer())

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

const rows: string[] = []
// Lighthouse's measure of how fast the machine was at each run: a low figure marks a run slowed by the host.
const benchmarkIndexes: number[] = []
try {
  for (const page of pages) {
    const results: Awaited<ReturnType<typeof audit>>[] = []
    for (let run = 0; run < runs; run++) {
      const result = await audit(`${balancer.url}${page}`)
      results.push(result)
      console.error(`${page} run ${run + 1}: ${runSummary(result)}`)
    }
    benchmarkIndexes.push(...results.map((result) => result.environment.benchmarkIndex))
    // Blocking time swings most from run to run, so every run's figure is shown beside the median run's.
    const eachTbt = results.map((result) => Math.round(result.audits['total-blocking-time'].numericValue ?? 0))
    const median = computeMedianRun(results as Parameters<typeof computeMedianRun>[0]) as (typeof results)[number]
    const { categories, audits } = median
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id as string)
    rows.push(
      `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(
        (audits['largest-contentful-paint'].numericValue ?? 0) / 1000
      ).toFixed(2)} s | ${Math.round(audits['total-blocking-time'].numericValue ?? 0)} ms | ${(
        audits['cumulative-layout-shift'].numericValue ?? 0
      ).toFixed(3)} | ${eachTbt.join(' / ')} ms | ${failing.join(', ') || '—'} |`,
    )
    console.error(rows.at(-1))
  }
} finally {
  balancer.stop()
  await stopSite(site)
}

console.log(`Lighthouse ${lighthouseVersion()} mobile preset, simulated throttling, through deploy/nginx.conf (TLS, HTTP/2), median of ${runs} runs (benchmark index ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}); ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}

| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | TBT of each run | failing audits |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`)

// One run's figures for the log, and what moved if anything did: a rare layout shift is otherwise lost in the median.
function runSummary(result: Awaited<ReturnType<typeof audit>>) {
  const figure = (id: string) => result.audits[id].numericValue ?? 0
  const details = result.audits['layout-shifts']?.details as { items?: { node?: { selector?: string } }[] } | undefined
  const shifts = (details?.items ?? []).map((item) => item.node?.selector ?? 'an element').join(', ')
  return (
    `benchmark index ${Math.round(result.environment.benchmarkIndex)}, TBT ${Math.round(figure('total-blocking-time'))} ms, ` +
    `LCP ${(figure('largest-contentful-paint') / 1000).toFixed(2)} s, CLS ${figure('cumulative-layout-shift').toFixed(3)}` +
    (shifts ? ` (moved: ${shifts})` : '')
  )
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')).version as string
}
