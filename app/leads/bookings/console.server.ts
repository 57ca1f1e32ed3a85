import type { Kysely } from 'kysely'
import { bookablePackages } from '~/content/packages'
import { database } from '~/server/db.server'
import type { Database } from '~/server/schema.server'
import { eventFields } from './messages'
import { moveForTeam } from './moves.server'
import type { StoredBooking } from './schema'
import { bookingById } from './rows.server'
import { versionsOf } from './versions.server'
import { eventAsRead } from './events'
import { bookingPrice } from './words'

// What the console shows of a booking beyond its columns (docs/decisions/0097): the customer's open request to
// move it, first; the form that changes it, filled with the version that stands; its requests to move and its
// versions, newest first.

/** A booking's fields as its form names them, filled with what stands: what the console's change form shows. */
export function formValuesOf(booking: StoredBooking): Record<string, string> {
  const dayFirst = (date: string) => {
    const [year, month, day] = date.split('-')
    return `${Number(day)}/${Number(month)}/${year}`
  }
  const events = Object.fromEntries(
    booking.events.flatMap((event, index) => {
      const names = eventFields(index)
      return [
        [names.date, dayFirst(event.date)],
        [names.time, event.time],
        [names.location, event.location],
        [names.note, event.note ?? ''],
        // An event booked by the hour has its own hours; the first event's field is the booking's `hours`.
        ...(event.hours ? [[names.hours, String(event.hours)]] : []),
      ]
    }),
  )
  return {
    name: booking.name,
    phone: booking.phoneAsRead,
    email: booking.email ?? '',
    packageId: booking.packageId ?? '',
    hours: booking.hours === null ? '' : String(booking.hours),
    weeks: booking.weeks === null ? '' : String(booking.weeks),
    contactName: booking.dayContact?.name ?? '',
    contactPhone: booking.dayContact?.phoneAsRead ?? '',
    agreedPrice: booking.agreedPrice ? String(booking.agreedPrice) : '',
    ...events,
  }
}

/** Everything the console's booking panel shows; null for a booking no longer kept. */
export async function bookingConsole(id: number, db: Kysely<Database> = database().db) {
  const booking = await bookingById(db, id)
  const row = await db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirst()
  if (!booking || !row) return null
  const moves = await db
    .selectFrom('request_updates')
    .leftJoin('staff', 'staff.id', 'request_updates.answered_by')
    .select([
      'request_updates.id',
      'request_updates.moved_event',
      'request_updates.moved_date',
      'request_updates.moved_time',
      'request_updates.note',
      'request_updates.answer',
      'request_updates.answer_note',
      'request_updates.answered_at',
      'request_updates.created_at',
      'staff.name as answered_by',
    ])
    .where('request_updates.lead_type', '=', 'bookings')
    .where('request_updates.lead_id', '=', id)
    .where('request_updates.action', '=', 'move')
    .orderBy('request_updates.id', 'desc')
    .execute()
  const asked = moves.map(({ moved_event, moved_date, moved_time, ...move }) => ({
    ...move,
    what: moveForTeam(booking, { event: moved_event, date: moved_date ?? '', time: moved_time ?? '' }),
  }))
  const editable = row.status === 'pending' || row.status === 'confirmed'
  return {
    editable,
    /** What it costs with GST, in the words its customer's page and mails use. */
    price: bookingPrice(booking),
    /** Its events, one line each, in the order they happen. */
    events: booking.events.map(eventAsRead),
    values: formValuesOf(booking),
    packages: bookablePackages.map((item) => ({ value: item.id, label: item.name })),
    openMove: editable ? (asked.find((move) => move.answer === null) ?? null) : null,
    moves: asked,
    versions: await versionsOf(id, db),
  }
}

export type BookingConsole = NonNullable<Awaited<ReturnType<typeof bookingConsole>>>

/** The customers' requests to move their bookings that the team has not answered, oldest first, for the dashboard. */
export async function openMoveRequests(db: Kysely<Database> = database().db) {
  const rows = await db
    .selectFrom('request_updates')
    .innerJoin('bookings', 'bookings.id', 'request_updates.lead_id')
    .select(['bookings.id', 'bookings.name', 'request_updates.created_at'])
    .where('request_updates.lead_type', '=', 'bookings')
    .where('request_updates.action', '=', 'move')
    .where('request_updates.answer', 'is', null)
    .where('bookings.status', 'in', ['pending', 'confirmed'])
    .orderBy('request_updates.id')
    .execute()
  return rows.map((row) => ({ id: row.id, name: row.name, asked: row.created_at }))
}
