import { describe, expect, test } from 'vitest'
import { formatRupees, gstLine, withGst } from './prices'

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

describe('prices with GST', () => {
  test('adds GST at the rate it is given and rounds to whole rupees', () => {
    expect(withGst(59999, 18)).toEqual({ amount: 59999, ratePercent: 18, gst: 10800, total: 70799 })
    expect(withGst(5997, 18).total).toBe(7076)
    expect(withGst(1000, 5).total).toBe(1050)
  })

  test('says the price, the rate and the total in one line', () => {
    expect(gstLine(59999, 18)).toBe('₹59,999 + 18% GST = ₹70,799')
    expect(gstLine(59999, 12)).toBe('₹59,999 + 12% GST = ₹67,199')
  })
})
