import { indiaTimeZone } from '~/india-time'
import { isTimeColumn } from '~/leads/catalogue'

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: indiaTimeZone,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** One stored field as the team reads it: times in India's time, an empty value as a dash. */
export function formatField(column: string, value: unknown) {
  if (value === null || value === undefined || value === '') return '—'
  return isTimeColumn(column) && typeof value === 'string' ? formatTime(value) : String(value)
}

/** A stored UTC time as the team reads it, in India's time; `zone` names the zone where no header does. */
export function formatTime(iso: string | null | undefined, { zone = false } = {}) {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return zone ? `${dateTime.format(date)} IST` : dateTime.format(date)
}
