import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from './redirect-target.server'

// Targets that leave the site once a browser reads them as a Location, or that are no path at all.
export const offSiteTargets = [
  '//x',
  '/\\x',
  '/.//x',
  '/%2e//x',
  '/%2E%2e//x',
  '/a/..//x',
  '/%5c%5cx',
  '/%2f%2fx',
  '/\t/x',
  '/\n/x',
  '/ /x',
  'https://x',
  'http:x',
  'javascript:alert(1)',
  'x',
  '',
  `/${'a'.repeat(5000)}`,
  '/%',
]

describe('the target of a redirect a visitor can choose', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeRedirectTarget('/admin/leads/bookings?status=pending&q=a%20b', '/admin')).toBe(
      '/admin/leads/bookings?status=pending&q=a%20b',
    )
    expect(safeRedirectTarget('/blog/plan-reels#newsletter', '/')).toBe('/blog/plan-reels#newsletter')
    expect(safeRedirectTarget('/', '/admin')).toBe('/')
  })

  it('resolves dot segments that stay on the site', () => {
    expect(safeRedirectTarget('/blog/../contact', '/')).toBe('/contact')
  })

  it.each(offSiteTargets)('lands on the default page for %j', (target) => {
    expect(safeRedirectTarget(target, '/admin')).toBe('/admin')
  })

  it('lands on the default page for anything that is not text', () => {
    for (const value of [null, undefined, 42, ['/admin/leads'], { path: '/admin' }]) {
      expect(safeRedirectTarget(value, '/')).toBe('/')
    }
  })
})
