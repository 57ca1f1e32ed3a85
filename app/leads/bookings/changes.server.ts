import type { Transaction } from 'kysely'
import { z } from 'zod'
import { noteMaxLength } from '~/forms/console-rules'
import type { CustomerStatus } from '~/content/request-page'
import { type FieldErrors, asLines, fieldErrors } from '~/forms/field-rules'
import { recordEvent } from '~/server/audit.server'
import { type DatabaseHandle, database } from '~/server/db.server'
import { ConsoleError } from '~/leads/status.server'
import { enqueueMail, wakeOutbox } from '~/server/outbox.server'
import { forMail, mailSite, toCustomer } from '~/leads/requests/updates.server'
import { requestRecord } from '~/leads/requests/pages.server'
import type { Database } from '~/server/schema.server'
import type { MailContent } from '../mail'
import { bookingChangedMail, moveAcceptedMail, moveDeclinedMail } from './change-mail'
import { kind } from './entry'
import { bookingChange } from './messages'
import { answerMove, moveAsked, moved, openMove } from './moves.server'
import { type StoredBooking, bookingSchema } from './schema'
import { bookingColumns, storedBooking } from './rows.server'
import { customerLines, termsFor } from './store.server'
import { changeLine, changesBetween } from './changes'
import { recordVersion } from './versions.server'
import { bookingLines } from './words'

// The team changes a booking (docs/decisions/0097): an edit in the console, or the customer's request to move it
// accepted; or declines that request with a reason. Each change is one transaction: the booking's new version,
// the audit entry, and one mail to the customer saying what changed, old → new, and what stands now. Like the
// team's changes of status, these mails are the team's own doing, so the daily cap on a mailbox's copies, which
// keeps strangers from sending mail to an address they typed, does not hold them back.

export type StaffChangeOptions = { handle?: DatabaseHandle; now?: Date; siteUrl: string }

/** The statuses in which the team may still change a booking. */
const changeableStatuses = ['pending', 'confirmed']

/** The price and its reason, and whether the change answers the customer's open request to move. */
function changeTermsSchema() {
  return z.object({
    agreedPrice: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return null
        const rupees = Number(value.replace(/[₹,\s]/g, ''))
        if (Number.isInteger(rupees) && rupees >= 1 && rupees <= bookingChange.maxPrice) return rupees
        ctx.addIssue({ code: 'custom', message: bookingChange.priceInvalid })
        return z.NEVER
      }),
    reason: z.string().overwrite(asLines).trim().max(noteMaxLength, bookingChange.reasonTooLong).optional(),
    answersMove: z.string().optional(),
  })
}

