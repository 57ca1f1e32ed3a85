import path from 'node:path'
import { type Page, expect, test } from '@playwright/test'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'

// The patent page works out where the application stands from the dates of its steps on the day it is shown
// (app/content/patent.ts): a step is upcoming before its days, in progress during them once the steps before it
// are done, and overdue after them while it is not marked done, never "In Progress" long after it was due. Each
// day below is a site started with its clock on that day, and a browser whose clock says the same.

const shiftedClock = path.resolve('tests/support/shifted-clock.mjs')

function progressStep(page: Page, title: string) {
  return page
    .getByRole('region', { name: 'Patent Progress' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
}

function stat(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Patent Application Under Review' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]')
}

const titles = ['Initial Filing', 'Technical Review', 'Final Examination']

const days = [
  {
    day: '2024-01-15',
    steps: [
      ['Completed', 'Dec 2023'],
      ['In Progress', 'Jan 2024'],
      ['Upcoming', 'Q2 2024'],
    ],
    stats: { 'Processing Time': '31 days', 'Review Phase': '2 of 3', Completion: '33%' },
    banner: 'Our application has passed its initial filing. It is now in technical review.',
  },
  {
    day: '2024-02-01',
    steps: [
      ['Completed', 'Dec 2023'],
      ['Overdue', 'Expected Jan 2024, not yet decided'],
      ['Upcoming', 'Q2 2024'],
    ],
    stats: { 'Processing Time': '48 days', 'Review Phase': '2 of 3', Completion: '33%' },
    banner: 'The technical review was expected in Jan 2024 and has not been decided yet.',
  },
  {
    day: '2024-07-01',
    steps: [
      ['Completed', 'Dec 2023'],
      ['Overdue', 'Expected Jan 2024, not yet decided'],
      ['Overdue', 'Expected Q2 2024, not yet decided'],
    ],
    stats: { 'Processing Time': '199 days', 'Review Phase': '2 of 3', Completion: '33%' },
    banner: 'The technical review was expected in Jan 2024 and has not been decided yet.',
  },
]

for (const { day, steps, stats, banner } of days) {
  test.describe(`/patent on ${day}`, () => {
    const instant = new Date(`${day}T12:00:00+05:30`)
    let site: SiteProcess

    test.beforeAll(async () => {
      site = await startSite({
        env: { NODE_OPTIONS: `--import=${shiftedClock}`, SERVER_CLOCK: instant.toISOString() },
      })
    })
    test.afterAll(async () => {
      await stopSite(site)
    })
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(instant)
    })

    test('shows each step by its dates (only one in progress pulses), the stats counted from them and the banner', async ({
      page,
    }) => {
      await page.goto(`${site.url}/patent`)
      await expect(page.getByRole('region', { name: 'Patent Progress' }).getByRole('listitem')).toHaveCount(3)
      const animation = (title: string) =>
        progressStep(page, title)
          .locator('[data-status-dot]')
          .evaluate((dot) => getComputedStyle(dot).animationName)
      for (const [index, [status, when]] of steps.entries()) {
        const step = progressStep(page, titles[index])
        await expect(step.getByText(status, { exact: true })).toBeVisible()
        await expect(step.getByText(when, { exact: true })).toBeVisible()
        if (status === 'In Progress') await expect(step).toHaveAttribute('aria-current', 'step')
        else await expect(step).not.toHaveAttribute('aria-current', 'step')
        await expect.poll(() => animation(titles[index])).toBe(status === 'In Progress' ? 'pulse-soft' : 'none')
      }
      if (!steps.some(([status]) => status === 'In Progress')) {
        await expect(page.getByRole('region', { name: 'Patent Progress' })).not.toContainText('In Progress')
      }
      for (const [label, value] of Object.entries(stats)) await expect(stat(page, label)).toHaveText(value)
      await expect(page.getByRole('region', { name: 'Patent Application Under Review' })).toContainText(banner)

      // Nothing pulses for a visitor who prefers reduced motion.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      for (const title of titles) await expect.poll(() => animation(title)).toBe('none')
    })
  })
}
