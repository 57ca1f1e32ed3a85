import { type Page, expect, test } from '@playwright/test'
import { holdToasts, toastWith, whenScriptReady } from './forms-support'

// Every toast the site shows is sonner's, drawn by app/components/ui/toast.tsx, so one toast stands for all:
// here the booking form's, shown when it is sent empty.

type Motion = { name: string; ms: number }

/** Records every transition and animation that starts on a toast or inside one, with how long it lasts. */
async function recordToastMotion(page: Page) {
  await page.addInitScript(() => {
    const motion: { name: string; ms: number }[] = []
    Reflect.set(window, 'toastMotion', motion)
    const record = (event: TransitionEvent | AnimationEvent) => {
      const target = event.target
      if (!(target instanceof Element) || !target.closest('[data-sonner-toast]')) return
      const name = event instanceof TransitionEvent ? event.propertyName : event.animationName
      const started = target
        .getAnimations()
        .find(
          (animation) =>
            (animation instanceof CSSTransition
              ? animation.transitionProperty
              : animation instanceof CSSAnimation
                ? animation.animationName
                : '') === name,
        )
      motion.push({ name, ms: Number(started?.effect?.getTiming().duration ?? 0) })
    }
    document.addEventListener('transitionrun', record)
    document.addEventListener('animationstart', record)
  })
}

function toastMotion(page: Page) {
  return page.evaluate((): Motion[] => Reflect.get(window, 'toastMotion'))
}

/** Sends the booking form empty, waits for its toast and closes it. */
async function showAndCloseToast(page: Page) {
  await holdToasts(page)
  await page.goto('/book')
  await whenScriptReady(page)
  await page.getByRole('main').getByRole('button', { name: 'Book Now' }).click()
  await toastWith(page, 'Please enter your name').getByRole('button', { name: 'Close toast' }).click()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
}

test('a toast slides and fades in and out', async ({ page }) => {
  await recordToastMotion(page)
  await showAndCloseToast(page)
  expect(await toastMotion(page)).toEqual(
    expect.arrayContaining([
      { name: 'opacity', ms: 400 },
      { name: 'transform', ms: 400 },
    ]),
  )
})

test.describe('for a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('a toast comes and goes without fading or sliding', async ({ page }) => {
    await recordToastMotion(page)
    await showAndCloseToast(page)
    expect((await toastMotion(page)).filter((motion) => motion.ms > 1)).toEqual([])
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('a toast opens below the top bar and leaves the field to correct in sight', async ({ page }) => {
    await holdToasts(page)
    await page.goto('/book')
    await whenScriptReady(page)
    // The visitor has scrolled the form up until its first field sits just below the top bar, where a toast
    // opens, and sends the form from that field with nothing in it.
    const field = page.getByRole('main').getByLabel('Name', { exact: true })
    const topBar = page.getByRole('banner')
    await field.focus()
    const topBarBottom = await topBar.evaluate((bar) => bar.getBoundingClientRect().bottom)
    await field.evaluate(
      (element, top) => window.scrollBy(0, element.getBoundingClientRect().top - top - 16),
      topBarBottom,
    )
    await page.keyboard.press('Enter')
    const toast = toastWith(page, 'Please enter your name')
    await expect(toast).toBeVisible()
    await expect(field).toBeFocused()
    await expect
      .poll(async () => {
        const [shown, bar, named] = await Promise.all([toast.boundingBox(), topBar.boundingBox(), field.boundingBox()])
        if (!shown || !bar || !named) return 'not all on the page'
        return {
          overTopBar: shown.y < bar.y + bar.height,
          overField: shown.y < named.y + named.height && named.y < shown.y + shown.height,
          fieldInWindow: named.y >= 0 && named.y + named.height <= 740,
        }
      })
      .toEqual({ overTopBar: false, overField: false, fieldInWindow: true })
  })
})
