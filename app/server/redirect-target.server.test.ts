import { describe, expect, it } from 'vitest'
import { offSiteTargets } from '../../tests/fixtures/off-site-targets'
import { safeRedirectTarget } from './redirect-target.server'

describe('the target of a redirect a visitor can choose', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeRedirectTarget('/console/leads/bookings?status=pending&q=a%20b', '/console')).toBe(
      '/console/leads/bookings?status=pending&q=a%20b',
    )
    expect(safeRedirectTarget('/blog/plan-reels#newsletter', '/')).toBe('/blog/plan-reels#newsletter')
    expect(safeRedirectTarget('/', '/console')).toBe('/')
  })

  it('resolves dot segments that stay on the site', () => {
    expect(safeRedirectTarget('/blog/../contact', '/')).toBe('/contact')
  })

  const named = offSiteTargets.map((target) => [
    target.length > 40 ? `${target.slice(0, 8)}… (${target.length} characters)` : JSON.stringify(target),
    target,
  ])
  it.each(named)('lands on the default page for %s', (_name, target) => {
    expect(safeRedirectTarget(target, '/console')).toBe('/console')
  })

  it('lands on the default page for anything that is not text', () => {
    for (const value of [null, undefined, 42, ['/console/leads'], { path: '/console' }]) {
      expect(safeRedirectTarget(value, '/')).toBe('/')
    }
  })
})
