import { monthNames } from './india-time'

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/**
 * A calendar day (YYYY-MM-DD) as people in India read it, day first: '2027-02-02' → 'Tue, 2 Feb 2027'. Anything
 * that is not a real day comes back as it was.
 */
export function dateInWords(day: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim())
  if (!match) return day
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const value = new Date(Date.UTC(year, month, date))
  if (value.getUTCMonth() !== month || value.getUTCDate() !== date) return day
  return `${weekdays[value.getUTCDay()]}, ${date} ${monthNames[month].slice(0, 3)} ${year}`
}

/**
 * A day typed out without a picker, day first as in India (DD/MM/YYYY, with /, - or . between), as the
 * picker's own form (YYYY-MM-DD); a value already in that form, or one that cannot be read, is left as it is.
 */
export function dayFirstToIso(typed: string) {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed.trim())
  if (!match) return typed
  return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`
}
