/**
 * A whole number written with Indian digit grouping: 1999 → '1,999', 150000 → '1,50,000'.
 *
 * Written out rather than with Intl.NumberFormat, because a browser's first NumberFormat loads its locale data on
 * the main thread: 15–20 ms on a fast desktop, four times that on the phones Lighthouse models, in the middle of
 * loading every page that shows a price.
 */
export function indianDigits(value: number) {
  const whole = Math.round(Math.abs(value))
  const digits = String(whole)
  const lastThree = digits.slice(-3)
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${value < 0 && whole !== 0 ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`
}
