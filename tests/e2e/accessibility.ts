import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

/**
 * The page's WCAG 2.1 A and AA violations, each as "rule: the elements it found", judged as a visitor who prefers
 * reduced motion sees the page, once every animation on it has finished. axe reads colours as they are drawn at
 * that instant: a toast fading in, or fading out when its four seconds end during a check slowed by a busy
 * machine, failed colour contrast at a moment no visitor stops at. With reduced motion the site and its toasts
 * neither fade nor slide (tests/e2e/toasts.spec.ts), so nothing is ever half drawn. The page keeps its own
 * preference afterwards.
 */
export async function accessibilityViolations(page: Page) {
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  try {
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.getAnimations().filter((animation) => animation.playState !== 'finished').length,
          ),
        {
          message: 'every animation on the page has finished',
        },
      )
      .toBe(0)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  } finally {
    await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' })
  }
}
