import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessFacts } from '~/content/shipped-facts'
import { nextAfter, requestPageWords } from '~/content/request-page'
import { siteOf } from '~/content/site-of'
import { factsStore } from '~/server/facts-store.server'
import { inProcessSignals } from '~/server/signals.server'
import { writtenMail } from '~/server/outbox-words.server'
import { visitorMailLimit } from '~/server/rate-limit.server'
import type { TestDatabase } from '../support/database'
import { engines } from '../support/database'
import { closeConsoleDatabase, openConsoleDatabase, signedIn, siteOrigin } from './console-helpers'
import { privateLinks } from '~/leads/private-links.server'

const requestPage = requestPageWords(siteOf(businessFacts))

// A package inquiry and an enquiry follow the model of a booking (docs/decisions/0096): their page shows what was
// asked (what the sender typed only on the page given to the sender), and the customer withdraws them there; the
// team is told, the page says so, and the customer is mailed within the mail caps.

const teamInbox = 'team@reelcraft.test'

describe.each(engines)('withdrawing a request on %s', (engine) => {
  let handle: TestDatabase
  let member: { id: number; cookie: string }
  let modules: {
    submitLead: typeof import('~/leads/submit.server').submitLead
    requests: typeof import('~/leads/requests/requests.server')
    withdrawal: typeof import('~/leads/requests/withdrawal.server')
    changeStatus: typeof import('~/leads/console/workflow.server').changeStatus
  }
  let visitor = 0

  beforeAll(async () => {
    process.env.TEAM_INBOX = teamInbox
    handle = await openConsoleDatabase(engine)
    member = await signedIn(handle, 'staff', 'Kiran Staff')
    modules = {
      submitLead: (await import('~/leads/submit.server')).submitLead,
      requests: await import('~/leads/requests/requests.server'),
      withdrawal: await import('~/leads/requests/withdrawal.server'),
      changeStatus: (await import('~/leads/console/workflow.server')).changeStatus,
    }
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
    delete process.env.TEAM_INBOX
  })

  function nextAddress() {
    visitor += 1
    return `10.96.${Math.floor(visitor / 250)}.${visitor % 250}`
  }

  async function inquire(email: string) {
    const answer = await modules.submitLead(
      'package_inquiries',
      {
        input: {
          packageType: 'Wedding',
          name: 'Asha Rao',
          email,
          phone: '+91 98480 96001',
          weddingDate: 'February 2027, or March',
          eventDetails: 'Haldi and sangeet,\n300 guests',
        },
        ip: nextAddress(),
      },
      { handle, teamInbox, siteUrl: siteOrigin },
    )
    expect(answer.status).toBe(201)
    return { id: Number(answer.body.id), token: String(answer.body.page).replace('/requests/', '') }
  }

  async function enquire(email: string) {
    const day = new Date(Date.now() + 20 * 24 * 3_600_000).toISOString().slice(0, 10).split('-')
    const answer = await modules.submitLead(
      'enquiries',
      {
        input: {
          name: 'Anil',
          phone: '+91 98480 96002',
          email,
          shootType: 'personal',
          city: 'Vizag',
          location: 'Siripuram',
          occasion: 'Personal Shoot',
          personalShootOccasion: 'Graduation',
          date: `${day[2]}/${day[1]}/${day[0]}`,
          time: '10:00',
          hours: '2',
          reels: '3',
        },
        ip: nextAddress(),
      },
      { handle, teamInbox, siteUrl: siteOrigin },
    )
    expect(answer.status).toBe(201)
    return { id: Number(answer.body.id), token: String(answer.body.page).replace('/requests/', '') }
  }

  async function opened(token: string) {
    const opening = await modules.requests.openRequest(token, nextAddress(), handle.db)
    if (opening.outcome !== 'found') throw new Error(`the page did not open: ${opening.outcome}`)
    return opening
  }

  async function view(token: string) {
    return modules.requests.requestView(await opened(token), new Date(), handle.db)
  }

  /** The mails queued to an address, as they are sent (their page links made now). */
  async function mailsTo(address: string) {
    const rows = await handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body', 'content', 'unsubscribe_url'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute()
    return Promise.all(rows.map((row) => writtenMail(handle.db, row, privateLinks)))
  }

  it("shows a package inquiry's package by its page's name, and what the sender typed only on the page their answer gave them", async () => {
    const email = `typed-${engine}@example.in`
    const { token } = await inquire(email)

    const ownPage = await view(token)
    const [copy] = await mailsTo(email)
    const mailed = /\/requests\/([\w-]{43})/.exec(copy.text)?.[1] ?? ''
    const mailPage = await view(mailed)

    expect(ownPage.lines).toEqual([
      { label: 'Package', value: 'Wedding Reel Packages' },
      { label: 'Wedding date', value: 'February 2027, or March' },
      { label: 'Event details', value: 'Haldi and sangeet,\n300 guests' },
    ])
    expect(mailPage.lines).toEqual([{ label: 'Package', value: 'Wedding Reel Packages' }])
    expect(copy.text).not.toContain('Haldi')
  })

  it("shows an enquiry's day, time, city, choices and numbers on every page, and its place only on the sender's", async () => {
    const email = `enquiry-lines-${engine}@example.in`
    const { token } = await enquire(email)

    const ownPage = await view(token)
    const [copy] = await mailsTo(email)
    const mailPage = await view(/\/requests\/([\w-]{43})/.exec(copy.text)?.[1] ?? '')

    const checked = ['Date', 'Time', 'City', 'Shoot type', 'Occasion', 'Hours', 'Reels']
    expect(mailPage.lines.map((line) => line.label)).toEqual(checked)
    expect(mailPage.lines).toContainEqual({ label: 'Time', value: '10:00 IST' })
    expect(ownPage.lines.map((line) => line.label)).toEqual([...checked, 'Location', 'Personal shoot occasion'])
  })

  it.each(['package_inquiries', 'enquiries'] as const)(
    'lets the customer withdraw a %s on its page: the team is mailed, the customer too, the page says so',
    async (kind) => {
      const email = `withdraw-${kind}-${engine}@example.in`
      const { id, token } = kind === 'package_inquiries' ? await inquire(email) : await enquire(email)
      const before = await opened(token)
      expect(modules.withdrawal.mayBeWithdrawn(before)).toBe(true)

      const { mailed } = await modules.withdrawal.withdrawByCustomer(before, {
        handle,
        siteUrl: siteOrigin,
        teamInbox,
      })

      expect(mailed).toBe(true)
      const shown = await view(token)
      expect(shown).toMatchObject({ status: 'Withdrawn', next: nextAfter.withdrawn })
      expect(modules.withdrawal.mayBeWithdrawn(await opened(token))).toBe(false)
      const reference = `${kind === 'package_inquiries' ? 'PQ' : 'EQ'}-${id}`
      const label = kind === 'package_inquiries' ? 'Package inquiry' : 'Enquiry'
      const team = (await mailsTo(teamInbox)).filter((mail) => mail.subject.includes(`(${reference})`))
      expect(team.map((mail) => mail.subject)).toContain(
        `${label} withdrawn by the customer: ${kind === 'enquiries' ? 'Anil' : 'Asha Rao'} (${reference})`,
      )
      const customer = (await mailsTo(email)).at(-1)
      expect(customer?.subject).toBe(`Your ${label.toLowerCase()} ${reference} is withdrawn | ReelCraft`)
      expect(customer?.text).toContain(`You withdrew your ${label.toLowerCase()} ${reference} on its page.`)
      expect(customer?.text).toMatch(new RegExp(`${siteOrigin}/requests/[\\w-]{43}`))
      const row = await handle.db.selectFrom(kind).select('status').where('id', '=', id).executeTakeFirstOrThrow()
      expect(row.status).toBe('withdrawn')
      const audit = await handle.db
        .selectFrom('lead_events')
        .select(['detail', 'staff_id'])
        .where('lead_type', '=', kind)
        .where('lead_id', '=', id)
        .execute()
      expect(audit).toContainEqual({ detail: 'Status new → withdrawn, by the customer on their page', staff_id: null })
      await expect(
        modules.withdrawal.withdrawByCustomer(await opened(token), { handle, siteUrl: siteOrigin, teamInbox }),
      ).rejects.toThrow(requestPage.withdraw.refused)
    },
  )

  it('refuses a request no longer withdrawable with the ways to reach us as the business saved them', async () => {
    const { token } = await inquire(`refused-${engine}@example.in`)
    const options = { handle, siteUrl: siteOrigin, teamInbox }
    await modules.withdrawal.withdrawByCustomer(await opened(token), options)
    // The file's number is an example, so the refusal offers only writing; once a number in service is saved in
    // the console, it offers a call too.
    expect(requestPage.withdraw.refused).toBe('This request can no longer be withdrawn here. Please write to us.')
    const store = factsStore({ db: handle.db, signals: inProcessSignals() })
    await store.save('phone', { ...businessFacts.phone, main: { number: '+91 40 4000 1234', confirmed: true } }, null)
    try {
      await expect(modules.withdrawal.withdrawByCustomer(await opened(token), options)).rejects.toThrow(
        'This request can no longer be withdrawn here. Please call or write to us.',
      )
    } finally {
      await store.save('phone', businessFacts.phone, null)
    }
  })

  it('tells the team but mails the customer no more once their mailbox has had its mails for the day', async () => {
    const email = `capped-${engine}@example.in`
    for (let copy = 1; copy < visitorMailLimit.limit; copy += 1) await inquire(email)
    const { id, token } = await inquire(email)
    const mailsBefore = (await mailsTo(email)).length

    const { mailed } = await modules.withdrawal.withdrawByCustomer(await opened(token), {
      handle,
      siteUrl: siteOrigin,
      teamInbox,
    })

    expect(mailed).toBe(false)
    expect(await mailsTo(email)).toHaveLength(mailsBefore)
    expect((await mailsTo(teamInbox)).map((mail) => mail.subject)).toContain(
      `Package inquiry withdrawn by the customer: Asha Rao (PQ-${id})`,
    )
    expect((await view(token)).status).toBe('Withdrawn')
  })

  it('lets the team mark a request withdrawn for a customer who phoned, and mails the customer', async () => {
    const email = `phoned-${engine}@example.in`
    const { id, token } = await inquire(email)

    const { mailed } = await modules.changeStatus('package_inquiries', id, 'withdrawn', member.id, {
      db: handle.db,
      siteUrl: siteOrigin,
    })

    expect(mailed).toBe(true)
    expect((await mailsTo(email)).at(-1)?.subject).toBe(`Your package inquiry PQ-${id} is withdrawn | ReelCraft`)
    expect(await view(token)).toMatchObject({ status: 'Withdrawn', next: nextAfter.withdrawn })
  })
})
