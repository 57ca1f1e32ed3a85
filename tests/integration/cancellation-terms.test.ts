import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { businessFacts } from '~/content/shipped-facts'
import { cancellationCost } from '~/content/refunds'
import { privateLinks } from '~/leads/private-links.server'
import { writtenMail } from '~/server/outbox-words.server'
import type { TestDatabase } from '../support/database'
import { engines } from '../support/database'
import { closeConsoleDatabase, openConsoleDatabase, signedIn, siteOrigin } from './console-helpers'

// Cancellation terms saved in the console (docs/decisions/0128) are the terms of every booking made after, while
// a booking keeps the terms it was made under: its refund, its page's words, its mails. One made before bookings
// kept them reads the terms as saved.

const teamInbox = 'team@reelcraft.test'
// The file's terms: a full refund 72 hours or more before, a free move told 48 hours before.
const saved = {
  ...businessFacts.cancellation,
  fullRefundHoursBefore: 96,
  partialRefundHoursBefore: 36,
  partialRefundPercent: 25,
  freeMoveHoursBefore: 60,
  refundWorkingDays: 10,
}
const hour = 3_600_000

describe.each(engines)('bookings keep their cancellation terms on %s', (engine) => {
  let handle: TestDatabase
  let member: { id: number; cookie: string }
  let modules: {
    submitLead: typeof import('~/leads/submit.server').submitLead
    requests: typeof import('~/leads/requests/requests.server')
    changeStatus: typeof import('~/leads/console/workflow.server').changeStatus
    requestRecord: typeof import('~/leads/requests/pages.server').requestRecord
    cancellingNow: typeof import('~/leads/requests/cancellation-cost.server').cancellingNow
    editBooking: typeof import('~/leads/bookings/changes.server').editBooking
    bookingById: typeof import('~/leads/bookings/rows.server').bookingById
    formValuesOf: typeof import('~/leads/bookings/console.server').formValuesOf
    factsStore: typeof import('~/server/facts-store.server').factsStore
    inProcessSignals: typeof import('~/server/signals.server').inProcessSignals
  }
  let visitor = 0

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
    member = await signedIn(handle, 'staff', 'Kiran Staff')
    modules = {
      submitLead: (await import('~/leads/submit.server')).submitLead,
      requests: await import('~/leads/requests/requests.server'),
      changeStatus: (await import('~/leads/console/workflow.server')).changeStatus,
      requestRecord: (await import('~/leads/requests/pages.server')).requestRecord,
      cancellingNow: (await import('~/leads/requests/cancellation-cost.server')).cancellingNow,
      editBooking: (await import('~/leads/bookings/changes.server')).editBooking,
      bookingById: (await import('~/leads/bookings/rows.server')).bookingById,
      formValuesOf: (await import('~/leads/bookings/console.server')).formValuesOf,
      factsStore: (await import('~/server/facts-store.server')).factsStore,
      inProcessSignals: (await import('~/server/signals.server')).inProcessSignals,
    }
  })
  afterEach(async () => {
    await handle.db.deleteFrom('business_facts').execute()
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })

  async function saveTerms() {
    const store = modules.factsStore({ db: handle.db, signals: modules.inProcessSignals() })
    expect(await store.save('cancellation', saved, null)).toMatchObject({ saved: true })
  }

  function nextAddress() {
    visitor += 1
    return `10.98.${Math.floor(visitor / 250)}.${visitor % 250}`
  }

  /** A booking of the half-day plan ten days from now, as the form takes it (day first, India's time). */
  async function book() {
    const startsAt = new Date(Date.now() + 10 * 24 * hour)
    const shifted = new Date(startsAt.getTime() + 5.5 * hour).toISOString()
    const [year, month, day] = shifted.slice(0, 10).split('-')
    const email = `terms-${engine}-${visitor}@example.in`
    const answer = await modules.submitLead(
      'bookings',
      {
        input: {
          name: 'Asha Rao',
          phone: `+91 98480 ${String(96000 + visitor)}`,
          email,
          location: 'Jubilee Hills',
          packageId: 'half-day',
          date: `${day}/${month}/${year}`,
          time: shifted.slice(11, 16),
        },
        ip: nextAddress(),
      },
      { handle, teamInbox, siteUrl: siteOrigin },
    )
    expect(answer.status).toBe(201)
    return { id: Number(answer.body.id), token: String(answer.body.page).replace('/requests/', ''), email }
  }

  async function view(token: string) {
    const opening = await modules.requests.openRequest(token, nextAddress(), handle.db)
    if (opening.outcome !== 'found') throw new Error(`the page did not open: ${opening.outcome}`)
    return modules.requests.requestView(opening, new Date(), handle.db)
  }

  async function lastMailTo(address: string, subject: string) {
    const row = await handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body', 'content', 'unsubscribe_url'])
      .where('to_address', '=', address)
      .where('subject', 'like', `${subject}%`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    return writtenMail(handle.db, row, privateLinks)
  }

  /** What the rule gives back of a paid, confirmed booking cancelled by its customer some hours before it starts. */
  async function refundOf(id: number, hoursBefore: number) {
    const record = await modules.requestRecord(handle.db, 'bookings', id)
    if (!record?.startsAt) throw new Error('no booking')
    const at = new Date(record.startsAt.getTime() - hoursBefore * hour)
    return cancellationCost({
      ...modules.cancellingNow(record, 'customer', at, true),
      standing: 'confirmed',
      paid: true,
    }).refundPercent
  }

  it('makes a booking after a save under the saved terms, and one made before keeps its own: refund, page and mails', async () => {
    const before = await book()
    await saveTerms()
    const after = await book()

    expect(await refundOf(before.id, 80)).toBe(100)
    expect(await refundOf(after.id, 80)).toBe(25)
    expect(await refundOf(after.id, 30)).toBe(0)
    expect((await view(before.token)).moveText).toContain('at least 48 hours before it starts')
    expect((await view(after.token)).moveText).toContain('at least 60 hours before it starts')
    expect((await lastMailTo(before.email, `Your booking request BK-${before.id}`)).text).toContain(
      'at least 48 hours before it starts',
    )
    expect((await lastMailTo(after.email, `Your booking request BK-${after.id}`)).text).toContain(
      'at least 60 hours before it starts',
    )

    for (const { id, token, email, hours } of [
      { ...before, hours: 48 },
      { ...after, hours: 60 },
    ]) {
      await modules.changeStatus('bookings', id, 'confirmed', member.id, { db: handle.db, siteUrl: siteOrigin })
      const next = `Your reel-maker will be there at the time above. If anything changes, tell us at least ${hours} hours before it starts.`
      expect((await view(token)).next).toBe(next)
      expect((await lastMailTo(email, `Your booking BK-${id} is confirmed`)).text).toContain(next)
    }
  })

  it('keeps the terms through a change the team makes', async () => {
    const { id, token } = await book()
    await saveTerms()
    const booking = await modules.bookingById(handle.db, id)
    const values = { ...modules.formValuesOf(booking!), time: '19:15', packageId: 'corporate-one-day' }
    expect(await modules.editBooking(id, values, member.id, { handle, siteUrl: siteOrigin })).toMatchObject({
      ok: true,
    })
    expect(await refundOf(id, 80)).toBe(100)
    expect((await view(token)).moveText).toContain('at least 48 hours before it starts')
  })

  it('reads a booking made before bookings kept their cancellation terms under the terms as saved', async () => {
    const { id, token } = await book()
    await handle.db
      .updateTable('bookings')
      .set({ price_terms: JSON.stringify({ packagePrice: 4999, gstPercent: 18 }) })
      .where('id', '=', id)
      .execute()
    expect((await view(token)).moveText).toContain('at least 48 hours before it starts')
    await saveTerms()
    expect(await refundOf(id, 80)).toBe(25)
    expect((await view(token)).moveText).toContain('at least 60 hours before it starts')
  })
})
