import path from 'node:path'
import { type Page, expect, test } from '@playwright/test'
import { exampleMarks } from '~/content/example-marks'
import { sendBooking } from './forms-support'
import { mailsTo } from './mail-files'
import { ownSiteWithAdministrator } from './own-site'

// A fact saved in the console's Business section shows on the pages that tell it, on the next page drawn: the
// brand in the top bar and in every page's title, a team member on the about page, a milestone on the about page
// and Our Journey, and a headline figure in the home page's opening, the about page, Our Story and the package
// pages' reasons to book. In a site of its own, as its changes would otherwise show on every other test's pages;
// with scripts on a phone, without on a laptop.

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const admin = { email: 'ravi@reelcraft.test', name: 'Ravi Kumar', password: 'a long enough password for the test' }
const { site, signIn } = ownSiteWithAdministrator(admin)

/** Opens a fact's form from the Business section, fills one field of a group ('Member 1: Aarav Reddy'), and saves it. */
async function save(page: Page, fact: string, group: string, field: string, value: string) {
  await page.goto(`${site.url}/console/business`)
  await page.getByRole('link', { name: new RegExp(`^${fact}`) }).click()
  await expect(page.getByRole('heading', { name: fact, level: 1 })).toBeVisible()
  const fields = group ? page.getByRole('group', { name: new RegExp(`^${group}(:|$)`) }) : page.getByRole('main')
  await fields.getByLabel(field, { exact: true }).first().fill(value)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Saved. Every page shows it within seconds.')
}

for (const { width, height, scripts, saved } of [
  {
    width: 375,
    height: 740,
    scripts: true,
    saved: { brand: 'Reelwise', member: 'Kavya Menon', milestone: 'Reels at a friend’s sangeet', figure: '480+' },
  },
  {
    width: 1280,
    height: 800,
    scripts: false,
    saved: { brand: 'Reelhouse', member: 'Rohan Desai', milestone: 'The first wedding booked', figure: '520+' },
  },
]) {
  test(`at ${width} px ${scripts ? 'with' : 'without'} scripts, the brand, a team member, a milestone and a figure saved in the console show on their pages`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: scripts })
    const page = await context.newPage()
    try {
      await signIn(page)
      await save(page, 'Brand', '', 'Name', saved.brand)
      await save(page, 'Team', 'Member 1', 'Name', saved.member)
      await save(page, 'Timeline', 'Milestone 1', 'Title', saved.milestone)
      await save(page, 'Headline figures', 'Reel-makers', 'Figure', saved.figure)
      const quoted = `${saved.figure} (${exampleMarks.figure})`

      await page.goto(`${site.url}/about`)
      await expect(page).toHaveTitle(`About Us | ${saved.brand}`)
      await expect(page.getByRole('link', { name: `${saved.brand} home` })).toBeVisible()
      await expect(page.getByRole('heading', { name: `The Team Behind ${saved.brand}`, level: 1 })).toBeVisible()
      await expect(page.getByText(`Together with ${quoted} reel-makers`)).toBeVisible()
      await expect(page.getByRole('heading', { name: saved.member })).toBeVisible()
      await expect(page.getByRole('heading', { name: saved.milestone })).toBeVisible()

      await page.goto(`${site.url}/journey`)
      await expect(page).toHaveTitle(`Our Journey | ${saved.brand}`)
      await expect(page.getByRole('heading', { name: saved.milestone })).toBeVisible()
      await expect(page.getByText(`to ${saved.figure} (${exampleMarks.figure}) reel-makers in`)).toBeVisible()

      await page.goto(`${site.url}/`)
      await expect(page).toHaveTitle(saved.brand)
      const opening = page.getByRole('definition').filter({ hasText: saved.figure }).first()
      await expect(opening).toBeVisible()
      await expect(opening).toContainText(exampleMarks.figure)

      await page.goto(`${site.url}/our-story`)
      await expect(page).toHaveTitle(`Our Story | ${saved.brand}`)
      await expect(page.getByRole('heading', { name: `What ${saved.brand} is` })).toBeVisible()
      await expect(page.getByRole('region', { name: 'In numbers' })).toContainText(saved.figure)

      // The package pages say why to book with the figure as saved.
      await page.goto(`${site.url}/reel-packages`)
      await expect(page.getByText(`${quoted} vetted reel-makers and editors`)).toBeVisible()
      await page.goto(`${site.url}/one-day-packages`)
      await expect(page.getByText(`Reel-makers from our network of ${quoted},`)).toBeVisible()
    } finally {
      await context.close()
    }
  })
}

test('at 375 px with scripts, business hours saved in the console are the hours the booking page, the success panel, the mail and the request page promise', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } })
  const page = await context.newPage()
  const hours = 'daily 10:00 AM to 7:00 PM IST'
  try {
    await signIn(page)
    await save(page, 'Business hours', '', 'As the pages write them', 'Daily 10:00 AM to 7:00 PM')

    await page.goto(`${site.url}/book?package=half-day`)
    await expect(page.getByRole('main')).toContainText(`during business hours (${hours})`)
    await sendBooking(page, 'kiran.hours@example.in')
    await expect(page.getByRole('main')).toContainText(`price within 24 hours, during business hours (${hours}).`)

    const [copy] = await mailsTo('kiran.hours@example.in', 'Your booking request', path.join(site.dataDir, 'mail'))
    expect(copy).toContain(`during business hours (${hours})`)
    const requestPage = /https?:\/\/\S+\/requests\/[\w-]+/.exec(copy)?.[0]
    expect(requestPage).toBeDefined()
    await page.goto(requestPage!)
    await expect(page.getByRole('main')).toContainText(`during business hours (${hours})`)
  } finally {
    await context.close()
  }
})