/** The booking's row, locked against another change on PostgreSQL, and the booking it stores. */
async function lockedBooking(trx: Transaction<Database>, engine: DatabaseHandle['engine'], id: number) {
  const query = trx.selectFrom('bookings').selectAll().where('id', '=', id)
  const row = await (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
  if (!row) throw new ConsoleError('This lead no longer exists.')
  if (!changeableStatuses.includes(row.status)) throw new ConsoleError(bookingChange.notChangeable(row.status))
  return { row, booking: storedBooking(row) }
}

/**
 * Writes a booking's new version: the row, the version with what changed, the audit entry, and the customer's
 * mail, written by `mail` from what their page shows now and what of it changed. Answers whether they were mailed.
 */
async function writeVersion(
  trx: Transaction<Database>,
  change: {
    id: number
    status: CustomerStatus
    previous: StoredBooking
    next: StoredBooking
    staffId: number
    reason: string | null
    answersMove: number | null
    now: Date
    siteUrl: string
  },
  mail: (request: ReturnType<typeof forMail>, changes: ReturnType<typeof changeLine>[]) => MailContent,
) {
  const { id, previous, next, now } = change
  const changes = changesBetween(bookingLines(previous), bookingLines(next))
  if (!changes.length) throw new ConsoleError(bookingChange.nothingChanged)
  await trx
    .updateTable('bookings')
    .set({ ...bookingColumns(next), agreed_price: next.agreedPrice ?? null })
    .where('id', '=', id)
    .execute()
  const version = await recordVersion(trx, id, {
    staffId: change.staffId,
    reason: change.reason,
    changes,
    answersMove: change.answersMove,
    at: now,
  })
  await recordEvent(trx, {
    leadType: kind,
    leadId: id,
    staffId: change.staffId,
    action: 'changed',
    detail: `Version ${version}: ${changes.map((line) => line.label).join(', ')}`,
  })
  const record = await requestRecord(trx, kind, id)
  if (!record?.email) return false
  const seen = changesBetween(customerLines(previous, change.status), customerLines(next, change.status))
  const site = await mailSite(trx)
  const request = forMail({ kind, id, record }, change.status, { siteUrl: change.siteUrl }, site)
  await enqueueMail(trx, [toCustomer({ kind, id, record }, record.email, mail(request, seen.map(changeLine)), site)])
  return true
}

/**
 * A member of staff changes a booking: its events (day, start time, place, what each is), package, hours, weeks,
 * contact for the day, or the price agreed with the customer, which needs a reason. A change made while the
 * customer's request to move is open says whether it answers it.
 */
export async function editBooking(
  id: number,
  input: Record<string, string>,
  staffId: number,
  options: StaffChangeOptions,
): Promise<{ ok: true; mailed: boolean } | { ok: false; errors: FieldErrors }> {
  const { db, engine } = options.handle ?? database()
  const now = options.now ?? new Date()
  const booking = bookingSchema(() => now).safeParse(input)
  const terms = changeTermsSchema().safeParse(input)
  if (!booking.success || !terms.success) {
    return {
      ok: false,
      errors: {
        ...(booking.success ? {} : fieldErrors(booking.error)),
        ...(terms.success ? {} : fieldErrors(terms.error)),
      },
    }
  }
  const { agreedPrice, reason, answersMove } = terms.data
  const result = await db.transaction().execute(async (trx) => {
    const { row, booking: previous } = await lockedBooking(trx, engine, id)
    if (agreedPrice !== (previous.agreedPrice ?? null) && !reason)
      return { ok: false as const, errors: { reason: bookingChange.reasonNeeded } }
    const move = await openMove(trx, id)
    const answers = move && answersMove === 'yes' ? move.id : null
    if (answers) await answerMove(trx, answers, { answer: 'accepted', note: null, staffId, at: now })
    const standing = move ? (answers ? 'answers it' : 'still open') : null
    const next: StoredBooking = {
      ...booking.data,
      // The price stands as the booking was made unless the team chooses another package; its cancellation terms
      // stand whatever changes.
      ...(await termsFor(trx, booking.data.packageId, previous)),
      offerCode: row.offer_code,
      offerTerms: previous.offerTerms ?? null,
      agreedPrice,
    }
    const mailed = await writeVersion(
      trx,
      {
        id,
        status: row.status,
        previous,
        next,
        staffId,
        reason: reason || null,
        answersMove: answers,
        now,
        siteUrl: options.siteUrl,
      },
      (request, changes) => bookingChangedMail(request, changes, standing),
    )
    return { ok: true as const, mailed }
  })
  if (result.ok && result.mailed) wakeOutbox()
  return result
}

/** A member of staff accepts the customer's open request to move the booking: the booking moves, the customer is told. */
export async function acceptMove(id: number, moveId: number, staffId: number, options: StaffChangeOptions) {
  const { db, engine } = options.handle ?? database()
  const now = options.now ?? new Date()
  const mailed = await db.transaction().execute(async (trx) => {
    const { row, booking: previous } = await lockedBooking(trx, engine, id)
    const move = await openMove(trx, id)
    if (!move || move.id !== moveId || !move.moved_date || !move.moved_time)
      throw new ConsoleError(bookingChange.moveAnswered)
    const asked = { event: move.moved_event, date: move.moved_date, time: move.moved_time }
    await answerMove(trx, move.id, { answer: 'accepted', note: null, staffId, at: now })
    return writeVersion(
      trx,
      {
        id,
        status: row.status,
        previous,
        next: moved(previous, asked),
        staffId,
        reason: null,
        answersMove: move.id,
        now,
        siteUrl: options.siteUrl,
      },
      (request, changes) => moveAcceptedMail(request, moveAsked(asked, previous.events.length), changes),
    )
  })
  if (mailed) wakeOutbox()
  return { mailed }
}

/** A member of staff declines the customer's open request to move the booking, with the reason they are told. */
export async function declineMove(
  id: number,
  moveId: number,
  staffId: number,
  reasonTyped: string,
  options: StaffChangeOptions,
) {
  const { db, engine } = options.handle ?? database()
  const now = options.now ?? new Date()
  const reason = asLines(reasonTyped).trim()
  if (!reason) throw new ConsoleError(bookingChange.declineReasonNeeded)
  if (reason.length > noteMaxLength) throw new ConsoleError(bookingChange.reasonTooLong)
  const mailed = await db.transaction().execute(async (trx) => {
    const { row, booking } = await lockedBooking(trx, engine, id)
    const move = await openMove(trx, id)
    if (!move || move.id !== moveId || !move.moved_date || !move.moved_time)
      throw new ConsoleError(bookingChange.moveAnswered)
    await answerMove(trx, move.id, { answer: 'declined', note: reason, staffId, at: now })
    await recordEvent(trx, {
      leadType: kind,
      leadId: id,
      staffId,
      action: 'move-declined',
      detail: `Declined the customer's request to move it: ${reason}`,
    })
    const record = await requestRecord(trx, kind, id)
    if (!record?.email) return false
    const asked = moveAsked(
      { event: move.moved_event, date: move.moved_date, time: move.moved_time },
      booking.events.length,
    )
    const site = await mailSite(trx)
    const request = forMail({ kind, id, record }, row.status, { siteUrl: options.siteUrl }, site)
    await enqueueMail(trx, [
      toCustomer({ kind, id, record }, record.email, moveDeclinedMail(request, asked, reason), site),
    ])
    return true
  })
  if (mailed) wakeOutbox()
  return { mailed }
}
