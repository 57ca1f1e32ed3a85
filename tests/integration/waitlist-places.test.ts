import { describe, expect, it } from 'vitest'
import { confirmWaitlistPlace } from '~/leads/waitlist_entries/confirm.server'
import { unsubscribe } from '~/leads/mailing-lists.server'
import { writtenMail } from '~/server/outbox-words.server'
import { engines } from '../support/database'
import { leadApiOn, teamInbox } from '../support/lead-api'
import { privateLinks } from '~/leads/private-links.server'

// Anyone can type any address into the waitlist form, so a place counts only once the address's owner confirms
// it with the link we mail them, one mailbox holds one place however its address is spelt, and a join tells
// whoever sent it nothing about who is on the list (docs/decisions/0091-waitlist-places-once-confirmed.md).

let unique = 0
function address(domain = 'example.in') {
  unique += 1
  return `early-${unique}-${Date.now()}@${domain}`
}

describe.each(engines)('waitlist places on %s', (engine) => {
  const leadApi = leadApiOn(engine)
  const { post } = leadApi

  async function status() {
    return (await fetch(`${leadApi.url}/api/waitlist`).then((answer) => answer.json())) as {
      joined: number
      spotsRemaining: number
    }
  }

  /** The mails queued to an address, newest first, as they are sent. */
  async function mailsTo(email: string) {
    const rows = await leadApi.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .execute()
    return Promise.all(rows.map(async (row) => ({ ...row, ...(await writtenMail(leadApi.db, row, privateLinks)) })))
  }

  async function confirmLinkTo(email: string) {
    const [latest] = await mailsTo(email)
    return /\/waitlist\/confirm\?token=([\w.-]+)/.exec(latest?.text ?? '')?.[1] ?? ''
  }

  async function teamMailAbout(email: string) {
    return leadApi.db
      .selectFrom('mail_outbox')
      .innerJoin('waitlist_entries', 'waitlist_entries.id', 'mail_outbox.lead_id')
      .select(['mail_outbox.to_address', 'mail_outbox.subject'])
      .where('mail_outbox.lead_type', '=', 'waitlist_entries')
      .where('waitlist_entries.email', '=', email)
      .where('mail_outbox.to_address', '=', teamInbox)
      .execute()
  }

  const confirm = (token: string, now = new Date()) => confirmWaitlistPlace(token, { db: leadApi.db, now, teamInbox })

  it('counts nobody who has not confirmed: a join takes no place and no spot, and the team is not told', async () => {
    const before = await status()
    const strangers = [address(), address('example.invalid'), `spot+${unique}@gmail.com`]
    for (const email of strangers) expect((await post('/api/waitlist', { email })).status).toBe(201)
    expect(await status()).toEqual(before)
    for (const email of strangers) expect(await teamMailAbout(email)).toEqual([])
  })

  it('gives the place when its owner opens the link mailed to them, shows it again, and tells the team once', async () => {
    const email = address()
    await post('/api/waitlist', { email })
    const [asked] = await mailsTo(email)
    expect(asked.subject).toBe('Please confirm your place on the ReelCraft waitlist')
    const before = await status()

    const placed = await confirm(await confirmLinkTo(email))
    expect(placed).toEqual({ position: before.joined + 1 })
    expect(await status()).toEqual({ joined: before.joined + 1, spotsRemaining: Math.max(0, 99 - before.joined) })
    expect(await confirm(await confirmLinkTo(email))).toEqual(placed)
    const told = await teamMailAbout(email)
    expect(told).toHaveLength(1)
    expect(told[0].subject).toContain(`New waitlist member #${placed?.position}: ${email}`)
  })

  it('ranks places by when their owners confirmed them, and a place once shown never moves down', async () => {
    const early = address()
    const late = address()
    await post('/api/waitlist', { email: early })
    await post('/api/waitlist', { email: late })
    const startedFirst = new Date()
    const lateLink = await confirmLinkTo(late)
    const earlyLink = await confirmLinkTo(early)
    const latePlace = await confirm(lateLink, new Date(startedFirst.getTime() + 1000))
    // A press whose request began first but reaches the database second takes the place after.
    expect(await confirm(earlyLink, startedFirst)).toEqual({ position: (latePlace?.position ?? 0) + 1 })
    expect(await confirm(lateLink)).toEqual(latePlace)
  })

  it('gives owners who confirm at the same moment a place each, which each keeps', async () => {
    const emails = Array.from({ length: 6 }, () => address())
    for (const email of emails) await post('/api/waitlist', { email })
    const links = await Promise.all(emails.map(confirmLinkTo))
    const sameMoment = new Date()
    const shown = await Promise.all(links.map((link) => confirm(link, sameMoment)))
    const positions = shown.map((placed) => placed?.position ?? 0)
    expect(new Set(positions).size).toBe(emails.length)
    expect(Math.max(...positions) - Math.min(...positions)).toBe(emails.length - 1)
    expect(await Promise.all(links.map((link) => confirm(link)))).toEqual(shown)
  })

  it('answers a join alike whether the address is unknown, waiting, on the list or has left it', async () => {
    const waiting = address()
    await post('/api/waitlist', { email: waiting })
    const member = address()
    await post('/api/waitlist', { email: member })
    await confirm(await confirmLinkTo(member))
    const departed = address()
    await post('/api/waitlist', { email: departed })
    await confirm(await confirmLinkTo(departed))
    const [asked] = await mailsTo(departed)
    const leave = /\/unsubscribe\?token=([\w.-]+)/.exec(asked.text)?.[1] ?? ''
    expect(await unsubscribe(leave, { db: leadApi.db })).toBe('done')

    const answers = await Promise.all(
      [address(), waiting, member, member.toUpperCase(), departed].map((email) => post('/api/waitlist', { email })),
    )
    for (const answer of answers) expect(answer).toEqual({ status: 201, body: { ok: true } })
  })

  it('holds one place per mailbox: tags, Gmail dots and googlemail.com are one entry, written to as first typed', async () => {
    const user = `spot${unique}x${Date.now()}`
    const spellings = [
      `${user}+1@gmail.com`,
      `${user.slice(0, 1)}.${user.slice(1)}@gmail.com`,
      `${user.toUpperCase()}@googlemail.com`,
      `${user}+2@gmail.com`,
    ]
    for (const email of spellings)
      expect(await post('/api/waitlist', { email })).toEqual({ status: 201, body: { ok: true } })
    const entries = await leadApi.db
      .selectFrom('waitlist_entries')
      .select(['email', 'mailbox'])
      .where('mailbox', '=', `${user}@gmail.com`)
      .execute()
    expect(entries).toEqual([{ email: spellings[0], mailbox: `${user}@gmail.com` }])
    // Within the cap of three mails a day to one mailbox, every one to the address it joined with.
    expect((await mailsTo(spellings[0])).length).toBe(3)
    for (const other of spellings.slice(1)) expect(await mailsTo(other.toLowerCase())).toEqual([])

    await confirm(await confirmLinkTo(spellings[0]))
    const before = await status()
    await post('/api/waitlist', { email: `${user}+3@gmail.com` })
    expect(await status()).toEqual(before)
  })

  it('mails a member who joins again their place, within the day’s cap of three mails to one mailbox', async () => {
    const email = address()
    await post('/api/waitlist', { email })
    const placed = await confirm(await confirmLinkTo(email))
    for (let again = 0; again < 4; again++) await post('/api/waitlist', { email })
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(3)
    expect(mails[0].subject).toBe("You're on the ReelCraft waitlist")
    expect(mails[0].text).toContain(`Your position on the waitlist is #${placed?.position}.`)
  })
})
