import { type Page, expect, test } from '@playwright/test'
import { leadKinds } from '~/leads/catalogue'
import { publicRoutes, readingPages } from './site-map'
import { createStaff, signIn } from './staff-accounts'
import { storeWedding } from './stored-bookings'

// On a phone nothing overlaps, whatever the font (docs/decisions/0104-nothing-overlaps-on-a-phone.md): every page
// of the site map at the widths of the phones people carry, once in the machine's own fonts (Debian's DejaVu
// Sans, wider than a phone's) and once with every letter spaced a tenth of its size further apart, as a wider
// font would set them. A page fails when two items of the top bar, the cookie banner, the footer or a form lie
// on each other, or when anything runs past the right edge of the window.

const widths = [320, 360, 375, 390, 414]

const fonts = [
  { name: "the machine's fonts", wider: false },
  { name: 'a font a tenth wider', wider: true },
]

const widerFont = '*, *::before, *::after { letter-spacing: 0.1em !important; }'

const paths = [...new Set([...publicRoutes.map((route) => route.path), ...readingPages])]

/**
 * What does not fit at the window's width: items of one part of the chrome or of a form lying on each other, and
 * anything whose box or text runs past the window's right edge where no scrolling box of its own holds it.
 */
function misfits(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    const styles = new Map<Element, CSSStyleDeclaration>()
    const style = (element: Element) => {
      let known = styles.get(element)
      if (!known) styles.set(element, (known = getComputedStyle(element)))
      return known
    }
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    // Not hidden, nor inside a closed disclosure, whose content keeps a place it is not drawn in.
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
    }
    /** Whether the box cuts off what sticks out of it (as a screen reader's text is cut to one pixel). */
    const clips = (element: Element) =>
      style(element).overflowX !== 'visible' || style(element).clip !== 'auto' || style(element).clipPath !== 'none'
    /**
     * The box an item takes on screen: a control's own box (where it is tapped) and its text where it sticks out of
     * it, unless a box inside the item cuts that text off; a paragraph's or a label's text alone.
     */
    const extent = (item: Element) => {
      const textOnly = item.matches('p, label, h2')
      let { left, top, right, bottom } = textOnly
        ? { left: Number.POSITIVE_INFINITY, top: Number.POSITIVE_INFINITY, right: -1, bottom: -1 }
        : item.getBoundingClientRect()
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        let cut = false
        for (let box = text.parentElement; box && !cut && box !== item.parentElement; box = box.parentElement)
          cut = clips(box)
        if (cut || !text.textContent?.trim() || !text.parentElement || !shown(text.parentElement)) continue
        const range = document.createRange()
        range.selectNodeContents(text)
        const seen = range.getBoundingClientRect()
        left = Math.min(left, seen.left)
        top = Math.min(top, seen.top)
        right = Math.max(right, seen.right)
        bottom = Math.max(bottom, seen.bottom)
      }
      return { left, top, right, bottom }
    }
    type Box = ReturnType<typeof extent>
    const overlap = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5

    // The page's own header and footer, not those of an article or a section.
    const ofThePage = (element: Element) => !element.parentElement?.closest('main, article, section, aside, nav')
    const groups: [string, string, string][] = [
      ['the top bar', 'header', 'a, button'],
      ['the menu, the dock or a dialog', '[popover]', 'h2, p, a, button'],
      ['the cookie banner', '[aria-label="Cookie consent"]', 'p, a, button'],
      ['the footer', 'footer', 'p, a, button'],
      ['a form', 'main form', 'input, select, textarea, button, label'],
    ]
    for (const [part, where, what] of groups) {
      const containers = [...document.querySelectorAll(where)]
      for (const container of where === 'header' || where === 'footer' ? containers.filter(ofThePage) : containers) {
        // The menu, the dock and the app's dialog open over the page as the browser's own popovers, each a part of
        // its own.
        const items = [...container.querySelectorAll(what)].filter(
          (item) => shown(item) && item.closest('[popover]') === container.closest('[popover]'),
        )
        const placed = items.map((item) => ({ item, box: extent(item) }))
        for (const [index, a] of placed.entries()) {
          for (const b of placed.slice(index + 1)) {
            if (a.item.contains(b.item) || b.item.contains(a.item)) continue
            if (overlap(a.box, b.box)) found.push(`in ${part}, ${name(a.item)} lies on ${name(b.item)}`)
          }
        }
      }
    }

    // How far right what is inside an element can be seen: a box that hides or scrolls what sticks out of it cuts
    // it at its edge (what runs past a box that scrolls sideways is there to be scrolled to, in a box that fits).
    const seenUpTo = new Map<Element, number>()
    const limitOf = (element: Element | null): number => {
      if (!element || element === document.documentElement) return Number.POSITIVE_INFINITY
      const known = seenUpTo.get(element)
      if (known !== undefined) return known
      const outer = limitOf(element.parentElement)
      const limit = clips(element) ? Math.min(outer, element.getBoundingClientRect().right) : outer
      seenUpTo.set(element, limit)
      return limit
    }
    const past = new Set<Element>()
    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element)) continue
      if (Math.min(element.getBoundingClientRect().right, limitOf(element.parentElement)) > width + 0.5)
        past.add(element)
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement
      if (!parent || !text.textContent?.trim() || past.has(parent)) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      const seen = range.getBoundingClientRect()
      if (seen.width > 0 && Math.min(seen.right, limitOf(parent)) > width + 0.5 && shown(parent)) past.add(parent)
    }
    // Name the innermost of what runs past: its containers only run past because of it.
    for (const element of past) {
      if (![...past].some((other) => other !== element && element.contains(other)))
        found.push(`${name(element)} runs past the window's right edge`)
    }
    if (document.documentElement.scrollWidth > width) found.push('the page scrolls sideways')
    return found
  })
}

