import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { gst, packages } from '~/content/business'
import { editBooking } from '~/leads/bookings/changes.server'
import { bookingConsole, formValuesOf } from '~/leads/bookings/console.server'
import { bookingById } from '~/leads/bookings/rows.server'
import { bookingCopyLines } from '~/leads/bookings/words'
import { privateLinks } from '~/leads/private-links.server'
import { requestRecord } from '~/leads/requests/pages.server'
import { submitLead } from '~/leads/submit.server'
import { factsStore } from '~/server/facts-store.server'
import { writtenMail } from '~/server/outbox-words.server'
import { inProcessSignals } from '~/server/signals.server'
import { createStaff } from '~/server/staff.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'

// Prices keep their word (docs/decisions/0125): a booking keeps the package's price and the GST rate it was made
// at, so a rate the business saves in the console later changes no booking already made, on its page, in its
// mails or in the console, and a booking made after is made at the new rate.

const teamInbox = 'team@reelcraft.test'
const siteUrl = 'https://reelcraft.test'
// The Half-Day Plan, ₹4,999 before GST, at the file's 18% and at a rate saved later.
const atEighteen = '₹4,999 + 18% GST = ₹5,899'
const atTwelve = '₹4,999 + 12% GST = ₹5,599'

describe.each(engines)('bookings keep their prices on %s', (engine) => {
  let handle: TestDatabase
  let staffId: number
  let visitor = 0

  beforeAll(async () => {
    handle = await createTestDatabase(engine)
    staffId = await createStaff(
      { email: 'kiran@reelcraft.test', name: 'Kiran Rao', role: 'staff', password: 'a long enough password' },
      handle.db,
    )
  })
  afterEach(async () => {
    await saveGstRate(gst.ratePercent)
    await factsStore({ db: handle.db, signals: inProcessSignals() }).save('packages', packages, null)
  })
  afterAll(async () => {
    await handle.drop()
  })

  /** Saves the GST rate as an administrator does in the console. */
  async function saveGstRate(ratePercent: number) {
    const store = factsStore({ db: handle.db, signals: inProcessSignals() })
    const saved = await store.save('gst', { ...gst, ratePercent }, null)
    expect(saved).toMatchObject({ saved: expect.any(Boolean) })
  }

  /** Saves new prices of the three-hour offer and the one-day corporate package, as the console's Packages form does. */
  async function savePrices(halfDay: number, corporateOneDay: number) {
    const store = factsStore({ db: handle.db, signals: inProcessSignals() })
    const saved = await store.save(
      'packages',
      {
        ...packages,
        'half-day': { ...packages['half-day'], price: halfDay },
        'corporate-one-day': { ...packages['corporate-one-day'], price: corporateOneDay },
      },
      null,
    )
    expect(saved).toMatchObject({ saved: true })
  }

  async function book(packageId = 'half-day', correcting?: { key: string; visitor: number; time: string }) {
    const sender = correcting?.visitor ?? (visitor += 1)
    const date = new Date(Date.now() + (20 + sender) * 24 * 60 * 60_000).toISOString().slice(0, 10)
    const email = `asha${sender}@example.in`
    const key = correcting?.key ?? `booking-prices-${engine}-${sender}`
    const answer = await submitLead(
      'bookings',
      {
        input: {
          name: 'Asha Rao',
          email,
          phone: `+91 98480 ${String(50000 + sender)}`,
          location: 'Jubilee Hills',
          date,
          time: correcting?.time ?? '18:30',
          packageId,
        },
        ip: `10.46.0.${sender}`,
        idempotencyKey: key,
      },
      { handle, teamInbox, siteUrl },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(correcting ? 200 : 201)
    return { id: Number(answer.body.id), email, visitor: sender, key }
  }

  /** The price as the customer's page, the customer's copy and the console show it. */
  async function pricesShown(id: number) {
    const record = await requestRecord(handle.db, 'bookings', id)
    const booking = await bookingById(handle.db, id)
    const line = (lines: readonly { label: string; value: unknown }[] | undefined) =>
      lines?.find((each) => each.label === 'Total with GST')?.value
    return {
      page: line(record?.lines('pending')),
      copy: line(booking ? bookingCopyLines(booking) : undefined),
      console: (await bookingConsole(id, handle.db))?.price?.value,
    }
  }

  async function mailsTo(address: string) {
    const rows = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('id')
      .execute()
    return Promise.all(rows.map((row) => writtenMail(handle.db, row, privateLinks)))
  }

  it("keeps a booking's total at the GST rate it was made at once the rate is changed, and makes a new booking at the new rate", async () => {
    const made = await book()
    await saveGstRate(12)
    expect(await pricesShown(made.id)).toEqual({ page: atEighteen, copy: atEighteen, console: atEighteen })
    const [copy] = await mailsTo(made.email)
    expect(copy.text).toContain(atEighteen)

    const after = await book()
    expect(await pricesShown(after.id)).toEqual({ page: atTwelve, copy: atTwelve, console: atTwelve })
    const [laterCopy] = await mailsTo(after.email)
    expect(laterCopy.text).toContain(atTwelve)
    const teamMails = await mailsTo(teamInbox)
    expect(teamMails.at(-1)?.text).toContain(atTwelve)
  })

  it('keeps the terms through a change the team makes, and its mail to the customer names no new price', async () => {
    const { id, email } = await book()
    await saveGstRate(12)
    const booking = await bookingById(handle.db, id)
    const values = { ...formValuesOf(booking!), time: '19:15' }
    expect(await editBooking(id, values, staffId, { handle, siteUrl })).toMatchObject({ ok: true })
    expect((await bookingById(handle.db, id))?.events[0].time).toBe('19:15')
    expect(await pricesShown(id)).toEqual({ page: atEighteen, copy: atEighteen, console: atEighteen })
    const changed = (await mailsTo(email)).at(-1)
    expect(changed?.text).toContain('19:15')
    expect(changed?.text).not.toContain('12% GST')
  })

  it("keeps the terms through the customer's own correction", async () => {
    const made = await book()
    await saveGstRate(12)
    const corrected = await book('half-day', { key: made.key, visitor: made.visitor, time: '19:45' })
    expect(corrected.id).toBe(made.id)
    expect((await bookingById(handle.db, made.id))?.events[0].time).toBe('19:45')
    expect(await pricesShown(made.id)).toEqual({ page: atEighteen, copy: atEighteen, console: atEighteen })
  })

  it('prices a package the team changes to at its price and the GST rate of the day it is changed', async () => {
    const { id } = await book()
    await saveGstRate(12)
    const booking = await bookingById(handle.db, id)
    const values = { ...formValuesOf(booking!), packageId: 'corporate-one-day' }
    expect(await editBooking(id, values, staffId, { handle, siteUrl })).toMatchObject({ ok: true })
    const inCorporate = '₹9,999 + 12% GST = ₹11,199'
    expect(await pricesShown(id)).toEqual({ page: inCorporate, copy: inCorporate, console: inCorporate })
  })

  it('reads the package price a booking was made at, not the catalogue of today', async () => {
    const { id } = await book()
    await handle.db
      .updateTable('bookings')
      .set({ price_terms: JSON.stringify({ packagePrice: 3999, gstPercent: 18 }) })
      .where('id', '=', id)
      .execute()
    const madeAt = '₹3,999 + 18% GST = ₹4,719'
    expect(await pricesShown(id)).toEqual({ page: madeAt, copy: madeAt, console: madeAt })
  })

  it('reads a booking made before bookings kept their terms as it always did: the catalogue and the file’s rate', async () => {
    const { id } = await book()
    await handle.db.updateTable('bookings').set({ price_terms: null }).where('id', '=', id).execute()
    await saveGstRate(12)
    expect(await pricesShown(id)).toEqual({ page: atEighteen, copy: atEighteen, console: atEighteen })
  })

  it("keeps a booking's total at the package price it was made at once the business saves a new price, and prices what is booked or changed to after at the saved prices", async () => {
    const made = await book()
    await savePrices(5499, 11999)
    expect(await pricesShown(made.id)).toEqual({ page: atEighteen, copy: atEighteen, console: atEighteen })

    const after = await book()
    const newPrice = '₹5,499 + 18% GST = ₹6,489'
    expect(await pricesShown(after.id)).toEqual({ page: newPrice, copy: newPrice, console: newPrice })
    const [copy] = await mailsTo(after.email)
    expect(copy.text).toContain(newPrice)

    const booking = await bookingById(handle.db, made.id)
    const values = { ...formValuesOf(booking!), packageId: 'corporate-one-day' }
    expect(await editBooking(made.id, values, staffId, { handle, siteUrl })).toMatchObject({ ok: true })
    const inCorporate = '₹11,999 + 18% GST = ₹14,159'
    expect(await pricesShown(made.id)).toEqual({ page: inCorporate, copy: inCorporate, console: inCorporate })
  })
})
