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

/** A month named in English by at least its first three letters ('Dec', 'Sept', 'december'), as 1 to 12. */
function monthNumber(name: string) {
  const typed = name.toLowerCase()
  if (typed.length < 3) return null
  const index = monthNames.findIndex((month) => month.toLowerCase().startsWith(typed))
  return index === -1 ? null : index + 1
}

const ordinal = '(?:st|nd|rd|th)?'
const gap = '[\\s/.,-]'
const numericDate = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d+)$/
const dayThenMonthName = new RegExp(`^(\\d{1,2})${ordinal}${gap}*([a-z]+)\\.?${gap}*(\\d+)$`, 'i')
const monthNameThenDay = new RegExp(`^([a-z]+)\\.?${gap}*(\\d{1,2})${ordinal}${gap}+(\\d+)$`, 'i')
const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})$/

/**
 * The day, month and year of a whole date typed or pasted in one go, day first as in India: '05/12/2026',
 * '5-12-2026', '5.12.2026', '5 12 2026', '5 Dec 2026', '5th December, 2026'. A month written as a word is read
 * wherever it stands ('Dec 5, 2026', as the site writes dates), and a year written first is read as computers
 * write it (2026-12-05). The year keeps the digits it was typed with, so a short or long one can be named as the
 * problem. Null for anything else.
 */
export function partsOfDate(typed: string) {
  const text = typed.trim()
  const numeric = numericDate.exec(text)
  if (numeric) return { day: numeric[1], month: numeric[2], year: numeric[3] }
  const iso = yearFirst.exec(text)
  if (iso) return { day: iso[3], month: iso[2], year: iso[1] }
  const named = dayThenMonthName.exec(text)
  const month = named ? monthNumber(named[2]) : null
  if (named && month) return { day: named[1], month: String(month), year: named[3] }
  const monthFirst = monthNameThenDay.exec(text)
  const firstMonth = monthFirst ? monthNumber(monthFirst[1]) : null
  if (monthFirst && firstMonth) return { day: monthFirst[2], month: String(firstMonth), year: monthFirst[3] }
  return null
}

/**
 * A day typed day first as in India (DD/MM/YYYY, with /, -, . or spaces between, or with the month in words; the
 * three boxes of a date field arrive so), as YYYY-MM-DD. The year keeps the digits it was typed with. A value that
 * cannot be read is left as it is.
 */
export function dayFirstToIso(typed: string) {
  const parts = partsOfDate(typed)
  if (!parts) return typed.trim()
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`
}

/** A time of day (HH:MM) as the site writes it for a shoot in India: '18:30 IST'. */
export function timeInIndia(time: string) {
  const match = /^(\d{2}):(\d{2})/.exec(time.trim())
  return match ? `${match[1]}:${match[2]} IST` : time
}
