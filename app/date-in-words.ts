import { indianDate, monthNames } from './india-time'

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/**
 * A calendar day as people in India read it, day first: '2027-02-02' (or typed day first, '2/2/2027') →
 * 'Tue, 2 Feb 2027'. Anything that is not a real day comes back as it was.
 */
export function dateInWords(day: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dayFirstToIso(day))
  if (!match) return day
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const value = new Date(Date.UTC(year, month, date))
  if (value.getUTCMonth() !== month || value.getUTCDate() !== date) return day
  return `${weekdays[value.getUTCDay()]}, ${date} ${monthNames[month].slice(0, 3)} ${year}`
}

/**
 * The day in India of a stored instant (an ISO time, kept in UTC), in words: a booking made at 02:51 in India on
 * 28 November is stored as 21:21 on the 27th and was made on 'Sat, 28 Nov 2026'.
 */
export function indianDayInWords(instant: string) {
  const time = Date.parse(instant)
  return Number.isNaN(time) ? instant : dateInWords(indianDate(time))
}

/**
 * A day typed day first as in India (DD/MM/YYYY, with /, -, . or spaces between; the three boxes of a date
 * field arrive so), as YYYY-MM-DD. The year keeps the digits it was typed with, so that a short or long one
 * can be named as the problem. A value already in that form, or one that cannot be read, is left as it is.
 */
export function dayFirstToIso(typed: string) {
  const match = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d+)$/.exec(typed.trim())
  if (!match) return typed.trim()
  return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`
}

/** A time of day (HH:MM) as the site writes it for a shoot in India: '18:30 IST'. */
export function timeInIndia(time: string) {
  const match = /^(\d{2}):(\d{2})/.exec(time.trim())
  return match ? `${match[1]}:${match[2]} IST` : time
}
