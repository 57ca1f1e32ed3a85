import { dateInWords, timeInIndia } from '~/india/date-in-words'

// A booking's events as people read them, wherever the booking is read: its entry in the catalogue (the team's
// view of its stored events), its words and its mails.

/**
 * One event of a booking: its day (YYYY-MM-DD), its start time in India (HH:MM), where it is, if the customer
 * said what it is ('haldi') and, booked by the hour, for how many hours. Several events may fall on one day, at
 * different times.
 */
export type BookingEvent = { date: string; time: string; location: string; note?: string | null; hours?: number }

/** One event in words: 'Fri, 12 Feb 2027, 18:30 IST'. */
export function eventWhen(event: Pick<BookingEvent, 'date' | 'time'>) {
  return `${dateInWords(event.date)}, ${timeInIndia(event.time)}`
}

/** One event in words with its hours, when booked by the hour: 'Fri, 12 Feb 2027, 18:30 IST, 3 hours'. */
export function eventWhenAndHowLong(event: BookingEvent) {
  return `${eventWhen(event)}${event.hours ? `, ${event.hours} ${event.hours === 1 ? 'hour' : 'hours'}` : ''}`
}

/** One event as the team reads it: when and for how long, what it is, and where. */
export function eventAsRead(event: BookingEvent) {
  return `${eventWhenAndHowLong(event)}${event.note ? ` (${event.note})` : ''}, ${event.location}`
}

/**
 * A booking's stored events (JSON, see BookingsTable) as the team reads them, one a line: 'Fri, 12 Feb 2027, 18:30
 * IST (haldi), Jubilee Hills', with the hours of each event booked by the hour.
 */
export function eventsAsRead(stored: string) {
  try {
    const events = JSON.parse(stored) as BookingEvent[]
    return events.map(eventAsRead).join('\n')
  } catch {
    return stored
  }
}
