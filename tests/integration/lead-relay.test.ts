import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { reusedKeyMessage } from '~/server/idempotency.server'
import { confirmSubscription } from '~/leads/mailing-lists.server'
import { visitorNetwork } from '~/server/rate-limit.server'
import { engines } from '../support/database'
import { freshAddress, leadApiOn, teamInbox } from '../support/lead-api'
import { writtenMail } from '~/server/outbox-words.server'
import { privateLinks } from '~/leads/private-links.server'

// Our domain is not a mail relay: a stranger's page cannot make browsers post to the API, one mailbox gets at
// most three mails a day from us however its address is spelt and whoever submits, and a visitor's copy
// carries none of the words typed unless the address's owner has confirmed it is theirs.

let unique = 0
function address() {
  unique += 1
  return `relay-${unique}-${Date.now()}@example.in`
}

describe('the visitor a network address stands for', () => {
  it('is an IPv4 address itself, and an IPv6 address by its /64', () => {
    expect(visitorNetwork('203.0.113.9')).toBe('203.0.113.9')
    expect(visitorNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(visitorNetwork('2001:db8:1:2::1')).toBe(visitorNetwork('2001:db8:1:2:ffff:ffff:ffff:fffe'))
    expect(visitorNetwork('2001:db8:1:2::1')).not.toBe(visitorNetwork('2001:db8:1:3::1'))
  })
})

describe.each(engines)('the lead API as a relay on %s', (engine) => {
  const leadApi = leadApiOn(engine)
  const { post } = leadApi

  async function contactsFrom(email: string) {
    return leadApi.db.selectFrom('contact_messages').select('id').where('email', '=', email).execute()
  }

  it('refuses a form-encoded or plain-text post with 415 and stores nothing', async () => {
    const email = address()
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', new URLSearchParams({ name: 'Kiran', email, message: 'Hi' }).toString()],
      ['text/plain', JSON.stringify({ name: 'Kiran', email, message: 'Hi' })],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--\r\n`,
      ],
    ]) {
      const response = await fetch(`${leadApi.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': type, 'X-Forwarded-For': freshAddress() },
        body,
      })
      expect(response.status, type).toBe(415)
      expect(await response.json()).toEqual({
        error: 'This endpoint accepts JSON only: send the body with Content-Type: application/json.',
      })
    }
    expect(await contactsFrom(email)).toEqual([])
  })

  it('refuses the same idempotency key with another body with 422, and answers the same body as before', async () => {
    const key = `relay-key-${Date.now()}`
    const first = { name: 'Kiran', email: address(), message: 'First' }
    const answer = await post('/api/contact', first, { 'Idempotency-Key': key })
    expect(answer.status).toBe(201)
    const other = await post(
      '/api/contact',
      { ...first, email: address(), message: 'Another' },
      { 'Idempotency-Key': key },
    )
    expect(other).toEqual({ status: 422, body: { error: reusedKeyMessage } })
    expect(reusedKeyMessage).toBe(
      'This Idempotency-Key was already used for a different request. Send a new key with each new submission.',
    )
    expect(
      await post('/api/contact', { message: 'First', email: first.email, name: 'Kiran' }, { 'Idempotency-Key': key }),
    ).toEqual(answer)
    // A key belongs to one kind of lead: the same key for a waitlist sign-up is a new key.
    expect((await post('/api/waitlist', { email: address() }, { 'Idempotency-Key': key })).status).toBe(201)
    expect(await contactsFrom(first.email)).toHaveLength(1)
  })

  it('counts an IPv6 visitor by its /64: another address in the same /64 is the same visitor', async () => {
    const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${engine === 'sqlite' ? 'a' : 'b'}`
    for (let host = 1; host <= 10; host++) {
      expect(
        (await post('/api/bookings', { name: '' }, { 'X-Forwarded-For': `${prefix}::${host.toString(16)}` })).status,
      ).toBe(400)
    }
    const sameNetwork = await post(
      '/api/contact',
      { name: 'Kiran', email: address(), message: 'Hi' },
      { 'X-Forwarded-For': `${prefix}::1` },
    )
    expect(sameNetwork.status).toBe(201)
    const limited = await post('/api/bookings', { name: '' }, { 'X-Forwarded-For': `${prefix}:ffff:ffff:ffff:ffff` })
    expect(limited.status).toBe(429)
    const otherNetwork = await post(
      '/api/bookings',
      { name: '' },
      { 'X-Forwarded-For': `${prefix.replace(/:[ab]$/, ':c')}::1` },
    )
    expect(otherNetwork.status).toBe(400)
  })

  it('mails one address at most three times a day across every kind of lead, and still stores the lead and tells the team', async () => {
    const email = address()
    const loud = email.toUpperCase()
    const answers = [
      await post('/api/contact', { name: 'Kiran', email, message: 'One' }),
      await post('/api/waitlist', { email: loud }),
      await post('/api/package-inquiries', {
        packageType: 'Corporate',
        name: 'Kiran',
        company: 'Acme',
        email,
        phone: '9000000002',
        eventDetails: 'Launch',
      }),
      await post('/api/contact', { name: 'Kiran', email: loud, message: 'Four' }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201])
    expect(await contactsFrom(email)).toHaveLength(2)
    const toVisitor = await leadApi.db
      .selectFrom('mail_outbox')
      .select('lead_id')
      .where('to_address', '=', email)
      .execute()
    expect(toVisitor).toHaveLength(3)
    const fourth = answers[3].body.id as number
    const teamMail = await leadApi.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('lead_type', '=', 'contact_messages')
      .where('lead_id', '=', fourth)
      .execute()
    expect(teamMail).toEqual([{ to_address: teamInbox }])
    const history = await leadApi.db
      .selectFrom('lead_events')
      .select(['action', 'detail', 'staff_id'])
      .where('lead_type', '=', 'contact_messages')
      .where('lead_id', '=', fourth)
      .execute()
    expect(history).toEqual([
      {
        action: 'mail-skipped',
        detail: "The visitor's copy was not sent: their address has already had 3 mails from us today.",
        staff_id: null,
      },
    ])
  })

  it('counts the mailbox an address reaches, not its spelling: tags and Gmail dots share one cap of three', async () => {
    unique += 1
    const user = `victim${unique}x${Date.now()}`
    const variants = [
      `${user}+a@gmail.com`,
      `${user}+b@gmail.com`,
      `${user.slice(0, 1)}.${user.slice(1)}@gmail.com`,
      `${user.slice(0, 2)}.${user.slice(2)}@googlemail.com`,
    ]
    for (const email of variants) {
      for (let copy = 1; copy <= 3; copy++) {
        expect(
          (await post('/api/contact', { name: 'Visit reelcraft-refund.example/claim now', email, message: 'Hi' }))
            .status,
        ).toBe(201)
      }
    }
    const mailed = await leadApi.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', 'in', variants)
      .execute()
    expect(mailed).toHaveLength(3)
    const elsewhere = [
      `${user}+one@example.in`,
      `${user}+two@example.in`,
      `${user}@example.in`,
      `${user}+three@example.in`,
    ]
    for (const email of elsewhere)
      expect((await post('/api/contact', { name: 'Kiran', email, message: 'Hi' })).status).toBe(201)
    expect(
      await leadApi.db.selectFrom('mail_outbox').select('to_address').where('to_address', 'in', elsewhere).execute(),
    ).toHaveLength(3)
  })

  it('keeps the count of mails to an address under a keyed hash, never the address or its bare SHA-256', async () => {
    const email = address()
    expect((await post('/api/waitlist', { email })).status).toBe(201)
    const buckets = await leadApi.db
      .withTables<{ rate_limit_counters: { bucket: string } }>()
      .selectFrom('rate_limit_counters')
      .select('bucket')
      .where('bucket', 'like', 'mail-to:%')
      .execute()
    const bare = crypto.createHash('sha256').update(email).digest('base64url')
    expect(buckets.length).toBeGreaterThan(0)
    for (const { bucket } of buckets) {
      expect(bucket).not.toContain(email)
      expect(bucket).not.toBe(`mail-to:${bare}`)
    }
  })

  it('repeats nothing a visitor typed in their own copy, not even their name, to an address nobody has confirmed', async () => {
    const planted = 'Click https://evil.example/win to claim'
    const name = 'Visit reelcraft-refund.example/claim now'
    const leads: [string, Record<string, unknown>][] = [
      ['/api/contact', { name, email: address(), message: planted }],
      [
        '/api/package-inquiries',
        {
          packageType: 'One Day',
          name,
          email: address(),
          phone: '9000000003',
          eventType: planted,
          eventDetails: planted,
        },
      ],
      [
        '/api/partners',
        {
          fullName: name,
          iphoneModel: 'iPhone 15 Pro',
          location: planted,
          contactNumber: '9123456780',
          email: address(),
          instagramId: planted,
          recentWorks: planted,
        },
      ],
      [
        '/api/enquiries',
        {
          name,
          phone: '9000000004',
          email: address(),
          shootType: 'personal',
          city: 'Vizag',
          location: planted,
          occasion: 'Personal Shoot',
          personalShootOccasion: planted,
          date: `${new Date().getUTCFullYear() + 1}-02-14`,
          time: '07:00',
          hours: 2,
          reels: 3,
        },
      ],
    ]
    for (const [path, body] of leads) {
      const answer = await post(path, body)
      expect(answer.status, path).toBe(201)
      const to = String(body.email)
      const copy = await writtenMail(
        leadApi.db,
        await leadApi.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow(),
        privateLinks,
      )
      for (const part of [copy.subject, copy.text, copy.html]) {
        expect(part, path).not.toContain('evil.example')
        expect(part, path).not.toContain('reelcraft-refund')
      }
      expect(copy.text).toMatch(/^Hello,\n/)
    }
  })

  it('greets by name, on one line and cut to 60 characters, only an address whose owner confirmed a newsletter sign-up with it', async () => {
    const email = address()
    expect((await post('/api/newsletter', { email })).status).toBe(201)
    const confirmation = await writtenMail(
      leadApi.db,
      await leadApi.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow(),
      privateLinks,
    )
    const token = /\/newsletter\/confirm\?token=([\w.-]+)/.exec(confirmation.text)?.[1] ?? ''
    expect(await confirmSubscription(token, { db: leadApi.db })).toBe('confirmed')
    const answer = await post('/api/contact', { name: `Asha\tRao ${'x'.repeat(80)}`, email, message: 'Hi' })
    expect(answer.status).toBe(201)
    const copy = await writtenMail(
      leadApi.db,
      await leadApi.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', email)
        .where('lead_type', '=', 'contact_messages')
        .executeTakeFirstOrThrow(),
      privateLinks,
    )
    expect(copy.text).toContain(`Hello Asha Rao ${'x'.repeat(51)},\n`)
    expect(copy.text).not.toContain('x'.repeat(52))
  })
})
