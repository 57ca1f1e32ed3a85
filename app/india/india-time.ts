// The business keeps India's time. India has one offset all year (UTC+5:30, no daylight saving), so its
// calendar is plain arithmetic on UTC: the same answer on any server, and in a browser no Intl formatter,
// whose first use loads locale data (20–40 ms) while the page starts.

export const indiaTimeZone = 'Asia/Kolkata'

const offsetMs = 330 * 60_000
const dayMs = 86_400_000

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** The day in India at an instant: its year, month (0 for January) and day of the month. */
export function indianCalendarDay(instant: Date | number | string) {
  const shifted = new Date(new Date(instant).getTime() + offsetMs)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() }
}

/** The date in India (YYYY-MM-DD) at an instant, by default now. */
export function indianDate(instant: Date | number = new Date()) {
  return new Date(new Date(instant).getTime() + offsetMs).toISOString().slice(0, 10)
}

/** The instant a day in India (YYYY-MM-DD) begins. */
export function startOfIndianDay(day: string) {
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs)
}

/** The instant the next day in India begins after the given one (YYYY-MM-DD). */
export function endOfIndianDay(day: string) {
  return new Date(startOfIndianDay(day).getTime() + dayMs)
}

/** A day in India as the site writes dates ('MMM dd, yyyy', for example 'Jan 05, 2025'). */
export function indianDateLabel(instant: Date | number | string) {
  const { year, month, day } = indianCalendarDay(instant)
  return `${monthNames[month].slice(0, 3)} ${String(day).padStart(2, '0')}, ${year}`
}

/** Hours of the day as a visitor reads them, saying whose: 'Daily 9:00 AM to 9:00 PM' → 'Daily 9:00 AM to 9:00 PM IST'. */
export function inIndianTime(hours: string) {
  return /\bIST\b/.test(hours) ? hours : `${hours} IST`
}

/** How the console's column headers name India's time zone. */
export const indiaZoneLabel = 'IST UTC+05:30'

/** A stored UTC time in India's time as spreadsheets read it ('2025-01-05 18:30:00'); other text unchanged. */
export function indianDateTime(iso: string) {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  return new Date(time + offsetMs).toISOString().slice(0, 19).replace('T', ' ')
}
