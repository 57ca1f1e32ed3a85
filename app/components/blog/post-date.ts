import { format } from 'date-fns'

const postTimeZone = 'Asia/Kolkata'

/**
 * A post's date as 'MMM dd, yyyy', on the calendar of India (where the business is), whatever the time zone
 * of the server or the reader: a post published at 00:30 IST is dated that day, not the day before.
 */
export function formatPostDate(iso: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: postTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return format(new Date(part('year'), part('month') - 1, part('day')), 'MMM dd, yyyy')
}

export function readingTimeLabel(minutes: number) {
  return `${minutes} min read`
}
