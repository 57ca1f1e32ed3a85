import type { Kysely, Selectable, Transaction } from 'kysely'
import { z } from 'zod'
import { moveNoteMaxLength, moveRequestWords } from '~/content/request-page'
import { indianDayInWords } from '~/india/date-in-words'
import { type FieldErrors, asLines, fieldErrors, startProblem, tooLong } from '~/forms/field-rules'
import { futureDate, time } from '~/forms/fields'
import type { RequestUpdatesTable } from '~/leads/tables'
import { recordEvent } from '~/server/audit.server'
import { database } from '~/server/db.server'
import { enqueueMail, wakeOutbox } from '~/server/outbox.server'
import {
  type ChangeOptions,
  type OpenedRequest,
  RequestChangeError,
  requestWordsNow,
  addUpdate,
  forMail,
  mailSite,
  toCustomer,
  toTeam,
} from '~/leads/requests/updates.server'
import type { Database } from '~/server/schema.server'
import { visitorMayBeMailed } from '~/server/visitor-mail.server'
import { signingKey } from '~/server/signed-links.server'
import { moveAskedMail } from '../request-mail'
import { type MoveAsked, moveReceivedMail } from './change-mail'
import { allEvents, bookingMessages } from './messages'
import { type BookingEvent, eventWhen } from './events'
import type { StoredBooking } from './schema'

// A customer asks on their booking's page to move it, one event or all of them (docs/decisions/0097). The request
// is kept open for the team, who accept it (the booking changes: ./changes.server.ts) or decline it with a reason;
// the customer is mailed that it arrived, and again when it is answered. A booking has one open request at a time.

type Db = Kysely<Database> | Transaction<Database>

/**
 * The form that asks to move a booking: which event (for a booking of several), the new date (within two years)
 * and start time (not one already passed today), and a note that keeps its line breaks.
 */
export function moveRequestSchema(now: () => Date, events = 1) {
  const choices = [allEvents, ...Array.from({ length: events }, (_, index) => String(index + 1))]
  return z
    .object({
      event: z
        .string()
        .optional()
        .transform((value, ctx) => {
          if (events === 1) return 1
          if (value && choices.includes(value)) return value === allEvents ? null : Number(value)
          ctx.addIssue({ code: 'custom', message: moveRequestWords.whichNeeded })
          return z.NEVER
        }),
      date: futureDate(now),
      time: time(bookingMessages.time),
      note: z
        .string()
        .overwrite(asLines)
        .trim()
        .max(moveNoteMaxLength, tooLong('Your note', moveNoteMaxLength))
        .optional()
        .default(''),
    })
    .superRefine((value, ctx) => {
      const passed = startProblem(value.date, value.time, now())
      if (passed) ctx.addIssue({ code: 'custom', path: ['time'], message: passed })
    })
}

/** The customer's request to move the booking that the team has not answered yet, if there is one. */
export async function openMove(db: Db, id: number) {
  const latest = await db
    .selectFrom('request_updates')
    .selectAll()
    .where('lead_type', '=', 'bookings')
    .where('lead_id', '=', id)
    .where('action', '=', 'move')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return latest && latest.answer === null ? latest : null
}

/** A request to move as it was asked: which event (null for all), and the new day and start time. */
export type Move = { event: number | null; date: string; time: string }

/** The booking as a move leaves it: one event at the new day and time, or every event shifted by the same days. */
export function moved(booking: StoredBooking, move: Move): StoredBooking {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000
  const shift = day(move.date) - day(booking.events[0].date)
  const events: BookingEvent[] = booking.events.map((event, index) => {
    if (booking.events.length === 1 || move.event === index + 1) return { ...event, date: move.date, time: move.time }
    if (move.event !== null) return event
    const date = new Date((day(event.date) + shift) * 86_400_000).toISOString().slice(0, 10)
    return { ...event, date, time: index === 0 ? move.time : event.time }
  })
  return { ...booking, events: events.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time)) }
}

/** What a request to move asks, as the customer's mails name it. */
export function moveAsked(move: Move, events: number): MoveAsked {
  return { event: move.event, events, when: eventWhen(move) }
}

/** What a request to move asks, as the team reads it: which event, what it is, and the new day and time. */
export function moveForTeam(booking: StoredBooking, move: Move) {
  if (booking.events.length === 1) return eventWhen(move)
  if (move.event === null) return `All events, the first at ${eventWhen(move)}`
  const note = booking.events[move.event - 1]?.note
  return `Event ${move.event}${note ? ` (${note})` : ''}: ${eventWhen(move)}`
}

