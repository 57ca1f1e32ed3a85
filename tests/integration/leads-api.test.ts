import { describe, expect, it } from 'vitest'
import { engines } from '../support/database'
import { freshAddress, leadApiOn, teamInbox } from '../support/lead-api'

type Table =
  | 'bookings'
  | 'contact_messages'
  | 'package_inquiries'
  | 'enquiries'
  | 'partner_applications'
  | 'newsletter_subscribers'
  | 'waitlist_entries'

function dateFromToday(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const valid = {
  booking: {
    path: '/api/bookings',
    table: 'bookings' as Table,
    body: {
      name: 'Asha Rao',
      phone: '9876543210',
      location: 'Jubilee Hills, Hyderabad',
      date: dateFromToday(3),
      time: '18:30',
    },
    confirmationTo: null,
  },
  contact: {
    path: '/api/contact',
    table: 'contact_messages' as Table,
    body: { name: 'Kiran', email: 'kiran@example.in', message: 'Do you shoot in Warangal?' },
    confirmationTo: 'kiran@example.in',
  },
  wedding: {
    path: '/api/package-inquiries',
    table: 'package_inquiries' as Table,
    body: {
      name: 'Priya',
      email: 'priya@example.in',
      phone: '9000000001',
      weddingDate: 'Second week of February',
      eventDetails: 'Sangeet and wedding, 400 guests',
      packageType: 'Wedding',
    },
    confirmationTo: 'priya@example.in',
  },
  corporate: {
    path: '/api/package-inquiries',
    table: 'package_inquiries' as Table,
    body: {
      name: 'Arjun',
      company: 'Acme Foods',
      email: 'arjun@acme.example',
      phone: '9000000002',
      eventDetails: 'Product launch',
      packageType: 'Corporate',
    },
    confirmationTo: 'arjun@acme.example',
  },
  oneDay: {
    path: '/api/package-inquiries',
    table: 'package_inquiries' as Table,
    body: {
      name: 'Sana',
      email: 'sana@example.in',
      phone: '9000000003',
      eventType: 'Store opening',
      eventDetails: 'Two hours in the morning',
      packageType: 'One Day',
    },
    confirmationTo: 'sana@example.in',
  },
  enquiry: {
    path: '/api/enquiries',
    table: 'enquiries' as Table,
    body: {
      name: 'Meera',
      phone: '9000000004',
      email: 'meera@example.in',
      shootType: 'personal',
      city: 'Vizag',
      location: 'RK Beach, Visakhapatnam',
      occasion: 'Personal Shoot',
      personalShootOccasion: 'Graduation',
      date: dateFromToday(10),
      time: '07:00',
      hours: 2,
      reels: 3,
    },
    confirmationTo: 'meera@example.in',
  },
  partner: {
    path: '/api/partners',
    table: 'partner_applications' as Table,
    body: {
      fullName: 'Ravi Teja',
      iphoneModel: 'iPhone 15 Pro Max',
      location: 'Vizag',
      contactNumber: '9123456780',
      email: 'ravi@example.in',
      instagramId: '@ravi.reels',
      recentWorks: 'https://example.in/reel/1',
    },
    confirmationTo: 'ravi@example.in',
  },
  newsletter: {
    path: '/api/newsletter',
    table: 'newsletter_subscribers' as Table,
    body: { email: 'reader@example.in' },
    confirmationTo: 'reader@example.in',
  },
}

describe.each(engines)('lead API on %s', (engine) => {
  const leadApi = leadApiOn(engine)
  const { post } = leadApi

  async function count(table: Table) {
    const row = await leadApi.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async function outboxFor(leadId: number, leadType: Table) {
    return leadApi.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('lead_id', '=', leadId)
      .where('lead_type', '=', leadType)
      .orderBy('id')
      .execute()
  }

  async function emptyTables() {
    for (const table of [
      'bookings',
      'contact_messages',
      'package_inquiries',
      'enquiries',
      'partner_applications',
      'newsletter_subscribers',
      'waitlist_entries',
      'mail_outbox',
    ] as const) {
      await leadApi.db.deleteFrom(table).execute()
    }
  }

  for (const [name, lead] of Object.entries(valid)) {
    it(`stores a valid ${name} lead once, answers 201 with its id and queues its mail`, async () => {
      await emptyTables()
      const answer = await post(lead.path, lead.body)
      expect(answer.status).toBe(201)
      expect(answer.body.id).toEqual(expect.any(Number))
      expect(await count(lead.table)).toBe(1)

      const mail = await outboxFor(answer.body.id as number, lead.table)
      const recipients = mail.map((row) => row.to_address)
      expect(recipients).toEqual(lead.confirmationTo ? [teamInbox, lead.confirmationTo] : [teamInbox])
      expect(mail.every((row) => row.status === 'pending')).toBe(true)
      expect(mail[0].reply_to).toBe(lead.confirmationTo)
    })
  }

  it('stores a booking as pending with the phone in E.164 when typed with +91, spaces and dashes', async () => {
    await emptyTables()
    const answer = await post('/api/bookings', { ...valid.booking.body, phone: '+91 98765-43210' })
    expect(answer.status).toBe(201)
    const row = await leadApi.db.selectFrom('bookings').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ phone: '+919876543210', status: 'pending', event_time: '18:30', name: 'Asha Rao' })
  })

  it('stores phone numbers from any country in E.164, and a plain 10-digit number as India', async () => {
    await emptyTables()
    expect((await post('/api/partners', { ...valid.partner.body, contactNumber: '+44 20 7946 0958' })).status).toBe(201)
    expect((await post('/api/package-inquiries', { ...valid.wedding.body, phone: '98765 43210' })).status).toBe(201)
    expect((await post('/api/enquiries', { ...valid.enquiry.body, phone: '+1 (415) 555-2671' })).status).toBe(201)
    expect(await leadApi.db.selectFrom('partner_applications').select('contact_number').execute()).toEqual([
      { contact_number: '+442079460958' },
    ])
    expect(await leadApi.db.selectFrom('package_inquiries').select('phone').execute()).toEqual([
      { phone: '+919876543210' },
    ])
    expect(await leadApi.db.selectFrom('enquiries').select('phone').execute()).toEqual([{ phone: '+14155552671' }])
  })

  it('refuses a number that is no phone number in its country, saying how to write one', async () => {
    await emptyTables()
    const answer = await post('/api/enquiries', { ...valid.enquiry.body, phone: '+44 1234' })
    expect(answer.status).toBe(400)
    expect(answer.body.fields).toEqual({
      phone: 'Please enter a valid phone number: 10 digits for India, or + and the country code for another country',
    })
  })

  it('understands a city sent under its old spelling and stores it spelled right', async () => {
    await emptyTables()
    expect((await post('/api/enquiries', { ...valid.enquiry.body, city: 'Vijaywada' })).status).toBe(201)
    expect(await leadApi.db.selectFrom('enquiries').select('city').execute()).toEqual([{ city: 'Vijayawada' }])
  })

  it('lower-cases and trims the e-mail it stores', async () => {
    await emptyTables()
    await post('/api/contact', { ...valid.contact.body, email: '  Kiran@Example.IN ' })
    const row = await leadApi.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow()
    expect(row.email).toBe('kiran@example.in')
  })

  it('keeps only the fields it knows', async () => {
    await emptyTables()
    const answer = await post('/api/contact', { ...valid.contact.body, admin: true, status: 'done' })
    expect(answer.status).toBe(201)
  })

  const badInputs: { name: string; path: string; table: Table; body: unknown; fields: Record<string, string> }[] = [
    {
      name: 'an empty booking',
      path: '/api/bookings',
      table: 'bookings',
      body: {},
      fields: {
        name: 'Please enter your name',
        phone: 'Please enter a valid 10-digit phone number',
        date: 'Please select a date',
        location: 'Please enter the location',
      },
    },
    {
      name: 'a booking with 9 digits and a past date',
      path: '/api/bookings',
      table: 'bookings',
      body: { ...valid.booking.body, phone: '987654321', date: dateFromToday(-1) },
      fields: { phone: 'Please enter a valid 10-digit phone number', date: 'Date cannot be in the past' },
    },
    {
      name: 'a booking with wrong types',
      path: '/api/bookings',
      table: 'bookings',
      // A number is read as the number typed (input-as-given.test.ts); a list, true or null is no name or phone.
      body: { name: true, phone: ['9876543210'], location: ['x'], date: true, time: null },
      fields: {
        name: 'Please enter your name',
        phone: 'Please enter a valid 10-digit phone number',
        location: 'Please enter the location',
        date: 'Please select a date',
      },
    },
    {
      name: 'a contact message with a bad e-mail and a 101-character name',
      path: '/api/contact',
      table: 'contact_messages',
      body: { ...valid.contact.body, name: 'a'.repeat(101), email: 'kiran@' },
      fields: { name: 'Name must be 100 characters or fewer', email: 'Please enter a valid email address' },
    },
    {
      name: 'a contact message over 5,000 characters',
      path: '/api/contact',
      table: 'contact_messages',
      body: { ...valid.contact.body, message: 'a'.repeat(5001) },
      fields: { message: 'Message must be 5,000 characters or fewer' },
    },
    {
      name: 'an inquiry for an unknown package',
      path: '/api/package-inquiries',
      table: 'package_inquiries',
      body: { ...valid.wedding.body, packageType: 'Birthday' },
      fields: { packageType: 'Please choose a package: Wedding, Corporate or One Day' },
    },
    {
      name: 'a corporate inquiry without a company',
      path: '/api/package-inquiries',
      table: 'package_inquiries',
      body: { ...valid.corporate.body, company: ' ' },
      fields: { company: 'Please enter your company name' },
    },
    {
      name: 'a personal-shoot enquiry without its occasion and zero reels',
      path: '/api/enquiries',
      table: 'enquiries',
      body: { ...valid.enquiry.body, personalShootOccasion: '', reels: 0, city: 'Chennai' },
      fields: {
        personalShootOccasion: 'Please describe the occasion for your personal shoot',
        reels: 'Please enter the number of reels (a whole number, at least 1)',
        city: 'Please select a city',
      },
    },
    {
      name: 'a partner application with 11 digits',
      path: '/api/partners',
      table: 'partner_applications',
      body: { ...valid.partner.body, contactNumber: '98765432101' },
      fields: {
        contactNumber:
          'Please enter a valid phone number: 10 digits for India, or + and the country code for another country',
      },
    },
    {
      name: 'a newsletter sign-up without an address',
      path: '/api/newsletter',
      table: 'newsletter_subscribers',
      body: { email: '' },
      fields: { email: 'Please enter your email' },
    },
    {
      name: 'a waitlist sign-up that is an array',
      path: '/api/waitlist',
      table: 'waitlist_entries',
      body: [{ email: 'early@example.in' }],
      fields: { email: 'Please enter your email' },
    },
  ]

  for (const bad of badInputs) {
    it(`refuses ${bad.name} with 400, a message per field, and stores nothing`, async () => {
      await emptyTables()
      const answer = await post(bad.path, bad.body)
      expect(answer.status).toBe(400)
      expect(answer.body.fields).toMatchObject(bad.fields)
      expect(await count(bad.table)).toBe(0)
      expect(await leadApi.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([])
    })
  }

  it('answers malformed JSON with 400 and a message', async () => {
    const answer = await post('/api/contact', '{"name": "Kiran",')
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('The request body is not valid JSON.')
  })

  it('answers a body over 64 KB with 413 and stores nothing', async () => {
    await emptyTables()
    const answer = await post('/api/contact', { ...valid.contact.body, message: 'a'.repeat(70 * 1024) })
    expect(answer.status).toBe(413)
    expect(answer.body.error).toMatch(/64 KB/)
    expect(await count('contact_messages')).toBe(0)
  })

  it('gives a filled honeypot an ordinary answer and stores nothing', async () => {
    await emptyTables()
    const answer = await post('/api/contact', { ...valid.contact.body, website: 'https://spam.example' })
    expect(answer.status).toBe(201)
    expect(await count('contact_messages')).toBe(0)
    expect(await leadApi.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([])
  })

  it('refuses the 11th submission in a minute from one address with 429 and stores nothing', async () => {
    await emptyTables()
    const address = freshAddress()
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await post('/api/bookings', { name: '' }, { 'X-Forwarded-For': address })
      expect(answer.status).toBe(400)
    }
    const limited = await post('/api/bookings', valid.booking.body, { 'X-Forwarded-For': address })
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe('Too many submissions from your address. Please wait a minute and try again.')
    expect(await count('bookings')).toBe(0)

    const otherEndpoint = await post('/api/contact', valid.contact.body, { 'X-Forwarded-For': address })
    expect(otherEndpoint.status).toBe(201)
  })

  it('stores one row for a repeated idempotency key and answers with the first id', async () => {
    await emptyTables()
    const key = 'booking-key-0001'
    const first = await post('/api/bookings', valid.booking.body, { 'Idempotency-Key': key })
    const second = await post('/api/bookings', valid.booking.body, { 'Idempotency-Key': key })
    expect(first.status).toBe(201)
    // The same answer, with a page of its own: the first one's token was never kept (docs/decisions/0082).
    expect(second).toEqual({
      ...first,
      body: { ...first.body, page: expect.stringMatching(/^\/requests\/[\w-]{43}$/) },
    })
    expect(second.body.page).not.toBe(first.body.page)
    expect(await count('bookings')).toBe(1)
    expect(await leadApi.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(1)
  })

  it('stores one row when a double click sends the same key twice at once', async () => {
    await emptyTables()
    const body = { ...valid.partner.body, idempotencyKey: 'partner-double-click-1' }
    const answers = await Promise.all([post('/api/partners', body), post('/api/partners', body)])
    expect(answers.map((a) => a.status)).toEqual([201, 201])
    expect(answers[0].body.id).toBe(answers[1].body.id)
    expect(await count('partner_applications')).toBe(1)
  })

  it('tells a second newsletter sign-up of a confirmed address, in other letters, that it is subscribed', async () => {
    await emptyTables()
    expect((await post('/api/newsletter', { email: 'Reader@Example.in' })).status).toBe(201)
    await leadApi.db.updateTable('newsletter_subscribers').set({ confirmed_at: new Date().toISOString() }).execute()
    const again = await post('/api/newsletter', { email: 'reader@example.IN' })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('This email is already subscribed to our newsletter')
    expect(await count('newsletter_subscribers')).toBe(1)
  })

  it('answers a waitlist join without a place, counting only confirmed places in the spots remaining', async () => {
    await emptyTables()
    const first = await post('/api/waitlist', { email: 'one@example.in' })
    const again = await post('/api/waitlist', { email: 'ONE@example.in' })
    expect(first).toEqual({ status: 201, body: { ok: true } })
    expect(again).toEqual(first)
    expect(await count('waitlist_entries')).toBe(1)
    // Its owner is asked to confirm; the team hears of the address once they have.
    const mailed = await leadApi.db.selectFrom('mail_outbox').select(['to_address', 'subject']).execute()
    expect(mailed).toEqual([
      { to_address: 'one@example.in', subject: 'Please confirm your place on the ReelCraft waitlist' },
      { to_address: 'one@example.in', subject: 'Please confirm your place on the ReelCraft waitlist' },
    ])
    await leadApi.db.updateTable('waitlist_entries').set({ confirmed_at: new Date().toISOString() }).execute()
    await post('/api/waitlist', { email: 'two@example.in' })

    const status = await fetch(`${leadApi.url}/api/waitlist`).then((r) => r.json())
    expect(status).toEqual({ joined: 1, spotsRemaining: 99 })
  })

  it('never shows fewer than 0 spots remaining', async () => {
    await emptyTables()
    const createdAt = new Date().toISOString()
    await leadApi.db
      .insertInto('waitlist_entries')
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          email: `w${i}@example.in`,
          mailbox: `w${i}@example.in`,
          created_at: createdAt,
          confirmed_at: createdAt,
        })),
      )
      .execute()
    const status = await fetch(`${leadApi.url}/api/waitlist`).then((r) => r.json())
    expect(status).toEqual({ joined: 101, spotsRemaining: 0 })
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${leadApi.url}/api/nothing-here`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'No such API endpoint.' })
  })
})
