import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { subscriptionState } from '~/leads/catalogue'
import { leadsForExport, readFilters } from '~/server/console/leads.server'
import { rejoinWaitlist } from '~/leads/waitlist_entries/store.server'
import { confirmSubscription, unsubscribe } from '~/server/mailing-lists.server'
import { createMailer } from '~/server/mail.server'
import { engines } from '../support/database'
import { leadApiOn } from '../support/lead-api'
import { writtenMail } from '~/server/outbox.server'

// Consent that can be proven and withdrawn: a newsletter address counts only once its owner confirms it, and
// every mail to a subscriber or a waitlist member carries a signed one-click unsubscribe link.

const day = 24 * 60 * 60_000
let unique = 0
function address() {
  unique += 1
  return `member-${unique}-${Date.now()}@example.in`
}

describe.each(engines)('mailing lists on %s', (engine) => {
  const leadApi = leadApiOn(engine)
  const { post } = leadApi

  /** The links of the latest mail to this address, by the page they open. */
  async function linksTo(email: string) {
    const row = await leadApi.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const mail = { ...row, ...writtenMail(row) }
    const token = (page: string) => new RegExp(`/${page}\\?token=([\\w.-]+)`).exec(mail.text)?.[1] ?? null
    return {
      mail,
      confirm: token('newsletter/confirm'),
      rejoin: token('waitlist/rejoin'),
      unsubscribe: token('unsubscribe'),
    }
  }

  async function subscriber(email: string) {
    return leadApi.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst()
  }

  async function exported() {
    const { rows } = await leadsForExport(
      'newsletter_subscribers',
      readFilters('newsletter_subscribers', new URLSearchParams()),
      leadApi.db,
    )
    return rows.map((row) => row[1])
  }

  it('counts a newsletter address only once its owner opens the confirmation link', async () => {
    const email = address()
    expect(await post('/api/newsletter', { email })).toMatchObject({ status: 201 })
    const signUp = await subscriber(email)
    expect(signUp).toMatchObject({ confirmed_at: null, unsubscribed_at: null })
    expect(subscriptionState(signUp!).state).toBe('pending')
    expect(await exported()).not.toContain(email)

    const { mail, confirm, unsubscribe: leave } = await linksTo(email)
    expect(mail.subject).toBe('Please confirm your subscription to the ReelCraft newsletter')
    expect(confirm).not.toBeNull()
    expect(mail.unsubscribe_url).toBe(`http://localhost:3000/unsubscribe?token=${leave}`)

    expect(await confirmSubscription(confirm!, { db: leadApi.db })).toBe('confirmed')
    expect(await confirmSubscription(confirm!, { db: leadApi.db })).toBe('confirmed')
    const confirmed = await subscriber(email)
    expect(subscriptionState(confirmed!)).toEqual({ state: 'confirmed', since: confirmed!.confirmed_at })
    expect(await exported()).toContain(email)

    expect(await post('/api/newsletter', { email })).toEqual({
      status: 409,
      body: { error: 'This email is already subscribed to our newsletter' },
    })
  })

  it("keeps a waiting sign-up's first time when a stranger types its address again, so the owner's first link still confirms it", async () => {
    const email = address()
    await post('/api/newsletter', { email })
    const first = await linksTo(email)
    const { created_at: signedUpAt } = (await subscriber(email))!
    for (let again = 0; again < 2; again++)
      expect(await post('/api/newsletter', { email })).toMatchObject({ status: 201 })
    expect((await subscriber(email))?.created_at).toBe(signedUpAt)
    const resent = await linksTo(email)
    expect(resent.mail.id).not.toBe(first.mail.id)
    expect(await confirmSubscription(first.confirm!, { db: leadApi.db })).toBe('confirmed')
    expect(await confirmSubscription(resent.confirm!, { db: leadApi.db })).toBe('confirmed')
  })

  it('signs a waiting address up afresh once its first link has expired, with a link that works', async () => {
    const email = address()
    await post('/api/newsletter', { email })
    const first = await linksTo(email)
    const eightDaysAgo = new Date(Date.now() - 8 * day).toISOString()
    await leadApi.db
      .updateTable('newsletter_subscribers')
      .set({ created_at: eightDaysAgo })
      .where('email', '=', email)
      .execute()
    expect(await post('/api/newsletter', { email })).toMatchObject({ status: 201 })
    expect((await subscriber(email))?.created_at).not.toBe(eightDaysAgo)
    expect(await confirmSubscription(first.confirm!, { db: leadApi.db })).toBe('invalid')
    expect(await confirmSubscription((await linksTo(email)).confirm!, { db: leadApi.db })).toBe('confirmed')
  })

  it('unsubscribes with the link, leaves the address out of exports, and takes it back when it signs up again', async () => {
    const email = address()
    await post('/api/newsletter', { email })
    const first = await linksTo(email)
    await confirmSubscription(first.confirm!, { db: leadApi.db })

    expect(await unsubscribe(first.unsubscribe!, { db: leadApi.db })).toBe('done')
    const left = await subscriber(email)
    expect(subscriptionState(left!)).toEqual({ state: 'unsubscribed', since: left!.unsubscribed_at })
    expect(await exported()).not.toContain(email)

    expect(await post('/api/newsletter', { email })).toMatchObject({ status: 201 })
    expect(subscriptionState((await subscriber(email))!).state).toBe('pending')
    // The first mail's confirmation link was for the first sign-up; the new one needs its own.
    expect(await confirmSubscription(first.confirm!, { db: leadApi.db })).toBe('invalid')
    const second = await linksTo(email)
    expect(await confirmSubscription(second.confirm!, { db: leadApi.db })).toBe('confirmed')
    expect(await exported()).toContain(email)
  })

  it('refuses a confirmation link older than a week, one that was altered, and an unsubscribe link used to confirm', async () => {
    const email = address()
    await post('/api/newsletter', { email })
    const { confirm, unsubscribe: leave } = await linksTo(email)
    const altered = confirm!.replace(/\.(\d+)\./, (_match, id: string) => `.${Number(id) + 1}.`)
    expect(await confirmSubscription(altered, { db: leadApi.db })).toBe('invalid')
    expect(await confirmSubscription(leave!, { db: leadApi.db })).toBe('invalid')
    expect(await confirmSubscription(confirm!, { db: leadApi.db, now: new Date(Date.now() + 7 * day + 60_000) })).toBe(
      'invalid',
    )
    expect((await subscriber(email))?.confirmed_at).toBeNull()
  })

  it('answers an unsubscribe the same way whether or not the address is still known', async () => {
    const email = address()
    await post('/api/waitlist', { email })
    const { mail, unsubscribe: leave } = await linksTo(email)
    expect(mail.text).toContain('Leave the waitlist and receive no more mail about it')
    expect(mail.unsubscribe_url).toContain('/unsubscribe?token=')
    await leadApi.db.deleteFrom('waitlist_entries').where('email', '=', email).execute()
    expect(await unsubscribe(leave!, { db: leadApi.db })).toBe('done')
    expect(await unsubscribe(`${leave!.slice(0, -1)}${leave!.endsWith('A') ? 'B' : 'A'}`, { db: leadApi.db })).toBe(
      'invalid',
    )
  })

  async function waitlistEntry(email: string) {
    return leadApi.db.selectFrom('waitlist_entries').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
  }

  it('takes a waitlist member back, in their place, once they open the link mailed when they join again after leaving', async () => {
    const email = address()
    const joined = await post('/api/waitlist', { email })
    await unsubscribe((await linksTo(email)).unsubscribe!, { db: leadApi.db })
    expect(subscriptionState(await waitlistEntry(email)).state).toBe('unsubscribed')

    const again = await post('/api/waitlist', { email })
    expect(again).toMatchObject({ status: 200, body: { id: joined.body.id, position: joined.body.position } })
    const { mail, rejoin } = await linksTo(email)
    expect(mail.subject).toBe('Rejoin the ReelCraft waitlist?')
    expect(mail.text).toContain('Take my place back on the waitlist')
    expect(subscriptionState(await waitlistEntry(email)).state).toBe('unsubscribed')

    expect(await rejoinWaitlist(rejoin!, { db: leadApi.db })).toBe('rejoined')
    const back = await waitlistEntry(email)
    expect(back.id).toBe(joined.body.id)
    expect(subscriptionState(back).state).toBe('confirmed')
    expect(await rejoinWaitlist(rejoin!, { db: leadApi.db })).toBe('rejoined')
  })

  it("never undoes someone's unsubscribe when another person joins the waitlist with their address, and tells the team nothing", async () => {
    const email = address()
    await post('/api/waitlist', { email })
    await unsubscribe((await linksTo(email)).unsubscribe!, { db: leadApi.db })
    const queuedBefore = await leadApi.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('lead_type', '=', 'waitlist_entries')
      .execute()

    for (let attempt = 0; attempt < 3; attempt++) expect((await post('/api/waitlist', { email })).status).toBe(200)

    expect(subscriptionState(await waitlistEntry(email)).state).toBe('unsubscribed')
    const queued = await leadApi.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('lead_type', '=', 'waitlist_entries')
      .where(
        'id',
        'not in',
        queuedBefore.map((row) => row.id),
      )
      .execute()
    // Only the address's owner is written to (up to the day's cap on mail to one address), never the team.
    expect(queued.length).toBeGreaterThan(0)
    expect(queued.every((row) => row.to_address === email)).toBe(true)
  })

  it('refuses a rejoin link issued before a later unsubscribe, one older than a week, a newsletter link and an unsubscribe link', async () => {
    const email = address()
    await post('/api/waitlist', { email })
    const welcome = await linksTo(email)
    await unsubscribe(welcome.unsubscribe!, { db: leadApi.db })
    await post('/api/waitlist', { email })
    const { rejoin, unsubscribe: leave } = await linksTo(email)

    expect(await rejoinWaitlist(rejoin!, { db: leadApi.db, now: new Date(Date.now() + 7 * day + 60_000) })).toBe(
      'invalid',
    )
    expect(await rejoinWaitlist(leave!, { db: leadApi.db })).toBe('invalid')
    const newsletter = address()
    await post('/api/newsletter', { email: newsletter })
    expect(await rejoinWaitlist((await linksTo(newsletter)).confirm!, { db: leadApi.db })).toBe('invalid')
    expect(await confirmSubscription(rejoin!, { db: leadApi.db })).toBe('invalid')

    await leadApi.db
      .updateTable('waitlist_entries')
      .set({ unsubscribed_at: new Date(Date.now() + 1000).toISOString() })
      .where('email', '=', email)
      .execute()
    expect(await rejoinWaitlist(rejoin!, { db: leadApi.db })).toBe('invalid')
    expect(subscriptionState(await waitlistEntry(email)).state).toBe('unsubscribed')
  })
})

describe('a mail to a list member', () => {
  it('carries the one-click unsubscribe headers of RFC 8058', async () => {
    const mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'list-mail-'))
    try {
      const mailer = createMailer({ from: 'ReelCraft <no-reply@reelcraft.test>', mailDir })
      const url = 'https://reelcraft.test/unsubscribe?token=un.1.abc.sig'
      await mailer.send({
        outboxId: 1,
        to: 'member@example.in',
        subject: 'News',
        text: 'News',
        html: '<p>News</p>',
        unsubscribeUrl: url,
      })
      await mailer.send({ outboxId: 2, to: 'team@reelcraft.test', subject: 'Lead', text: 'Lead', html: '<p>Lead</p>' })
      const [member, team] = await Promise.all(
        (await fs.readdir(mailDir)).sort().map((name) => fs.readFile(path.join(mailDir, name), 'utf8')),
      )
      expect(member).toMatch(/^List-Unsubscribe: <https:\/\/reelcraft\.test\/unsubscribe\?token=un\.1\.abc\.sig>$/m)
      expect(member).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
      expect(team).not.toMatch(/^List-Unsubscribe/m)
    } finally {
      await fs.rm(mailDir, { recursive: true, force: true })
    }
  })
})
