import { type Locator, type Page, expect, test } from '@playwright/test'
import { answeredCookies } from './cookie-choice'

// The spec: 9 filters (All and 8 categories), about 37 reels, 6 per page.
const categories = [
  'All',
  'Events & Weddings',
  'Car Delivery',
  'Celebrities',
  'Outfit Shoots',
  'Concerts',
  'Collaborations',
  'Decor & Interiors',
  'Caterers',
]

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 120) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    if (await target.evaluate((node) => node === document.activeElement)) return
  }
  throw new Error('the control was not reached with Tab')
}

function gallery(page: Page) {
  const main = page.getByRole('main')
  return {
    chip: (name: string) =>
      main.getByRole('group', { name: 'Filter reels by category' }).getByRole('button', { name, exact: true }),
    previous: main.getByRole('button', { name: 'Previous page' }),
    next: main.getByRole('button', { name: 'Next page' }),
    dot: (n: number) =>
      main.getByRole('navigation', { name: 'Reel pages' }).getByRole('button', { name: `Page ${n}`, exact: true }),
    dots: main.getByRole('navigation', { name: 'Reel pages' }).getByRole('button', { name: /^Page \d+$/ }),
    reels: main.getByRole('article'),
    watch: main.getByRole('button', { name: /^Watch / }),
  }
}

/**
 * Presses the first reel's Watch button once the page has hydrated (its first reel is playing): the player's
 * code is fetched on that press, so pressing again while it loads would land on the opening dialog.
 */
async function watchFirstReel(page: Page) {
  const first = page.getByRole('main').getByRole('article').first()
  await expect.poll(() => first.locator('video').evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true)
  await first.getByRole('button', { name: /^Watch / }).click()
}

test.beforeEach(async ({ page }) => {
  await answeredCookies(page)
  await page.goto('/discover')
})

test('shows every category as a toggle, All first and pressed', async ({ page }) => {
  const { chip } = gallery(page)
  await expect(page.getByRole('group', { name: 'Filter reels by category' }).getByRole('button')).toHaveText(categories)
  await expect(chip('All')).toHaveAttribute('aria-pressed', 'true')
  await expect(chip('Concerts')).toHaveAttribute('aria-pressed', 'false')
})

test('six reels a page; previous is disabled on the first page and next on the last', async ({ page }) => {
  const { previous, next, dot, dots, reels } = gallery(page)
  await expect(reels).toHaveCount(6)
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()
  await expect(dots).toHaveCount(7)
  await expect(dot(1)).toHaveAttribute('aria-current', 'page')

  await expect(async () => {
    await next.click()
    await expect(dot(2)).toHaveAttribute('aria-current', 'page', { timeout: 500 })
  }).toPass()
  await expect(previous).toBeEnabled()

  await dot(7).click()
  await expect(page.getByText('Page 7 of 7, all reels')).toBeVisible()
  await expect(reels).toHaveCount(1)
  await expect(next).toBeDisabled()
  await expect(previous).toBeEnabled()
})

test('changing the filter returns to page one and shows only that category', async ({ page }) => {
  const { chip, previous, next, dot, dots, reels } = gallery(page)
  await expect(async () => {
    await next.click()
    await expect(dot(2)).toHaveAttribute('aria-current', 'page', { timeout: 500 })
  }).toPass()
  await next.click()
  await expect(dot(3)).toHaveAttribute('aria-current', 'page')

  await chip('Events & Weddings').click()
  await expect(chip('Events & Weddings')).toHaveAttribute('aria-pressed', 'true')
  await expect(chip('All')).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByText('Page 1 of 2, Events & Weddings')).toBeVisible()
  await expect(dots).toHaveCount(2)
  await expect(previous).toBeDisabled()
  await expect(reels).toHaveCount(6)
  for (const reel of await reels.all()) await expect(reel).toContainText('Events & Weddings')

  await next.click()
  await expect(next).toBeDisabled()
  await chip('All').click()
  await expect(dot(1)).toHaveAttribute('aria-current', 'page')
  await expect(previous).toBeDisabled()
})

test('a category with one page shows no page dots', async ({ page }) => {
  const { chip, dots, reels, previous, next } = gallery(page)
  await expect(async () => {
    await chip('Car Delivery').click()
    await expect(chip('Car Delivery')).toHaveAttribute('aria-pressed', 'true', { timeout: 500 })
  }).toPass()
  await expect(reels).toHaveCount(5)
  await expect(dots).toHaveCount(0)
  await expect(previous).toBeDisabled()
  await expect(next).toBeDisabled()
})

