import { dateInWords, timeInIndia } from '~/india/date-in-words'
import { indiaTimeZone } from '~/india/india-time'
import { isDayColumn, isTimeColumn } from '~/leads/catalogue'

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: indiaTimeZone,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** One stored field as the team reads it: days in words, times in India's time, an empty value as a dash. */
export function formatField(column: string, value: unknown) {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value !== 'string') return String(value)
  if (isTimeColumn(column)) return formatTime(value)
  if (isDayColumn(column)) return dateInWords(value)
  if (column === 'event_time') return timeInIndia(value)
  return value
}

/** A stored UTC time as the team reads it, in India's time; `zone` names the zone where no header does. */
export function formatTime(iso: string | null | undefined, { zone = false } = {}) {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return zone ? `${dateTime.format(date)} IST` : dateTime.format(date)
}
