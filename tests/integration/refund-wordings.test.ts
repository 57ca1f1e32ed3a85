import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { writtenMail } from '~/server/outbox-words.server'
import type { TestDatabase } from '../support/database'
import { engines } from '../support/database'
import { closeConsoleDatabase, openConsoleDatabase, signedIn, siteOrigin } from './console-helpers'
import { privateLinks } from '~/leads/private-links.server'

// What a cancellation costs is one rule (docs/decisions/0096): the page that asks before cancelling, the request's
// page after, the mails to the customer and the team, and the console say the same, and while online payment is
// not live nobody reads a percentage. Whether it is live is the business's word, saved in the console. Staff
// cancelling offers another reel-maker or a new booking.

const teamInbox = 'team@reelcraft.test'
const nothingCharged = 'Nothing has been paid, so nothing is charged.'
const offered = 'We offer you another reel-maker of equal standing for the same time, or a new booking on another date'

describe.each(engines)('what a cancellation costs on %s', (engine) => {
  let handle: TestDatabase
  let member: { id: number; cookie: string }
  let modules: {
    submitLead: typeof import('~/leads/submit.server').submitLead
    requests: typeof import('~/leads/requests/requests.server')
    cancelByCustomer: typeof import('~/leads/bookings/cancellation.server').cancelByCustomer
    changeStatus: typeof import('~/leads/console/workflow.server').changeStatus
    teamCancellationWords: typeof import('~/leads/requests/cancellation-cost.server').teamCancellationWords
    factsStore: typeof import('~/server/facts-store.server').factsStore
    inProcessSignals: typeof import('~/server/signals.server').inProcessSignals
  }
  let visitor = 0

  beforeAll(async () => {
    process.env.TEAM_INBOX = teamInbox
    handle = await openConsoleDatabase(engine)
    member = await signedIn(handle, 'staff', 'Kiran Staff')
    modules = {
      submitLead: (await import('~/leads/submit.server')).submitLead,
      requests: await import('~/leads/requests/requests.server'),
      cancelByCustomer: (await import('~/leads/bookings/cancellation.server')).cancelByCustomer,
      changeStatus: (await import('~/leads/console/workflow.server')).changeStatus,
      teamCancellationWords: (await import('~/leads/requests/cancellation-cost.server')).teamCancellationWords,
      factsStore: (await import('~/server/facts-store.server')).factsStore,
      inProcessSignals: (await import('~/server/signals.server')).inProcessSignals,
    }
  })
  afterEach(async () => {
    await handle.db.deleteFrom('business_facts').execute()
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
    delete process.env.TEAM_INBOX
  })

  function nextAddress() {
    visitor += 1
    return `10.97.${Math.floor(visitor / 250)}.${visitor % 250}`
  }

  /** A booking of the half-day plan starting some hours from now, as the form takes it (day first, India's time). */
  async function book(hoursAhead: number) {
    const shifted = new Date(Date.now() + (hoursAhead + 5.5) * 3_600_000).toISOString()
    const [year, month, day] = shifted.slice(0, 10).split('-')
    const email = `refund-${engine}-${visitor}@example.in`
    const answer = await modules.submitLead(
      'bookings',
      {
        input: {
          name: 'Asha Rao',
          phone: `+91 98480 ${String(97000 + visitor)}`,
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

  async function opened(token: string) {
    const opening = await modules.requests.openRequest(token, nextAddress(), handle.db)
    if (opening.outcome !== 'found') throw new Error(`the page did not open: ${opening.outcome}`)
    return opening
  }

  async function view(token: string) {
    return modules.requests.requestView(await opened(token), new Date(), handle.db)
  }

  async function lastMailTo(address: string, subject: string) {
    const rows = await handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body', 'content', 'unsubscribe_url'])
      .where('to_address', '=', address)
      .where('subject', 'like', `${subject}%`)
      .orderBy('id', 'desc')
      .execute()
    expect(rows.length, `a mail "${subject}" to ${address}`).toBeGreaterThan(0)
    return writtenMail(handle.db, rows[0], privateLinks)
  }

  it('tells a customer who cancels a request made minutes ago, starting in 30 hours, that nothing is charged: before, after and in both mails', async () => {
    const { id, token, email } = await book(30)

    const asking = await view(token)
    await modules.cancelByCustomer(await opened(token), { handle, siteUrl: siteOrigin, teamInbox })
    const after = await view(token)
    const customer = await lastMailTo(email, `Your booking BK-${id} is cancelled`)
    const team = await lastMailTo(teamInbox, 'Booking cancelled by the customer: Asha Rao')

    expect(asking.refund).toBe(nothingCharged)
    expect(after.next).toBe(`This booking is cancelled. ${nothingCharged}`)
    for (const text of [customer.text, team.text]) {
      expect(text).toContain(nothingCharged)
      // The price's GST is a percentage; what comes back of it is none.
      expect(text).not.toMatch(/refund|\d+% of/)
    }
  })

  it('offers another reel-maker or a new booking when the team cancels a confirmed booking: in the console first, then in the mail and on the page', async () => {
    const { id, token, email } = await book(10 * 24)
    await modules.changeStatus('bookings', id, 'confirmed', member.id, { db: handle.db, siteUrl: siteOrigin })

    const inConsole = await modules.teamCancellationWords('bookings', id, new Date(), handle.db)
    await modules.changeStatus('bookings', id, 'cancelled', member.id, {
      db: handle.db,
      note: 'Our reel-maker is unwell.',
      siteUrl: siteOrigin,
    })
    const customer = await lastMailTo(email, `Your booking BK-${id} is cancelled`)
    const after = await view(token)

    expect(inConsole).toBe(
      `${offered}: write to us or call us with your reference and we arrange it. ${nothingCharged}`,
    )
    expect(customer.text).toContain(inConsole)
    expect(customer.text).toContain('The reason: Our reel-maker is unwell.')
    expect(customer.text).not.toContain('refunded in full')
    expect(after.next).toBe(`This booking is cancelled. ${inConsole}`)
  })
  it('reads what was paid from online payment as the business saved it: once live, a confirmed booking cancelled by its customer is refunded by the hours left, before, after and in the mail', async () => {
    const store = modules.factsStore({ db: handle.db, signals: modules.inProcessSignals() })
    const live = { app: { live: false }, onlinePayment: { live: true }, wallet: { live: false } }
    expect(await store.save('capabilities', live, member.id)).toMatchObject({ saved: true })
    // 30 hours ahead: between the file's partial (24) and full (72) refund bands.
    const { id, token, email } = await book(30)
    await modules.changeStatus('bookings', id, 'confirmed', member.id, { db: handle.db, siteUrl: siteOrigin })

    const asking = await view(token)
    await modules.cancelByCustomer(await opened(token), { handle, siteUrl: siteOrigin, teamInbox })
    const after = await view(token)
    const customer = await lastMailTo(email, `Your booking BK-${id} is cancelled`)

    const partly = /^Cancelled between 24 and 72 hours before it starts, a booking is refunded 50% of what you paid/
    expect(asking.refund).toMatch(partly)
    expect(after.next).toBe(`This booking is cancelled. ${asking.refund}`)
    expect(customer.text).toContain(asking.refund)
    expect(customer.text).not.toContain(nothingCharged)
  })
})
