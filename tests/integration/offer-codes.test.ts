import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers } from '~/content/business'
import type { NewsletterOffer } from '~/content/offers'
import { claimableOfferCode } from '~/leads/offers/offer-code.server'
import { bookingById } from '~/leads/bookings/rows.server'
import { editBooking } from '~/leads/bookings/changes.server'
import { formValuesOf } from '~/leads/bookings/console.server'
import { bookingCopyLines } from '~/leads/bookings/words'
import { dateInWords } from '~/india/date-in-words'
import { indianDate } from '~/india/india-time'
import { factsStore } from '~/server/facts-store.server'
import { inProcessSignals } from '~/server/signals.server'
import { submitLead } from '~/leads/submit.server'
import { signingKey } from '~/server/signed-links.server'
import { confirmSubscription, unsubscribe } from '~/leads/mailing-lists.server'
import { type TestDatabase, engines } from '../support/database'
import { closeConsoleDatabase, consoleRequest, context, openConsoleDatabase, signedIn } from './console-helpers'
import { writtenMail } from '~/server/outbox-words.server'
import { privateLinks } from '~/leads/private-links.server'

// The newsletter's offer, kept (docs/decisions/0083): the confirmation mail gives each subscriber a code, the
// booking form takes it once, and the team sees it in their mail, on the booking's page and in the export.

const teamInbox = 'team@reelcraft.test'
const messages = {
  unknown:
    'Please type the offer code from your newsletter confirmation mail as it is written there (it begins with NL), or leave this field empty.',
  notSubscribed:
    'This offer code is for newsletter subscribers: confirm your subscription with the link in our mail, then type the code again, or leave this field empty.',
  used: 'This offer code has been used for a booking already, and each code is good for one. Leave this field empty to book without it.',
}
// The offer ships as an example the business has not confirmed, and says so wherever it is made.
const offerLine = (code: string) =>
  `Offer: 50% off the first shoot (example offer), code ${code}; our team takes it off the price when they confirm it`

