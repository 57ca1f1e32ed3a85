import { expect, test } from '@playwright/test'
import { answeredCookies } from './cookie-choice'
import { reelsPerPage } from '~/content/reels'

// Parts of a page below the first screen carry `render-when-near` (content-visibility: auto, docs/decisions/0007):
// the browser lays them out only as they near the viewport. Paint containment clips such a part at its border box,
// so whatever reaches past it, a focus ring included, would be cut off on screen.
const pages = [
  // The home page's sections below the press strip but the carousel, whose controls sit on its lower edge; the
  // footer is on every page.
  { path: '/', parts: 8 },
  { path: '/privacy', parts: 13 },
  { path: '/terms', parts: 14 },
  { path: '/cookies', parts: 7 },
  { path: '/reel-packages', parts: 3 },
  { path: '/wedding-packages', parts: 2 },
  { path: '/corporate-packages', parts: 2 },
  { path: '/one-day-packages', parts: 2 },
  { path: '/press', parts: 3 },
  // A page of reels, and the footer.
  { path: '/discover', parts: reelsPerPage + 1 },
  { path: '/blog', parts: 1 },
]

test.beforeEach(async ({ page }) => {
  await answeredCookies(page)
})

for (const width of [375, 1280]) {
  for (const { path, parts } of pages) {
    test(`${path} at ${width} px: nothing in a part laid out on approach reaches past its edges, focus rings included`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      const deferred = page.locator('.render-when-near')
      await expect(deferred).toHaveCount(parts)
      // A part not yet rendered takes its placeholder size; it must not make the page wider than the window.
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
      expect(await pageWidth()).toBeLessThanOrEqual(width)
      const cutOff: string[] = []
      for (const part of await deferred.all()) {
        // Measured once on screen; until then a part has its placeholder height.
        await part.scrollIntoViewIfNeeded()
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        cutOff.push(
          ...(await part.evaluate((part) =>
            [...part.querySelectorAll<HTMLElement>('*')].flatMap((element) => {
              const style = getComputedStyle(element)
              if (style.clipPath !== 'none' || style.clip !== 'auto' || style.position === 'fixed') return []
              // Hidden inputs have no box, and the honeypot field is placed far off the page on purpose.
              const rects = element.getClientRects()
              if (rects.length === 0 || element.getBoundingClientRect().right < 0) return []
              // Inside a box that clips anyway, containment cuts off nothing more.
              for (let up = element.parentElement; up && up !== part; up = up.parentElement) {
                if (getComputedStyle(up).overflow !== 'visible') return []
              }
              let ring = 0
              if (element.matches('a[href], button, input, select, textarea, [tabindex]')) {
                element.focus({ preventScroll: true })
                const focused = getComputedStyle(element)
                if (focused.outlineStyle !== 'none') ring = parseFloat(focused.outlineWidth) + parseFloat(focused.outlineOffset)
              }
              const edge = part.getBoundingClientRect()
              // A link broken over two lines has a box per line; each must fit.
              const boxes = element.matches('a') ? [...rects] : [element.getBoundingClientRect()]
              const fits = boxes.every(
                (box) =>
                  box.top - ring >= edge.top - 0.5 &&
                  box.bottom + ring <= edge.bottom + 0.5 &&
                  box.left - ring >= edge.left - 0.5 &&
                  box.right + ring <= edge.right + 0.5,
              )
              const name = part.querySelector('h2')?.textContent ?? part.tagName.toLowerCase()
              return fits ? [] : [`${name}: ${element.outerHTML.slice(0, 100)}`]
            }),
          )),
        )
      }
      expect(cutOff).toEqual([])
      expect(await pageWidth()).toBeLessThanOrEqual(width)
    })
  }
}

test('the last link of the privacy policy\'s contents brings its section, laid out on approach, into view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/privacy')
  const contents = page.getByRole('navigation', { name: 'On this page' })
  await contents.getByRole('link', { name: 'Children', exact: true }).click()
  const heading = page.getByRole('heading', { level: 2, name: 'Children', exact: true })
  await expect(heading).toBeInViewport()
  // Sections the jump passed over keep their placeholder height; the heading must stay where the visitor was taken
  // once the page has settled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect(heading).toBeInViewport()
})