async function setFont(page: Page, wider: boolean) {
  if (wider) await page.addStyleTag({ content: widerFont })
  await page.evaluate(() => document.fonts.ready)
}

/** What does not fit at each width, the page laid out again at each. */
async function misfitsAtEachWidth(page: Page) {
  const found: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 })
    found.push(...(await misfits(page)).map((misfit) => `at ${width} px: ${misfit}`))
  }
  return found
}

for (const { name, wider } of fonts) {
  test.describe(`from 320 to 414 px, in ${name}`, () => {
    // The wider font is a style sheet of the test's own, which the site's Content-Security-Policy would refuse.
    test.use({ viewport: { width: widths[0], height: 740 }, bypassCSP: wider })

    for (const path of paths) {
      test(`${path}: nothing overlaps and nothing runs past the window`, async ({ page }) => {
        await page.goto(path)
        await setFont(page, wider)
        expect(await misfitsAtEachWidth(page)).toEqual([])
      })
    }

    test("the staff console's pages: nothing overlaps and nothing runs past the window", async ({ page }) => {
      // Signing in hashes a real password, which takes a few seconds.
      test.setTimeout(90_000)
      const booking = storeWedding(`Sowmya Venkataraghavan ${wider ? 'W' : 'M'}`, '9848012345', [-1, 0, 1])
      // The outbox lists at least the mails of one message, so its table is drawn as wide as it gets.
      const contact = await page.request.post('/api/contact', {
        data: { name: 'Sowmya', email: 'sowmya.venkataraghavan@example.in', message: 'A reel for my sister.' },
        headers: { 'X-Forwarded-For': `198.19.${wider ? 1 : 2}.1` },
      })
      expect(contact.status()).toBe(201)
      // The newest leads name a subscriber by an address of one long word.
      const subscriber = await page.request.post('/api/newsletter', {
        data: { email: `reader${wider ? 1 : 2}of1795831651523theweeklyletter@example.in` },
        headers: { 'X-Forwarded-For': `198.19.${wider ? 1 : 2}.2` },
      })
      expect(subscriber.status()).toBe(201)
      await signIn(page, createStaff('admin'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
      const found: string[] = []
      for (const path of [
        '/console',
        ...leadKinds.map((kind) => `/console/leads/${kind}`),
        `/console/leads/bookings/${booking}`,
        '/console/outbox',
        '/console/privacy',
        '/console/staff',
        '/console/business',
        '/console/business/testimonials',
        '/profile',
        '/settings',
      ]) {
        await page.goto(path)
        await setFont(page, wider)
        found.push(...(await misfitsAtEachWidth(page)).map((misfit) => `${path} ${misfit}`))
      }
      expect(found).toEqual([])
    })

    test('the menu and the dock fit the window', async ({ page }) => {
      await page.goto('/')
      await setFont(page, wider)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 740 })
        const opener = page.getByRole('button', { name: 'Open menu' })
        await opener.click()
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
        expect(await misfits(page), `the menu at ${width} px`).toEqual([])
        await page.keyboard.press('Escape')
        await expect(opener).toBeFocused()

        const dock = page.getByRole('banner').getByRole('button', { name: 'Open dock' })
        await dock.click()
        await expect(
          page.getByRole('navigation', { name: 'Dock' }).getByRole('link', { name: 'Pricing' }),
        ).toBeVisible()
        expect(await misfits(page), `the dock at ${width} px`).toEqual([])
        await page.keyboard.press('Escape')
        await expect(dock).toBeFocused()
      }
    })
  })
}
