import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '/work/wt/perf/tests/support/chromium'
import { startSite, stopSite } from '/work/wt/perf/tests/support/site-process'

const pages = process.argv.slice(2)
for (const dir of process.env.DIRS!.split(',')) {
  const site = await startSite({ env: { BUILD_DIR: dir } })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  for (const path of pages) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    let js = 0, files = 0
    const pending: Promise<void>[] = []
    page.on('response', (r) => pending.push(r.body().then((b) => { if ((r.headers()['content-type'] ?? '').includes('javascript')) { js += zlib.gzipSync(b).length; files++ } }, () => {})))
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' })
    await Promise.all(pending)
    console.log(`${dir} ${path}: ${(js / 1024).toFixed(1)} KB gzip in ${files} files`)
    await page.close()
  }
  await browser.close()
  await stopSite(site)
}
