import { type ElementHandle, type Locator, type Page, expect, test } from '@playwright/test'
import { ownAddress, whenScriptReady } from './forms-support'
import { formPages } from './site-map'

// Nothing covers a form: on a first visit, with the cookie question not yet answered, every field and
// button of every form can be seen and used wherever a visitor has scrolled when they turn to it, neither under
// the cookie banner nor under the sticky top bar; without JavaScript a form is filled and sent without answering
// the banner; and a success panel's heading comes into view below the top bar.

/** Every control of the page's form that a visitor can see (the honeypot is hidden from them, so not found). */
function formControls(page: Page) {
  const form = page.getByRole('main').locator('form')
  return (['textbox', 'combobox', 'spinbutton', 'checkbox', 'radio', 'button'] as const)
    .map((role) => form.getByRole(role))
    .reduce((all, next) => all.or(next))
}

/** The top bar and the cookie banner, the two things that could lie on a form. */
type Chrome = { topBar: ElementHandle<Element>; banner: ElementHandle<Element> }

async function chromeOf(page: Page): Promise<Chrome> {
  const topBar = await page.getByRole('banner').elementHandle()
  const banner = await page.getByRole('region', { name: 'Cookie consent' }).elementHandle()
  if (!topBar || !banner) throw new Error('the top bar or the cookie banner is not on the page')
  return { topBar, banner }
}

/**
 * Where the control is: in the window or not, under the top bar or the cookie banner or not, and what else lies on
 * it. With `edge`, the page is first scrolled so that the control sits at the top of the window (under the top
 * bar) or at its bottom, and the control is given the focus. In one call to the page, as a form has many controls.
 */
function sightOf(control: Locator, { topBar, banner }: Chrome, edge?: 'top' | 'bottom') {
  return control.evaluate(
    (element, [edge, topBar, banner]) => {
      if (edge) {
        const before = element.getBoundingClientRect()
        window.scrollBy(0, edge === 'top' ? before.top - 8 : before.bottom - (window.innerHeight - 8))
        ;(element as HTMLElement).focus()
      }
      const box = element.getBoundingClientRect()
      const overlaps = (other: DOMRect) =>
        other.width > 0 &&
        other.height > 0 &&
        other.left < box.right &&
        box.left < other.right &&
        other.top < box.bottom &&
        box.top < other.bottom
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return {
        name: `${element.getAttribute('name')} ${element.textContent}`.trim(),
        focused: document.activeElement === element,
        sight: {
          inWindow: box.top >= 0 && box.bottom <= window.innerHeight,
          underTopBar: overlaps(topBar.getBoundingClientRect()),
          underBanner: overlaps(banner.getBoundingClientRect()),
          covered:
            hit === null || element.contains(hit) ? null : `${hit.tagName} ${hit.textContent?.trim().slice(0, 40)}`,
        },
      }
    },
    [edge ?? null, topBar, banner] as const,
  )
}

const inSight = { inWindow: true, underTopBar: false, underBanner: false, covered: null }

/** The control is wholly in the window, clear of the top bar and the cookie banner, and nothing else lies on it. */
async function expectInSight(page: Page, control: Locator, what: string) {
  const { sight } = await sightOf(control, await chromeOf(page))
  expect(sight, what).toEqual(inSight)
}

for (const width of [375, 1280]) {
  for (const scripts of [true, false]) {
    test.describe(`at ${width} px ${scripts ? 'with' : 'without'} JavaScript, before the cookie question is answered`, () => {
      test.use({ viewport: { width, height: width === 375 ? 740 : 800 }, javaScriptEnabled: scripts })

      for (const path of formPages) {
        test(`every field and button of the form on ${path} comes into view clear of the cookie banner and the top bar`, async ({
          page,
        }) => {
          await page.goto(path)
          if (scripts) await whenScriptReady(page)
          await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
          const controls = await formControls(page).filter({ visible: true }).all()
          expect(controls.length, 'the form has fields and a button').toBeGreaterThan(1)
          const chrome = await chromeOf(page)
          for (const control of controls) {
            for (const edge of ['top', 'bottom'] as const) {
              const { name, focused, sight } = await sightOf(control, chrome, edge)
              const what = `${name}, turned to from the ${edge} of the window`
              expect(focused, what).toBe(true)
              expect(sight, what).toEqual(inSight)
            }
          }
        })
      }
    })
  }

  test.describe(`at ${width} px without JavaScript`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 }, javaScriptEnabled: false })

    test('a visitor fills and sends the contact form without answering the cookie banner, seeing each field', async ({
      page,
    }) => {
      await ownAddress(page)
      await page.goto('/contact')
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toBeVisible()
      const form = page.getByRole('main').locator('form')

      // The visitor taps the first field, then moves on with the keyboard, as they would on a phone.
      const name = form.getByLabel('Name')
      await name.focus()
      await expectInSight(page, name, 'Name')
      await page.keyboard.type('Asha Rao')
      await page.keyboard.press('Tab')
      const email = form.getByLabel('Email')
      await expect(email).toBeFocused()
      await expectInSight(page, email, 'Email')
      await page.keyboard.type('asha@example.com')
      await page.keyboard.press('Tab')
      const message = form.getByLabel('Message')
      await expect(message).toBeFocused()
      await expectInSight(page, message, 'Message')
      await page.keyboard.type('Do you cover sangeet nights in Vizag?')
      await page.keyboard.press('Tab')
      const send = form.getByRole('button', { name: 'Send Message' })
      await expect(send).toBeFocused()
      await expectInSight(page, send, 'Send Message')
      await page.keyboard.press('Enter')

      const panel = page.getByRole('region', { name: 'Message sent successfully!' })
      await expect(panel).toContainText(/Your reference: CM-\d+/)
      await expect(panel).toContainText('Do you cover sangeet nights in Vizag?')
      const heading = panel.getByRole('heading', { name: 'Message sent successfully!' })
      await expect(heading).toBeFocused()
      await expectInSight(page, heading, 'the success heading')
      // The question is still open, for whenever the visitor wants to answer it.
      await expect(banner).toBeVisible()
    })
  })
}

test.describe('at 375 px with JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('after a message is sent, its success heading takes focus in view below the top bar', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/contact')
    await whenScriptReady(page)
    const form = page.getByRole('main').locator('form')
    await form.getByLabel('Name').fill('Asha Rao')
    await form.getByLabel('Email').fill('asha@example.com')
    await form.getByLabel('Message').fill('Do you cover sangeet nights in Vizag?')
    // The visitor has scrolled on until the button is at the top of the window, and sends from there.
    const send = form.getByRole('button', { name: 'Send Message' })
    await send.focus()
    await sightOf(send, await chromeOf(page), 'top')
    await page.keyboard.press('Enter')

    const heading = page.getByRole('heading', { name: 'Message sent successfully!' })
    await expect(heading).toBeFocused()
    await expectInSight(page, heading, 'the success heading')
  })
})
