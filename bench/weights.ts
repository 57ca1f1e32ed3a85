// What a first-time visitor's browser loads on arrival at 412 px wide: the JavaScript of each page (every
// script response, gzip, as tests/e2e/budgets.spec.ts counts it) and the stylesheet inside the page. The
// production build (`npm run build` first), served as production serves it; prints a Markdown table for
// docs/benchmarks.md. PAGES=/,/book limits the pages.
import os from 'node:os'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
import { startSite, stopSite } from '../tests/support/site-process'

const pages = process.env.PAGES?.split(',') ?? [
  '/',
  '/enquiry',
  '/wedding-packages',
  '/contact',
  '/discover',
  '/partner',
  '/waitlist',
  '/book',
  '/privacy',
  '/blog',
]

const site = await startSite()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const version = browser.version()
const rows: string[] = []
let styles = 0
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    const bodies: Promise<number>[] = []
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').includes('javascript')) {
        bodies.push(
          response.body().then(
            (body) => zlib.gzipSync(body).length,
            () => 0,
          ),
        )
      }
    })
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' })
    const sizes = await Promise.all(bodies)
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.textContent).join(''),
    )
    styles = Math.max(styles, zlib.gzipSync(inline).length)
    const bytes = sizes.reduce((sum, size) => sum + size, 0)
    rows.push(`| ${path} | ${bytes.toLocaleString('en')} bytes (${(bytes / 1024).toFixed(1)} KB) | ${sizes.length} |`)
    await context.close()
  }
} finally {
  await browser.close()
  await stopSite(site)
}
console.log(`Chromium ${version}, 412 px wide, first visit; ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}

| page | JavaScript, gzip | script files |
| --- | --- | --- |
${rows.join('\n')}
| CSS, every page (inside the page), gzip | ${styles.toLocaleString('en')} bytes (${(styles / 1024).toFixed(1)} KB) | — |`)
