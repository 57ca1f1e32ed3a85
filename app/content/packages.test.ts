import { describe, expect, test } from 'vitest'
import { bookablePackage, bookablePackages } from './packages'

describe('what a booking can be for', () => {
  test('a wedding package of several events asks for every date; the hourly plan for hours', () => {
    expect(bookablePackage('wedding-gold')).toMatchObject({ name: 'Gold package', events: 4, hourly: false })
    expect(bookablePackage('wedding-platinum')?.events).toBe(6)
    expect(bookablePackage('wedding-basic')?.events).toBe(1)
    expect(bookablePackage('hourly')).toMatchObject({ hourly: true, events: 1 })
    expect(bookablePackage('no-such-package')).toBeNull()
    expect(bookablePackages.map((item) => item.id)).toContain('corporate-monthly')
  })
})
