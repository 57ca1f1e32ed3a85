import { expect, test } from 'vitest'
import { indianDigits } from './indian-digits'

test('groups digits the way Intl does for en-IN: the last three, then pairs', () => {
  const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
  const values = [0, 7, 99, 999, 1000, 1999, 14999, 99999, 100000, 150000, 2500000, 10000000, 123456789, 9007199254740]
  for (const value of [...values, ...values.filter((v) => v > 0).map((v) => -v), 4999.4, 4999.5, -12.5, 0.4]) {
    expect(indianDigits(value), String(value)).toBe(intl.format(value))
  }
})
