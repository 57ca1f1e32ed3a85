import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestDatabase } from '../support/database'
import { engines } from '../support/database'
import {
  closeConsoleDatabase,
  consoleRequest,
  context,
  openConsoleDatabase,
  outcome,
  signedIn,
  siteOrigin,
} from './console-helpers'
import { writtenMail } from '~/server/outbox-words.server'
import { dateMessages, timeMessages } from '~/forms/field-rules'
import { requestPageWords } from '~/content/request-page'
import { siteOf } from '~/content/site-of'
import { businessFacts } from '~/content/shipped-facts'
import { privateLinks } from '~/leads/private-links.server'

// A customer follows their request on a page of its own (docs/decisions/0082): opened by the link
// their confirmation gave, moved on by the team with a note and a mail, cancelled or moved by the customer,
// and gone, with one and the same 404, once the token is wrong, the person erased or the request past its time.

const requestPage = requestPageWords(siteOf(businessFacts))
const teamInbox = 'team@reelcraft.test'
const hour = 3_600_000

/** A date and time in India some hours from now, as the booking form takes them: day first, and HH:MM. */
function inIndia(hoursFromNow: number) {
  const shifted = new Date(Date.now() + hoursFromNow * hour + 5.5 * hour)
  const [date, time] = shifted.toISOString().slice(0, 16).split('T')
  const [year, month, dayOfMonth] = date.split('-')
  return { date: `${dayOfMonth}/${month}/${year}`, time }
}