test('reels on screen play muted and looped, and a click pauses and plays them', async ({ page }) => {
  const first = page.getByRole('main').getByRole('article').first()
  const video = first.locator('video')
  await first.scrollIntoViewIfNeeded()
  await expect(video).toHaveAttribute('preload', 'none')
  // The poster is a picture under the clip, in the width the screen needs.
  await expect(first.locator('img')).toHaveAttribute(
    'srcset',
    /^\/img\/160\/reels\/posters\/reel-\d+\.webp\?v=[0-9a-f]{12} 160w/,
  )
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop)).toBe(true)

  await first.getByRole('button', { name: /^Pause / }).click()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  await first.getByRole('button', { name: /^Play / }).click()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
})

test('reels out of sight do not play, and a reel scrolled out of sight stops', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  const reels = page.getByRole('main').getByRole('article')
  const first = reels.first().locator('video')
  const last = reels.last().locator('video')
  await first.scrollIntoViewIfNeeded()
  await expect.poll(() => first.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.5)).toBe(true)
  // While the reel in sight has played for half a second, the one far below has not played at all.
  expect(await last.evaluate((v: HTMLVideoElement) => v.paused && v.played.length === 0)).toBe(true)

  await last.scrollIntoViewIfNeeded()
  await expect.poll(() => last.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true)
  await expect.poll(() => first.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
})

for (const [how, close] of [
  ['Escape', (page: Page) => page.keyboard.press('Escape')],
  ['the close button', (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Close player' }).click()],
  ['a click outside the video', (page: Page) => page.mouse.click(8, 8)],
] as const) {
  test(`the player opens playing, and ${how} closes it paused and rewound`, async ({ page }) => {
    const title = (await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent()) ?? ''
    await watchFirstReel(page)
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    const video = dialog.locator('video')
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.3)).toBe(true)
    await expect(dialog.getByRole('status')).toBeHidden()

    const element = await video.elementHandle()
    await close(page)
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await element?.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }))).toEqual({
      paused: true,
      time: 0,
    })
  })
}

test("the player's code comes when a visitor reaches for Watch, not with the page", async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/discover')
  await page.waitForLoadState('networkidle')
  const withThePage = new Set(scripts)
  const { watch } = gallery(page)
  await expect(async () => {
    await page.mouse.move(0, 0)
    await watch.first().hover()
    expect(scripts.filter((url) => !withThePage.has(url)).length).toBeGreaterThan(0)
  }).toPass()
  await watch.first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test("when the player's code cannot be fetched, Watch opens the clip in the browser's own player", async ({ page }) => {
  await page.route('**/assets/reel-player-dialog-*.js', (route) => route.abort())
  await page.goto('/discover')
  const reel = page.getByRole('main').getByRole('article').first()
  const clip = (await reel.locator('video').getAttribute('src')) ?? ''
  expect(clip).toMatch(/\.mp4$/)
  await watchFirstReel(page)
  await expect(page).toHaveURL(new RegExp(`${clip.replaceAll('.', '\\.')}$`))
})

test('the player shows a spinner until the clip has loaded', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/reels/clips/*.mp4', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/discover')
  await watchFirstReel(page)
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Loading the reel')
  release()
  await expect(page.getByRole('dialog').getByRole('status')).toBeHidden()
})

test('keyboard alone filters, pages and opens and closes the player', async ({ page }) => {
  const { chip, next, dot, watch } = gallery(page)
  await expect(async () => {
    await chip('Concerts').click()
    await expect(chip('Concerts')).toHaveAttribute('aria-pressed', 'true', { timeout: 500 })
  }).toPass()
  await chip('All').click()
  await page.getByRole('heading', { level: 1 }).click()

  await tabTo(page, chip('Events & Weddings'))
  await page.keyboard.press('Enter')
  await expect(chip('Events & Weddings')).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(chip('Car Delivery')).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(chip('All')).toHaveAttribute('aria-pressed', 'true')

  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(dot(2)).toHaveAttribute('aria-current', 'page')
  await page.keyboard.press('Shift+Tab')
  await expect(dot(7)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dot(7)).toHaveAttribute('aria-current', 'page')

  await tabTo(page, watch.first(), 'Shift+Tab')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect.poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(watch.first()).toBeFocused()
})
