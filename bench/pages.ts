// Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against the production build served
// locally. Run `npm run build` first; `npm run bench:pages` prints a Markdown table for docs/benchmarks.md.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startSite, stopSite } from '../tests/support/site-process'

const pages = ['/', '/discover', '/press', '/blog', '/blog/plan-wedding-reels', '/enquiry', '/wedding-packages', '/reel-packages', '/privacy']

const site = await startSite()
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  userDataDir,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

const firstPost = await fetch(`${site.url}/blog`)
  .then((response) => response.text())
  .then((html) => /href="(\/blog\/[a-z0-9-]+)"/.exec(html)?.[1])
if (firstPost) pages[4] = firstPost

const rows: string[] = []
try {
  for (const page of pages) {
    const result = await lighthouse(`${site.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`no Lighthouse result for ${page}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id as string)
    rows.push(
      `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(
        (audits['largest-contentful-paint'].numericValue ?? 0) / 1000
      ).toFixed(2)} s | ${Math.round(audits['total-blocking-time'].numericValue ?? 0)} ms | ${(
        audits['cumulative-layout-shift'].numericValue ?? 0
      ).toFixed(3)} | ${failing.join(', ') || '—'} |`,
    )
    console.error(rows.at(-1))
  }
} finally {
  await chrome.kill()
  await stopSite(site)
}

console.log(`Lighthouse ${lighthouseVersion()} mobile preset, simulated throttling; ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}

| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | failing audits |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`)

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')).version as string
}