describe.each(engines)('request pages on %s', (engine) => {
  let handle: TestDatabase
  let member: { id: number; cookie: string }
  let modules: {
    submitLead: typeof import('~/leads/submit.server').submitLead
    request: typeof import('~/routes/request')
    move: typeof import('~/routes/request-move')
    cancel: typeof import('~/routes/request-cancel')
    lead: typeof import('~/routes/console/lead')
    changeStatus: typeof import('~/leads/console/workflow.server').changeStatus
    declineMove: typeof import('~/leads/bookings/changes.server').declineMove
    erasure: typeof import('~/leads/privacy.server')
    housekeeping: typeof import('~/server/housekeeping.server')
  }
  let visitor = 0

  beforeAll(async () => {
    process.env.TEAM_INBOX = teamInbox
    handle = await openConsoleDatabase(engine)
    member = await signedIn(handle, 'staff', 'Kiran Staff')
    modules = {
      submitLead: (await import('~/leads/submit.server')).submitLead,
      request: await import('~/routes/request'),
      move: await import('~/routes/request-move'),
      cancel: await import('~/routes/request-cancel'),
      lead: await import('~/routes/console/lead'),
      changeStatus: (await import('~/leads/console/workflow.server')).changeStatus,
      declineMove: (await import('~/leads/bookings/changes.server')).declineMove,
      erasure: await import('~/leads/privacy.server'),
      housekeeping: await import('~/server/housekeeping.server'),
    }
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
    delete process.env.TEAM_INBOX
  })

  /** A visitor's address of its own, so no test shares another's rate limit. */
  function nextAddress() {
    visitor += 1
    return `10.31.${Math.floor(visitor / 250)}.${visitor % 250}`
  }

  async function book(overrides: Record<string, string> = {}, hoursAhead = 5 * 24) {
    const when = inIndia(hoursAhead)
    // A phone of its own: the same booking sent again within half an hour is taken for the first.
    const phone = `+91 98480 ${String(10000 + visitor)}`
    const input = {
      name: 'Asha Rao',
      phone,
      email: `asha${visitor}@example.in`,
      location: 'Jubilee Hills',
      packageId: 'half-day',
      ...when,
      ...overrides,
    }
    const answer = await modules.submitLead(
      'bookings',
      { input, ip: nextAddress() },
      { handle, teamInbox, siteUrl: siteOrigin },
    )
    expect(answer.status).toBe(201)
    return { id: Number(answer.body.id), page: String(answer.body.page), email: input.email }
  }

  function tokenOf(page: string) {
    return page.replace('/requests/', '')
  }

  async function open(token: string, address = nextAddress()) {
    return outcome(() =>
      modules.request.loader({
        request: new Request(`${siteOrigin}/requests/${token}`),
        params: { token },
        context: { ...context, clientAddress: address },
      } as never),
    )
  }

  /** A form sent from the request's page that moves or cancels it. */
  async function post(change: 'move' | 'cancel', token: string, form: Record<string, string> = {}) {
    const address = `${siteOrigin}/requests/${token}/${change}`
    const args = {
      request: new Request(address, { method: 'POST', body: new URLSearchParams(form) }),
      params: { token },
      context: { ...context, clientAddress: nextAddress() },
    } as never
    return outcome(() => (change === 'move' ? modules.move.action(args) : modules.cancel.action(args)))
  }

  async function view(token: string) {
    const answer = await open(token)
    expect(answer.status).toBe(200)
    return answer.body as Awaited<ReturnType<typeof modules.request.loader>>
  }

  /** The mails queued to an address, written as they are sent. */
  async function mailsTo(address: string) {
    const rows = await handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body', 'content', 'unsubscribe_url'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute()
    return Promise.all(rows.map((row) => writtenMail(handle.db, row, privateLinks)))
  }

  it("gives a booking a page in the success answer and another in the customer's mail, made as it is sent, and keeps only their hashes", async () => {
    const { id, page, email } = await book()
    expect(page).toMatch(/^\/requests\/[\w-]{43}$/)
    const queued = await handle.db.selectFrom('mail_outbox').select('content').where('to_address', '=', email).execute()
    expect(JSON.stringify(queued)).not.toMatch(/\/requests\/[\w-]{43}/)
    const [copy] = await mailsTo(email)
    const mailed = new RegExp(`${siteOrigin}(/requests/[\\w-]{43})`).exec(copy.text)?.[1] ?? ''
    expect(mailed).not.toBe(page)
    const stored = await handle.db.selectFrom('request_pages').selectAll().where('lead_id', '=', id).execute()
    expect(stored.map((row) => row.token_hash).sort()).toEqual(
      [page, mailed].map((path) => crypto.createHash('sha256').update(tokenOf(path)).digest('hex')).sort(),
    )
    for (const path of [page, mailed]) {
      const shown = await view(tokenOf(path))
      expect(shown.reference).toBe(`BK-${id}`)
      expect(shown.status).toBe('Received')
      expect(shown.lines).toContainEqual({ label: 'Package', value: 'Half-Day Plan' })
      expect(shown.lines.map((line) => line.label)).not.toContain('Venue')
    }
  })

  it('answers the same 404 for a wrong token, an altered one, an erased person and a request past its retention', async () => {
    const wrong = await open(crypto.randomBytes(32).toString('base64url'))
    const kept = await book()
    const altered = tokenOf(kept.page).slice(0, -1) + (tokenOf(kept.page).endsWith('A') ? 'B' : 'A')
    expect(await open(altered)).toEqual(wrong)

    const erased = await book({ email: 'erase.me@example.in', phone: '+91 90000 31031' })
    await modules.erasure.erasePersonalData({ kind: 'email', value: 'erase.me@example.in' }, member.id, handle)
    expect(await open(tokenOf(erased.page))).toEqual(wrong)
    expect(
      await handle.db
        .selectFrom('request_pages')
        .select('lead_id')
        .where('lead_type', '=', 'bookings')
        .where('lead_id', '=', erased.id)
        .execute(),
    ).toEqual([])

    const old = await book({ phone: '+91 90000 31032' })
    await handle.db.updateTable('bookings').set({ event_date: '2020-01-01' }).where('id', '=', old.id).execute()
    await modules.housekeeping.runHousekeeping({
      tasks: [(await import('~/leads/housekeeping.server')).forgetLeadsPastRetention],
      handle,
      mailDir: '/nonexistent-mail-dir',
      holder: 'request-pages-test',
    })
    expect(await open(tokenOf(old.page))).toEqual(wrong)
    expect(wrong.status).toBe(404)
  })

  it('refuses 1,000 guesses from one address after the limit, before their tokens are looked up', async () => {
    const { requestPageLimit } = await import('~/leads/requests/requests.server')
    const { databaseNow } = await import('~/server/database-clock.server')
    const kept = await book({ phone: '+91 90000 31038' })
    const address = nextAddress()
    const statuses = new Map<number, number>()
    // The limit counts in fixed windows of the database's clock; on a slow machine the guesses can run into the
    // next window, which gives the same address the limit again.
    const window = (at: Date) => Math.floor(at.getTime() / requestPageLimit.windowMs)
    const first = window(await databaseNow(handle.db))
    for (let guess = 0; guess < 1000; guess += 1) {
      const { status } = await open(crypto.randomBytes(32).toString('base64url'), address)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
    const windows = window(await databaseNow(handle.db)) - first + 1
    expect([...statuses.keys()].sort()).toEqual([404, 429])
    expect(statuses.get(404)).toBeGreaterThanOrEqual(requestPageLimit.limit)
    expect(statuses.get(404)).toBeLessThanOrEqual(requestPageLimit.limit * windows)
    // Refused before the lookup: past the limit, even a token that opens a request is not looked up.
    expect((await open(tokenOf(kept.page), address)).status).toBe(429)
  })

  it('mails the customer when the team confirms with a note and a reel-maker, and the page says so', async () => {
    const { id, page, email } = await book({ phone: '+91 90000 31033' })
    const { mailed } = await modules.changeStatus('bookings', id, 'confirmed', member.id, {
      db: handle.db,
      note: 'See you at the gate at 18:15.',
      reelMaker: 'Meera',
      siteUrl: siteOrigin,
    })
    expect(mailed).toBe(true)
    const confirmation = (await mailsTo(email)).at(-1)
    expect(confirmation?.subject).toBe(`Your booking BK-${id} is confirmed | ReelCraft`)
    for (const part of [
      'See you at the gate at 18:15.',
      'Venue: Jubilee Hills',
      'Your reel-maker: Meera',
      'Total with GST',
      'IST',
      `${siteOrigin}/requests/`,
    ]) {
      expect(confirmation?.text).toContain(part)
    }
    const shown = await view(tokenOf(page))
    expect(shown).toMatchObject({ status: 'Confirmed', note: 'See you at the gate at 18:15.', reelMaker: 'Meera' })
    expect(shown.lines).toContainEqual({ label: 'Venue', value: 'Jubilee Hills' })

    const consolePage = await modules.lead.loader({
      request: consoleRequest(`/console/leads/bookings/${id}`, { cookie: member.cookie }),
      params: { kind: 'bookings', id: String(id) },
      context,
    } as never)
    expect(consolePage.followed?.mails.map((mail) => mail.subject)).toEqual([
      `Your booking BK-${id} is confirmed | ReelCraft`,
      `Your booking request BK-${id} | ReelCraft`,
    ])
  })

  it('takes a request to move the date for the team to answer, mailing the team and the customer and changing nothing else', async () => {
    const { id, page, email } = await book({ phone: '+91 90000 31034' })
    const refused = await post('move', tokenOf(page), {
      'date.day': '1',
      'date.month': '1',
      'date.year': '2020',
      time: '10:00',
    })
    expect(refused.status).toBe(400)
    const next = inIndia(20 * 24)
    const [dayOfMonth, month, year] = next.date.split('/')
    const asked = await post('move', tokenOf(page), {
      'date.day': dayOfMonth,
      'date.month': month,
      'date.year': year,
      time: '11:30',
      note: 'Rain forecast',
    })
    expect(asked).toMatchObject({ status: 303, location: `/requests/${tokenOf(page)}?done=moved` })
    const booking = await handle.db
      .selectFrom('bookings')
      .select(['status', 'event_date'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(booking.status).toBe('pending')
    const [teamMail] = (await mailsTo(teamInbox)).filter((mail) => mail.subject.startsWith('Asked to move a booking'))
    expect(teamMail.text).toContain('11:30 IST')
    expect(teamMail.text).toContain('Rain forecast')
    expect((await view(tokenOf(page))).moveAsked?.when).toContain('11:30 IST')
    const [received] = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('We have your request to move'))
    expect(received.text).toContain(`You asked to move your booking BK-${id} to`)
    expect(received.text).toContain('Your booking stays as it is until our team answers')
    const consolePage = await modules.lead.loader({
      request: consoleRequest(`/console/leads/bookings/${id}`, { cookie: member.cookie }),
      params: { kind: 'bookings', id: String(id) },
      context,
    } as never)
    expect(consolePage.booking?.openMove?.note).toBe('Rain forecast')
  })

  /** The move form's fields for a day some days from now in India and a start time. */
  function movingTo(daysAhead: number, time: string) {
    const [dayOfMonth, month, year] = inIndia(daysAhead * 24).date.split('/')
    return { 'date.day': dayOfMonth, 'date.month': month, 'date.year': year, time }
  }

  /** How many mails about a booking asked the team to move it. */
  async function moveMails(id: number) {
    const rows = await handle.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('lead_type', '=', 'bookings')
      .where('lead_id', '=', id)
      .execute()
    return rows.filter((row) => row.subject.startsWith('Asked to move a booking')).length
  }

  it("refuses a second request to move while the first is open, in the page's words and mailing no one, and takes one again once the team has answered", async () => {
    const { id, page } = await book({ phone: '+91 90000 31040' })
    const token = tokenOf(page)
    expect(await post('move', token, movingTo(20, '11:30'))).toMatchObject({ status: 303 })
    const mailsForOne = await moveMails(id)
    expect(mailsForOne).toBeGreaterThan(0)

    const again = await post('move', token, movingTo(21, '12:00'))
    expect(again).toMatchObject({ status: 409, body: { refused: requestPage.move.alreadyAsked } })
    expect(await moveMails(id)).toBe(mailsForOne)
    expect((await view(token)).moveAsked?.when).toContain('11:30 IST')

    // Confirming the booking does not answer it; declining it does.
    await modules.changeStatus('bookings', id, 'confirmed', member.id, {
      db: handle.db,
      note: 'See you there.',
      reelMaker: null,
      siteUrl: siteOrigin,
    })
    expect(await post('move', token, movingTo(22, '13:00'))).toMatchObject({ status: 409 })
    const open = await handle.db
      .selectFrom('request_updates')
      .select('id')
      .where('lead_id', '=', id)
      .where('action', '=', 'move')
      .executeTakeFirstOrThrow()
    await modules.declineMove(id, open.id, member.id, 'That day is taken.', {
      handle: { db: handle.db, engine },
      siteUrl: siteOrigin,
    })
    expect(await post('move', token, movingTo(22, '13:00'))).toMatchObject({ status: 303 })
    expect(await moveMails(id)).toBe(2 * mailsForOne)
  })

  it('takes one of 15 requests to move sent at once, and mails the team about that one only', async () => {
    const { id, page } = await book({ phone: '+91 90000 31041' })
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) => post('move', tokenOf(page), movingTo(20 + n, '11:30'))),
    )
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(14)
    const asked = await handle.db
      .selectFrom('request_updates')
      .select('id')
      .where('lead_type', '=', 'bookings')
      .where('lead_id', '=', id)
      .where('action', '=', 'move')
      .execute()
    expect(asked).toHaveLength(1)
    const team = await handle.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('lead_type', '=', 'bookings')
      .where('lead_id', '=', id)
      .where('subject', 'like', 'Asked to move a booking%')
      .execute()
    expect(new Set(team.map((mail) => mail.to_address)).size).toBe(team.length)
  })

  it('refuses to move a booking to more than two years ahead, or to today at a time already passed in India', async () => {
    const { id, page } = await book({ phone: '+91 90000 31042' })
    const token = tokenOf(page)
    const farthest = await post('move', token, {
      'date.day': '31',
      'date.month': '12',
      'date.year': '9999',
      time: '10:00',
    })
    const twoYearsOn = await post('move', token, movingTo(2 * 366 + 1, '10:00'))
    const midnightToday = await post('move', token, { ...movingTo(0, '00:00'), time: '00:00' })

    expect(farthest).toMatchObject({ status: 400, body: { errors: { date: dateMessages.tooFar } } })
    expect(twoYearsOn).toMatchObject({ status: 400, body: { errors: { date: dateMessages.tooFar } } })
    expect(midnightToday).toMatchObject({ status: 400, body: { errors: { time: timeMessages.passed } } })
    expect(await moveMails(id)).toBe(0)
  })

  it('cancels once the customer confirms on its own page, records it in the audit log, and tells the customer what it costs', async () => {
    const { id, page, email } = await book({ phone: '+91 90000 31035' }, 30)
    const token = tokenOf(page)
    // The first press opens the page that asks; it changes nothing.
    const asking = await outcome(() =>
      modules.cancel.loader({
        request: new Request(`${siteOrigin}/requests/${token}/cancel`),
        params: { token },
        context: { ...context, clientAddress: nextAddress() },
      } as never),
    )
    expect(asking.body).toMatchObject({ changeable: true, refund: 'Nothing has been paid, so nothing is charged.' })
    expect(
      (await handle.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('pending')
    expect(await post('cancel', token)).toMatchObject({
      status: 303,
      location: `/requests/${token}?done=cancelled-mailed`,
    })
    expect(
      (await handle.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('cancelled')
    const audit = await handle.db
      .selectFrom('lead_events')
      .select(['detail', 'staff_id'])
      .where('lead_type', '=', 'bookings')
      .where('lead_id', '=', id)
      .execute()
    expect(audit).toContainEqual({
      detail: 'Status pending → cancelled, by the customer on their page',
      staff_id: null,
    })
    const cancelled = (await mailsTo(email)).at(-1)
    expect(cancelled?.subject).toBe(`Your booking BK-${id} is cancelled | ReelCraft`)
    expect(cancelled?.text).toContain('Nothing has been paid, so nothing is charged.')
    expect(cancelled?.text).not.toMatch(/refund|\d+% of/)
    expect((await view(tokenOf(page))).status).toBe('Cancelled')
    expect((await post('cancel', token)).status).toBe(409)
  })

  it('shows an application as the team moves it, and an enquiry as received', async () => {
    const application = await modules.submitLead(
      'partner_applications',
      {
        input: {
          fullName: 'Ravi Teja',
          iphoneModel: 'iPhone 16 Pro',
          location: 'Vizag',
          contactNumber: '+91 91234 56780',
          email: 'ravi.teja@example.in',
          instagramId: '@ravi',
          recentWorks: 'https://example.in/ravi',
        },
        ip: nextAddress(),
      },
      { handle, teamInbox, siteUrl: siteOrigin },
    )
    const token = tokenOf(String(application.body.page))
    expect((await view(token)).status).toBe('Received')
    await modules.changeStatus('partner_applications', Number(application.body.id), 'reviewing', member.id, {
      db: handle.db,
      siteUrl: siteOrigin,
    })
    const shown = await view(token)
    expect(shown).toMatchObject({ status: 'Being reviewed', changeable: false, lines: [] })
    expect((await mailsTo('ravi.teja@example.in')).at(-1)?.subject).toBe(
      `Your partner application PA-${application.body.id} is being reviewed | ReelCraft`,
    )

    const when = inIndia(10 * 24)
    const enquiry = await modules.submitLead(
      'enquiries',
      {
        input: {
          name: 'Anil',
          phone: '+91 98480 22222',
          email: 'anil@example.in',
          shootType: 'personal',
          city: 'Vizag',
          location: 'Siripuram',
          occasion: 'Personal Shoot',
          personalShootOccasion: 'Birthday',
          date: when.date,
          time: '10:00',
          hours: '2',
          reels: '2',
        },
        ip: nextAddress(),
      },
      { handle, teamInbox, siteUrl: siteOrigin },
    )
    expect(enquiry.status).toBe(201)
    expect(await view(tokenOf(String(enquiry.body.page)))).toMatchObject({ status: 'Received', changeable: false })
  })

  it('sends a customer their page on WhatsApp from the console: a new link that opens the request, in the audit log', async () => {
    const { id } = await book({ phone: '+91 90000 31037', email: '' })
    const sent = await outcome(() =>
      modules.lead.action({
        request: consoleRequest(`/console/leads/bookings/${id}`, {
          method: 'POST',
          cookie: member.cookie,
          form: { intent: 'whatsapp-page' },
        }),
        params: { kind: 'bookings', id: String(id) },
        context,
      } as never),
    )
    expect(sent.status).toBe(302)
    const location = new URL(String(sent.location))
    expect(`${location.origin}${location.pathname}`).toBe('https://wa.me/919000031037')
    const message = String(location.searchParams.get('text'))
    expect(message).toMatch(
      new RegExp(
        `^Hello from ReelCraft\\. You can follow your request BK-${id} here: ${siteOrigin}/requests/[\\w-]{43}$`,
      ),
    )
    const shown = await view(message.slice(message.lastIndexOf('/') + 1))
    expect(shown).toMatchObject({ reference: `BK-${id}`, status: 'Received', hasEmail: false })
    const audit = await handle.db
      .selectFrom('lead_events')
      .select(['action', 'staff_id'])
      .where('lead_type', '=', 'bookings')
      .where('lead_id', '=', id)
      .execute()
    expect(audit).toContainEqual({ action: 'page-sent', staff_id: member.id })
  })

  it('gives a retry of the same submission a page of its own, and the same booking sent again by anyone a page of a booking of its own', async () => {
    const when = inIndia(6 * 24)
    const input = {
      name: 'Asha Rao',
      phone: '+91 90000 31036',
      location: 'Jubilee Hills',
      packageId: 'half-day',
      idempotencyKey: crypto.randomUUID(),
      ...when,
    }
    const ip = nextAddress()
    const first = await modules.submitLead(
      'bookings',
      { input, ip, idempotencyKey: input.idempotencyKey },
      { handle, teamInbox, siteUrl: siteOrigin },
    )
    const retried = await modules.submitLead(
      'bookings',
      { input, ip, idempotencyKey: input.idempotencyKey },
      { handle, teamInbox, siteUrl: siteOrigin },
    )
    expect(retried.body.id).toBe(first.body.id)
    expect(retried.body.page).not.toBe(first.body.page)
    expect((await view(tokenOf(String(retried.body.page)))).reference).toBe(`BK-${first.body.id}`)

    const again = await modules.submitLead(
      'bookings',
      { input: { ...input, idempotencyKey: crypto.randomUUID() }, ip: nextAddress() },
      { handle, teamInbox, siteUrl: siteOrigin },
    )
    expect(again.body.id).not.toBe(first.body.id)
    expect(again.body.possibleDuplicate).toBe(true)
    expect((await view(tokenOf(String(again.body.page)))).reference).toBe(`BK-${again.body.id}`)
  })
})
