// How the site writes a price: rupees in Indian digit grouping, and GST at a rate it is given: the rate in the
// business's facts as saved, for a page drawn now, or the rate a booking was made at (docs/decisions/0125).

import { indianDigits } from '../india/indian-digits'

/**
 * A price with GST at a rate in percent, in whole rupees: 59999 at 18 → GST 10,800, total 70,799.
 * The one place a total is worked out, for every page that shows one.
 */
export function withGst(amount: number, ratePercent: number) {
  const total = Math.round((amount * (100 + ratePercent)) / 100)
  return { amount, ratePercent, gst: total - amount, total }
}

/** '₹59,999 + 18% GST = ₹70,799' */
export function gstLine(amount: number, ratePercent: number) {
  const { total } = withGst(amount, ratePercent)
  return `${formatRupees(amount)} + ${ratePercent}% GST = ${formatRupees(total)}`
}

/** 14999 → '₹14,999'; 150000 → '₹1,50,000' (Indian digit grouping). */
export function formatRupees(amount: number) {
  return `₹${indianDigits(amount)}`
}

export const gstNote = '+ GST'
