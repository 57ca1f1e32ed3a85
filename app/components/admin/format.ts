import { site } from '~/content/site'

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: site.timeZone,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** A stored UTC time as the team reads it, in India's time. */
export function formatTime(iso: string | null | undefined) {
  if (!iso) return '—'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}