/** Marks the customer's request to move answered. */
export async function answerMove(
  trx: Transaction<Database>,
  moveId: number,
  answer: { answer: 'accepted' | 'declined'; note: string | null; staffId: number; at: Date },
) {
  await trx
    .updateTable('request_updates')
    .set({
      answer: answer.answer,
      answer_note: answer.note,
      answered_by: answer.staffId,
      answered_at: answer.at.toISOString(),
    })
    .where('id', '=', moveId)
    .where('answer', 'is', null)
    .execute()
}

/**
 * What the booking's page says of the customer's last request to move it, from what its page keeps (newest
 * first): the request while the team has not answered it and the booking may still be moved, or the team's
 * reason for declining it.
 */
export function movesOnItsPage(
  updates: readonly Selectable<RequestUpdatesTable>[],
  events: number,
  changeable: boolean,
) {
  const asked = updates.find((update) => update.action === 'move')
  const open = asked && asked.answer === null && changeable ? asked : null
  const declined = asked?.answer === 'declined' ? asked : null
  return {
    moveAsked:
      open?.moved_date && open.moved_time
        ? {
            what: moveRequestWords.what(open.moved_event, events),
            when: eventWhen({ date: open.moved_date, time: open.moved_time }),
            day: indianDayInWords(open.created_at),
          }
        : null,
    moveDeclined:
      declined?.moved_date && declined.moved_time
        ? moveRequestWords.declined(
            moveRequestWords.what(declined.moved_event, events),
            eventWhen({ date: declined.moved_date, time: declined.moved_time }),
            declined.answer_note ?? '',
          )
        : null,
  }
}

/**
 * The customer asks to move their booking: kept for the team, who are mailed, and acknowledged to the customer;
 * nothing else changes until the team answers.
 */
export async function askToMove(
  opened: OpenedRequest & { booking: StoredBooking },
  input: Record<string, string>,
  options: ChangeOptions,
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  const { db, engine } = options.handle ?? database()
  const now = options.now ?? new Date()
  const { booking } = opened
  const parsed = moveRequestSchema(() => now, booking.events.length).safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const { event, date, time: startTime, note } = parsed.data
  const move = { event: booking.events.length === 1 ? 1 : event, date, time: startTime.slice(0, 5) }
  const key = await signingKey(db)
  const asked = await db.transaction().execute(async (trx) => {
    // One open request at a time, so that one visitor cannot mail the team again and again: on PostgreSQL the
    // booking's row is locked, so requests sent together are answered one after another (SQLite runs one
    // transaction at a time).
    const lead = trx.selectFrom('bookings').select('status').where('id', '=', opened.id)
    const row = await (engine === 'postgres' ? lead.forUpdate() : lead).executeTakeFirst()
    if (!row || !['pending', 'confirmed'].includes(row.status)) return 'refused'
    if (await openMove(trx, opened.id)) return 'already asked'
    await addUpdate(
      trx,
      opened,
      {
        action: 'move',
        note: note || null,
        moved_date: move.date,
        moved_time: move.time,
        moved_event: booking.events.length === 1 ? null : move.event,
      },
      now,
    )
    const forTeam = moveForTeam(booking, move)
    await recordEvent(trx, {
      leadType: opened.kind,
      leadId: opened.id,
      staffId: null,
      action: 'move-asked',
      detail: `The customer asked on their page to move it: ${forTeam}`,
    })
    const status = row.status
    const site = await mailSite(trx)
    const team = await toTeam(
      trx,
      opened,
      options.teamInbox,
      moveAskedMail(forMail(opened, status, null, site), opened.record.name, { when: forTeam, note: note || null }),
    )
    const email = opened.record.email
    const copy =
      email && (await visitorMayBeMailed(trx, key, email, now))
        ? [
            toCustomer(
              opened,
              email,
              moveReceivedMail(
                forMail(opened, status, { siteUrl: options.siteUrl }, site),
                moveAsked(move, booking.events.length),
              ),
              site,
            ),
          ]
        : []
    await enqueueMail(trx, [...team, ...copy])
    return 'asked'
  })
  if (asked !== 'asked') {
    const words = (await requestWordsNow(db)).move
    throw new RequestChangeError(asked === 'refused' ? words.refused : words.alreadyAsked)
  }
  wakeOutbox()
  return { ok: true }
}
