import { describe, expect, test } from 'vitest'
import { formatRupees } from './packages'

describe('formatRupees', () => {
  test('groups thousands, then every two digits, as Indian prices are written', () => {
    expect(formatRupees(1999)).toBe('₹1,999')
    expect(formatRupees(14999)).toBe('₹14,999')
    expect(formatRupees(99999)).toBe('₹99,999')
    expect(formatRupees(150000)).toBe('₹1,50,000')
    expect(formatRupees(2500000)).toBe('₹25,00,000')
    expect(formatRupees(10000000)).toBe('₹1,00,00,000')
  })

  test('leaves amounts below a thousand ungrouped', () => {
    expect(formatRupees(0)).toBe('₹0')
    expect(formatRupees(999)).toBe('₹999')
  })

  test('shows whole rupees', () => {
    expect(formatRupees(4999.4)).toBe('₹4,999')
  })
})
