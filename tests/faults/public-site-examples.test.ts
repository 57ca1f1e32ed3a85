import { type Browser, chromium } from '@playwright/test'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { examplesBanner } from '~/content/example-marks'
import { exampleFacts } from '~/content/examples'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'
import { businessFacts } from '~/content/shipped-facts'

// The repository ships example facts. A site at a public address must not pass them off as facts: its start-up
// refuses while any is an example, unless the operator says it is a staging site (ALLOW_EXAMPLE_FACTS=1), which
// then says so on every page. The production build, started as it runs in production.

const publicSite = 'https://staging.reelcraft.in'

let site: SiteProcess | undefined
let browser: Browser | undefined

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
})

afterAll(async () => {
  await browser?.close()
})

afterEach(async () => {
  if (site) await stopSite(site)
  site = undefined
})

describe('the production start-up, while facts are examples', () => {
  it('refuses a public SITE_URL, naming the address, the examples and the flag for a staging site', async () => {
    const examples = exampleFacts({}, businessFacts)
    expect(examples.length).toBeGreaterThan(0)
    await expect(startSite({ env: { SITE_URL: publicSite } })).rejects.toThrow(
      `SITE_URL ${publicSite} is a public address, and ${examples.length} business facts are still examples (npm run content:check lists them). Confirm them in the console's Business section before the site goes public, or set ALLOW_EXAMPLE_FACTS=1 for a staging site, which then says on every page that it shows examples.`,
    )
  })

  it('refuses it with ALLOW_EXAMPLE_FACTS=0 too', async () => {
    await expect(startSite({ env: { SITE_URL: publicSite, ALLOW_EXAMPLE_FACTS: '0' } })).rejects.toThrow(
      /exited during start-up with code 1[\s\S]*ALLOW_EXAMPLE_FACTS=1/,
    )
  })

  it('starts with ALLOW_EXAMPLE_FACTS=1, and every page says the site shows examples, covering nothing', async () => {
    site = await startSite({ env: { SITE_URL: publicSite, ALLOW_EXAMPLE_FACTS: '1' } })
    const page = await browser!.newPage({ viewport: { width: 375, height: 740 } })
    try {
      for (const path of ['/', '/contact', '/about', '/book', '/privacy', '/no-such-page']) {
        await page.goto(`${site.url}${path}`)
        const banner = page.getByRole('region', { name: examplesBanner.label })
        await expect.poll(() => banner.textContent()).toBe(`${examplesBanner.label}: ${examplesBanner.text}`)
        // Part of the page under the top bar, not laid over it: nothing else is drawn where it is, and the
        // top bar still starts at the top of the window.
        const covered = await banner.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return { position: getComputedStyle(element).position, ownPoint: element.contains(top) }
        })
        expect(covered).toEqual({ position: 'static', ownPoint: true })
        expect(await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().top)).toBe(0)
      }
    } finally {
      await page.close()
    }
  })
})
