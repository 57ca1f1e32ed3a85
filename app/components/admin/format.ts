import { indiaTimeZone } from '~/india-time'

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
  return column.endsWith('_at') && typeof value === 'string' ? formatTime(value) : String(value)
}

/** A stored UTC time as the team reads it, in India's time. */
export function formatTime(iso: string | null | undefined) {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}