describe.each(engines)('offer codes on %s', (engine) => {
  let handle: TestDatabase
  let member: { id: number; cookie: string }
  let sent = 0
  // Each booking its own day, so none is taken for one sent again.
  let day = 30

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
    member = await signedIn(handle, 'staff')
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })

  function submit(kind: 'newsletter_subscribers' | 'bookings', input: Record<string, string>) {
    sent += 1
    return submitLead(kind, { input, ip: `10.33.${sent >> 8}.${sent & 255}` }, { handle, teamInbox })
  }

  function book(offerCode: string, more: Record<string, string> = {}) {
    day += 1
    const date = new Date(Date.now() + day * 24 * 60 * 60_000).toISOString().slice(0, 10)
    return submit('bookings', {
      name: 'Asha Rao',
      phone: `98480${String(10000 + day)}`,
      location: 'Jubilee Hills',
      date,
      time: '18:30',
      packageId: 'half-day',
      offerCode,
      ...more,
    })
  }

  /** The latest mail to an address. */
  async function lastMailTo(address: string) {
    const row = await handle.db
      .selectFrom('mail_outbox')
      .select(['lead_id', 'lead_type', 'subject', 'text_body', 'html_body', 'content', 'unsubscribe_url'])
      .where('to_address', '=', address)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    return { lead_id: row.lead_id, lead_type: row.lead_type, ...(await writtenMail(handle.db, row, privateLinks)) }
  }

  /** A new subscriber: their offer code and the token of their confirmation link, from the mail they were sent. */
  async function subscribe() {
    const email = `reader-${++sent}-${Date.now()}@example.in`
    expect(await submit('newsletter_subscribers', { email })).toMatchObject({ status: 201 })
    const { text } = await lastMailTo(email)
    const code = /your offer code is (NL\d+-[0-9A-Z]{5}-[0-9A-Z]{5})\./.exec(text)?.[1]
    const token = /\/newsletter\/confirm\?token=([\w.-]+)/.exec(text)?.[1]
    const leave = /\/unsubscribe\?token=([\w.-]+)/.exec(text)?.[1]
    if (!code || !token || !leave) throw new Error(`The confirmation mail gives no code or link:\n${text}`)
    return { email, code, confirm: () => confirmSubscription(token, { db: handle.db }), leave }
  }

  async function storedBookings(code: string) {
    return handle.db.selectFrom('bookings').select(['id', 'offer_code']).where('offer_code', '=', code).execute()
  }

  it('takes the code of a confirmed subscriber once, and shows it to the team and to the customer', async () => {
    const subscriber = await subscribe()
    expect(await subscriber.confirm()).toBe('confirmed')

    const typed = subscriber.code.toLowerCase().replace(/-/g, ' ')
    const answer = await book(typed, { email: 'asha.copy@example.in' })
    expect(answer.status).toBe(201)
    expect(answer.body.summary).toContainEqual({
      label: 'Offer',
      value: offerLine(subscriber.code).slice('Offer: '.length),
    })
    const id = answer.body.id as number
    expect(await storedBookings(subscriber.code)).toEqual([{ id, offer_code: subscriber.code }])

    const team = await lastMailTo(teamInbox)
    expect(team).toMatchObject({ lead_type: 'bookings', lead_id: id })
    expect(team.text).toContain(`${offerLine(subscriber.code)}\n`)
    expect((await lastMailTo('asha.copy@example.in')).text).toContain(`${offerLine(subscriber.code)}\n`)
  })

  it('refuses a code already used, beside the field, and stores nothing', async () => {
    const subscriber = await subscribe()
    await subscriber.confirm()
    expect(await book(subscriber.code)).toMatchObject({ status: 201 })

    const again = await book(subscriber.code)
    expect(again).toEqual({
      status: 400,
      body: { error: 'Please correct the highlighted fields.', fields: { offerCode: messages.used } },
    })
    expect(await storedBookings(subscriber.code)).toHaveLength(1)
  })

  it('takes a code once when two bookings claim it at the same moment', async () => {
    const subscriber = await subscribe()
    await subscriber.confirm()
    const answers = await Promise.all([book(subscriber.code), book(subscriber.code)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    expect(answers.find((answer) => answer.status === 400)?.body.fields).toEqual({ offerCode: messages.used })
    expect(await storedBookings(subscriber.code)).toHaveLength(1)
  })

  it('refuses a code the site did not make, saying what to type', async () => {
    const subscriber = await subscribe()
    await subscriber.confirm()
    const last = subscriber.code.at(-1) === 'A' ? 'B' : 'A'
    for (const wrong of [`${subscriber.code.slice(0, -1)}${last}`, 'FIRST50', 'NL1-AAAAA-AAAAA']) {
      expect(await book(wrong)).toMatchObject({ status: 400, body: { fields: { offerCode: messages.unknown } } })
    }
  })

  it('refuses the code of an address not confirmed, or unsubscribed since', async () => {
    const subscriber = await subscribe()
    expect(await book(subscriber.code)).toMatchObject({
      status: 400,
      body: { fields: { offerCode: messages.notSubscribed } },
    })
    await subscriber.confirm()
    expect(await unsubscribe(subscriber.leave, { db: handle.db })).toBe('done')
    expect(await book(subscriber.code)).toMatchObject({
      status: 400,
      body: { fields: { offerCode: messages.notSubscribed } },
    })
    expect(await storedBookings(subscriber.code)).toEqual([])
  })

  /** Saves the newsletter's offer as an administrator does in the console. */
  async function saveOffer(change: Partial<NewsletterOffer>) {
    const store = factsStore({ db: handle.db, signals: inProcessSignals() })
    const saved = await store.save('offers', { ...offers, newsletter: { ...offers.newsletter, ...change } }, null)
    expect(saved).toMatchObject({ saved: true })
  }

  it('keeps a code sent while the offer was made until the last day its mail gave, once the offer has ended', async () => {
    const subscriber = await subscribe()
    const until = indianDate(Date.now() + offers.newsletter.codeDays * 24 * 60 * 60_000)
    expect((await lastMailTo(subscriber.email)).text).toContain(
      `It gives you 50% off your first shoot (example offer), until ${dateInWords(until)}:`,
    )
    await subscriber.confirm()
    await saveOffer({ live: false })
    try {
      const key = await signingKey(handle.db)
      expect(await claimableOfferCode(handle.db, key, subscriber.code)).toEqual({
        code: subscriber.code,
        terms: { percentOff: 50, confirmed: false, until },
      })
      const dayAfter = new Date(Date.parse(`${until}T00:00:00+05:30`) + 24 * 60 * 60_000)
      expect(await claimableOfferCode(handle.db, key, subscriber.code, dayAfter)).toEqual({ problem: 'expired' })
      expect(await book(subscriber.code)).toMatchObject({ status: 201 })
    } finally {
      await saveOffer({ live: true })
    }
  })

  it('sends no code to an address that signs up once the offer has ended', async () => {
    await saveOffer({ live: false })
    try {
      const email = `late-reader-${Date.now()}@example.in`
      expect(await submit('newsletter_subscribers', { email })).toMatchObject({ status: 201 })
      const { text } = await lastMailTo(email)
      expect(text).toContain('/newsletter/confirm?token=')
      expect(text).not.toMatch(/offer code|NL\d|%/i)
    } finally {
      await saveOffer({ live: true })
    }
  })

  it('keeps the terms a code was given with on the booking that used it, whatever the offer becomes', async () => {
    const subscriber = await subscribe()
    await subscriber.confirm()
    const answer = await book(subscriber.code)
    expect(answer.status).toBe(201)
    await saveOffer({ percentOff: 30 })
    try {
      const id = answer.body.id as number
      const booking = await bookingById(handle.db, id)
      expect(booking && bookingCopyLines(booking)).toContainEqual({
        label: 'Offer',
        value: offerLine(subscriber.code).slice('Offer: '.length),
      })
      // A change the team makes to the booking keeps them too.
      const values = { ...formValuesOf(booking!), time: '19:15' }
      expect(await editBooking(id, values, member.id, { handle, siteUrl: 'http://localhost' })).toMatchObject({
        ok: true,
      })
      const edited = await bookingById(handle.db, id)
      expect(edited?.events[0].time).toBe('19:15')
      expect(edited && bookingCopyLines(edited)).toContainEqual({
        label: 'Offer',
        value: offerLine(subscriber.code).slice('Offer: '.length),
      })
      // A new subscriber is sent the offer as it stands now.
      const later = await subscribe()
      expect((await lastMailTo(later.email)).text).toContain('It gives you 30% off your first shoot (example offer)')
    } finally {
      await saveOffer({ percentOff: 50 })
    }
  })

  it("shows the code on the booking's page in the console and in the CSV export", async () => {
    const subscriber = await subscribe()
    await subscriber.confirm()
    const answer = await book(subscriber.code)
    const id = answer.body.id as number

    const lead = await import('~/routes/console/lead')
    const detail = await lead.loader({
      request: consoleRequest(`/console/leads/bookings/${id}`, { cookie: member.cookie }),
      params: { kind: 'bookings', id: String(id) },
      context,
    } as never)
    expect(detail.fields.find((field) => field.key === 'offer_code')).toMatchObject({
      label: 'Offer code',
      value: subscriber.code,
    })

    const list = await import('~/routes/console/leads')
    const found = await list.loader({
      request: consoleRequest(`/console/leads/bookings?q=${subscriber.code}`, { cookie: member.cookie }),
      params: { kind: 'bookings' },
      context,
    } as never)
    expect(found.rows.map((row) => row.id)).toEqual([id])

    const { loader } = await import('~/routes/console/leads-export')
    const response = (await loader({
      request: consoleRequest(`/console/leads/bookings/export?q=${subscriber.code}`, { cookie: member.cookie }),
      params: { kind: 'bookings' },
      context,
    } as never)) as Response
    const [header, row, ...rest] = new TextDecoder()
      .decode(await response.arrayBuffer())
      .trimEnd()
      .split('\r\n')
    const column = header.split(',').indexOf('Offer code')
    expect(column).toBeGreaterThan(0)
    expect(row.split(',')[0]).toBe(String(id))
    expect(row).toContain(`,${subscriber.code},`)
    expect(rest).toEqual([])
  })
})
