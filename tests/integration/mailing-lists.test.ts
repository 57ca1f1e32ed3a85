import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { subscriptionState } from '~/leads/catalogue'
import { leadsForExport, readFilters } from '~/leads/console/leads.server'
import { confirmWaitlistPlace } from '~/leads/waitlist_entries/confirm.server'
import { confirmSubscription, unsubscribe } from '~/leads/mailing-lists.server'
import { createMailer } from '~/server/mail.server'
import { engines } from '../support/database'
import { leadApiOn, teamInbox } from '../support/lead-api'
import { writtenMail } from '~/server/outbox-words.server'
import { privateLinks } from '~/leads/private-links.server'

// Consent that can be proven and withdrawn: a newsletter address or a waitlist place counts only once its owner
// confirms it, and every mail to a subscriber or a waitlist member carries a signed one-click unsubscribe link.

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
    const mail = { ...row, ...(await writtenMail(leadApi.db, row, privateLinks)) }
    const token = (page: string) => new RegExp(`/${page}\\?token=([\\w.-]+)`).exec(mail.text)?.[1] ?? null
    return {
      mail,
      confirm: token('newsletter/confirm'),
      waitlistConfirm: token('waitlist/confirm'),
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
    expect(mail.unsubscribeUrl).toBe(`http://localhost:3000/unsubscribe?token=${leave}`)

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
    expect(mail.text).toContain('Not you? Leave the waitlist')
    expect(mail.unsubscribeUrl).toContain('/unsubscribe?token=')
    await leadApi.db.deleteFrom('waitlist_entries').where('email', '=', email).execute()
    expect(await unsubscribe(leave!, { db: leadApi.db })).toBe('done')
    expect(await unsubscribe(`${leave!.slice(0, -1)}${leave!.endsWith('A') ? 'B' : 'A'}`, { db: leadApi.db })).toBe(
      'invalid',
    )
  })

  async function waitlistEntry(email: string) {
    return leadApi.db.selectFrom('waitlist_entries').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
  }

  /** An address on the waitlist whose owner has confirmed it, and the place it took. */
  async function waitlistMember() {
    const email = address()
    await post('/api/waitlist', { email })
    const first = await linksTo(email)
    const placed = await confirmWaitlistPlace(first.waitlistConfirm!, { db: leadApi.db, teamInbox })
    return { email, first, position: placed!.position }
  }

  it('takes a waitlist member back, in their place, once they open the link mailed when they join again after leaving', async () => {
    const { email, first, position } = await waitlistMember()
    await unsubscribe(first.unsubscribe!, { db: leadApi.db })
    expect(subscriptionState(await waitlistEntry(email)).state).toBe('unsubscribed')

    expect(await post('/api/waitlist', { email })).toEqual({ status: 201, body: { ok: true } })
    const { mail, waitlistConfirm } = await linksTo(email)
    expect(mail.subject).toBe('Rejoin the ReelCraft waitlist?')
    expect(mail.text).toContain('Take my place back on the waitlist')
    expect(subscriptionState(await waitlistEntry(email)).state).toBe('unsubscribed')

    expect(await confirmWaitlistPlace(waitlistConfirm!, { db: leadApi.db, teamInbox })).toEqual({ position })
    expect(subscriptionState(await waitlistEntry(email)).state).toBe('confirmed')
    expect(await confirmWaitlistPlace(waitlistConfirm!, { db: leadApi.db, teamInbox })).toEqual({ position })
  })

  it("never undoes someone's unsubscribe when another person joins the waitlist with their address, and tells the team nothing", async () => {
    const { email, first } = await waitlistMember()
    await unsubscribe(first.unsubscribe!, { db: leadApi.db })
    const queuedBefore = await leadApi.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('lead_type', '=', 'waitlist_entries')
      .execute()

    for (let attempt = 0; attempt < 3; attempt++) expect((await post('/api/waitlist', { email })).status).toBe(201)

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

  it('refuses a waitlist link issued before a later unsubscribe, one older than a week, a newsletter link and an unsubscribe link', async () => {
    const { email, first } = await waitlistMember()
    await unsubscribe(first.unsubscribe!, { db: leadApi.db })
    expect(await confirmWaitlistPlace(first.waitlistConfirm!, { db: leadApi.db, teamInbox })).toBeNull()
    await post('/api/waitlist', { email })
    const { waitlistConfirm, unsubscribe: leave } = await linksTo(email)

    const weekLater = new Date(Date.now() + 7 * day + 60_000)
    expect(await confirmWaitlistPlace(waitlistConfirm!, { db: leadApi.db, now: weekLater, teamInbox })).toBeNull()
    expect(await confirmWaitlistPlace(leave!, { db: leadApi.db, teamInbox })).toBeNull()
    const newsletter = address()
    await post('/api/newsletter', { email: newsletter })
    expect(await confirmWaitlistPlace((await linksTo(newsletter)).confirm!, { db: leadApi.db, teamInbox })).toBeNull()
    expect(await confirmSubscription(waitlistConfirm!, { db: leadApi.db })).toBe('invalid')

    await leadApi.db
      .updateTable('waitlist_entries')
      .set({ unsubscribed_at: new Date(Date.now() + 1000).toISOString() })
      .where('email', '=', email)
      .execute()
    expect(await confirmWaitlistPlace(waitlistConfirm!, { db: leadApi.db, teamInbox })).toBeNull()
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
