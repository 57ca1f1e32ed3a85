import { type Locator, type Page, expect, test } from '@playwright/test'
import { answeredCookies } from './cookie-choice'
import { team } from '~/content/business'

async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((node) => node === document.activeElement)) return
  }
  throw new Error('the control was not reached with Tab')
}

/** The opacity the visitor sees: the element's own times every ancestor's. */
function seenOpacity(target: Locator) {
  return target.evaluate((node) => {
    let opacity = 1
    for (let el: Element | null = node; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity)
    return opacity
  })
}

test.beforeEach(async ({ page }) => {
  await answeredCookies(page)
})

test.describe('about', () => {
  function timelineOf(page: Page) {
    const main = page.getByRole('main')
    const strip = main.getByRole('list', { name: 'Company timeline, scrolls sideways' })
    return {
      strip,
      left: main.getByRole('button', { name: 'Scroll timeline left' }),
      right: main.getByRole('button', { name: 'Scroll timeline right' }),
      dots: main.getByRole('list', { name: 'Milestones' }).getByRole('button'),
      scrollLeft: () => strip.evaluate((node) => Math.round(node.scrollLeft)),
    }
  }

  test('shows twelve team members, each with a portrait and a role, and only the profiles each gave', async ({
    page,
  }) => {
    await page.goto('/about')
    const members = page.getByRole('main').getByRole('region', { name: 'Our team' }).getByRole('listitem')
    await expect(members).toHaveCount(12)
    for (const member of await members.all()) {
      const name = (await member.getByRole('heading').textContent()) ?? ''
      await expect(member.getByRole('img', { name: `Illustrated portrait of ${name}` })).toBeVisible()
      const given = team.find((entry) => entry.name === name)
      const links: { linkedin?: string; instagram?: string } =
        given && 'links' in given && given.links ? given.links : {}
      await expect(member.getByRole('link')).toHaveCount(Object.keys(links).length)
      if (links.linkedin)
        await expect(member.getByRole('link', { name: `${name} on LinkedIn` })).toHaveAttribute('href', links.linkedin)
      if (links.instagram)
        await expect(member.getByRole('link', { name: `${name} on Instagram` })).toHaveAttribute(
          'href',
          links.instagram,
        )
    }
  })

  test('the timeline holds eleven milestones and its arrows scroll it by 300 px', async ({ page }) => {
    await page.goto('/about')
    const { strip, left, right, dots, scrollLeft } = timelineOf(page)
    await expect(strip.getByRole('listitem')).toHaveCount(11)
    await expect(dots).toHaveCount(11)
    expect(await scrollLeft()).toBe(0)

    await expect(async () => {
      await right.click()
      await expect.poll(scrollLeft, { timeout: 1000 }).toBe(300)
    }).toPass()
    await right.click()
    await expect.poll(scrollLeft).toBe(600)
    await left.click()
    await expect.poll(scrollLeft).toBe(300)
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'step')
  })

  test('a dot brings its milestone into view', async ({ page }) => {
    await page.goto('/about')
    const { strip, dots, scrollLeft } = timelineOf(page)
    await expect(async () => {
      await dots.nth(3).click()
      await expect.poll(scrollLeft, { timeout: 1000 }).toBe(900)
    }).toPass()
    await expect(strip.getByRole('heading', { name: 'Seed round of ₹6M' })).toBeInViewport()
    await dots.last().click()
    await expect(strip.getByRole('heading', { name: '10+ cities' })).toBeInViewport()
    await expect(dots.last()).toHaveAttribute('aria-current', 'step')
  })

  test('keyboard alone scrolls the timeline with its arrow buttons and dots', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/about')
    const { right, dots, scrollLeft } = timelineOf(page)
    await expect(async () => {
      await right.click()
      await expect.poll(scrollLeft, { timeout: 1000 }).toBe(300)
    }).toPass()
    await page.reload()

    await tabTo(page, right)
    await page.keyboard.press('Enter')
    await expect.poll(scrollLeft).toBe(300)
    await page.keyboard.press('Space')
    await expect.poll(scrollLeft).toBe(600)
    await tabTo(page, dots.first())
    await page.keyboard.press('Enter')
    await expect.poll(scrollLeft).toBe(0)
  })

  test('the timeline tells one funding story, the patent and the expansion, with online payment and the app still to come', async ({
    page,
  }) => {
    await page.goto('/about')
    const { strip } = timelineOf(page)
    for (const text of [
      'Seed round of ₹6M',
      'Series A round of ₹24M',
      'Patent application filed',
      'Online payment and the app',
      '10+ cities',
    ]) {
      await expect(strip.getByRole('heading', { name: text })).toHaveCount(1)
    }
    await expect(strip).toContainText('December 2023')
  })
})

test('Our Journey lists the same eleven milestones, oldest first', async ({ page }) => {
  await page.goto('/journey')
  const milestones = page
    .getByRole('main')
    .getByRole('region', { name: 'Milestones' })
    .getByRole('heading', { level: 2 })
  await expect(milestones).toHaveCount(11)
  await expect(milestones.first()).toHaveText('The idea')
  await expect(milestones.last()).toHaveText('10+ cities')
})

test.describe('Our Story', () => {
  test('has the statistics, the product, the story and three mission statements', async ({ page }) => {
    await page.goto('/our-story')
    const main = page.getByRole('main')
    for (const figure of ['250+', '30,000+', '10k+', '50k+']) {
      await expect(main.getByText(figure, { exact: true })).toBeVisible()
    }
    await expect(main.getByRole('heading', { name: 'What ReelCraft is' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'How it started' })).toBeVisible()
    await expect(main.getByRole('region', { name: 'What we are here to do' }).getByRole('listitem')).toHaveCount(3)
  })

  test('the hero fades and shrinks as the page scrolls, without moving the content', async ({ page }) => {
    await page.goto('/our-story')
    const heading = page.getByRole('heading', { level: 1 })
    const stats = page.getByRole('main').getByText('Reels delivered', { exact: true })
    const before = await stats.evaluate((node) => node.getBoundingClientRect().top + window.scrollY)
    await expect(async () => {
      await page.mouse.wheel(0, 300)
      await expect.poll(() => seenOpacity(heading), { timeout: 1000 }).toBeLessThan(0.9)
    }).toPass()
    const after = await stats.evaluate((node) => node.getBoundingClientRect().top + window.scrollY)
    expect(after).toBe(before)
  })

  test('the hero stays still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/our-story')
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    expect(await seenOpacity(page.getByRole('heading', { level: 1 }))).toBe(1)
  })
})
