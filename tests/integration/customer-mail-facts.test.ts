import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { businessFacts } from '~/content/shipped-facts'
import { changeStatus } from '~/leads/console/workflow.server'
import { submitLead } from '~/leads/submit.server'
import { factsStore } from '~/server/facts-store.server'
import { inProcessSignals } from '~/server/signals.server'
import { createStaff } from '~/server/staff.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'

// A customer's mails are written under the brand and replied to at the general address the business saved in the
// console, as they stand when each mail is queued: a new lead's copy, a correction's, and a change of status.

const teamInbox = 'team@reelcraft.test'
const siteUrl = 'https://reelcraft.test'
const brand = 'Reel Studio'
const general = 'namaste@reelstudio.test'

describe.each(engines)('customer mails follow the saved brand and address on %s', (engine) => {
  let handle: TestDatabase
  let staffId: number
  let visitor = 0

  beforeAll(async () => {
    handle = await createTestDatabase(engine)
    staffId = await createStaff(
      { email: 'kiran@reelcraft.test', name: 'Kiran Rao', role: 'staff', password: 'a long enough password' },
      handle.db,
    )
    const store = factsStore({ db: handle.db, signals: inProcessSignals() })
    expect(await store.save('brand', { name: brand, confirmed: true }, null)).toMatchObject({ saved: true })
    const email = { ...businessFacts.email, general: { address: general, confirmed: true } }
    expect(await store.save('email', email, null)).toMatchObject({ saved: true })
  })
  afterEach(async () => {
    await handle.db.deleteFrom('mail_outbox').execute()
  })
  afterAll(async () => {
    await handle.drop()
  })

  async function mailsTo(address: string) {
    return handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'reply_to', 'text_body', 'content'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute()
  }

  async function book(key: string, time: string, sender: number) {
    const date = new Date(Date.now() + (20 + sender) * 24 * 60 * 60_000).toISOString().slice(0, 10)
    return submitLead(
      'bookings',
      {
        input: {
          name: 'Asha Rao',
          email: `asha${sender}@example.in`,
          phone: `+91 98480 ${String(51000 + sender)}`,
          location: 'Jubilee Hills',
          date,
          time,
          packageId: 'half-day',
        },
        ip: `10.47.0.${sender}`,
        idempotencyKey: key,
      },
      { handle, teamInbox, siteUrl },
    )
  }

  it("writes a new booking's copy, its correction's and a change of its status under the saved brand, replied to at the saved address", async () => {
    visitor += 1
    const key = `mail-facts-${engine}-${visitor}`
    const made = await book(key, '18:30', visitor)
    expect(made.status).toBe(201)
    const id = Number(made.body.id)
    expect((await book(key, '19:45', visitor)).status).toBe(200)
    await changeStatus('bookings', id, 'confirmed', staffId, { db: handle.db, siteUrl })

    const mails = await mailsTo(`asha${visitor}@example.in`)
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your booking request BK-${id} | ${brand}`,
      `Your booking request BK-${id} is updated | ${brand}`,
      `Your booking BK-${id} is confirmed | ${brand}`,
    ])
    for (const mail of mails) {
      expect(mail.reply_to).toBe(general)
      expect(mail.subject).not.toContain('ReelCraft')
    }
  })

  it("writes a contact message's copy under the saved brand, replied to at the saved address", async () => {
    visitor += 1
    const email = `ravi${visitor}@example.in`
    const answer = await submitLead(
      'contact_messages',
      {
        input: { name: 'Ravi Kumar', email, subject: 'A question', message: 'Do you cover Warangal?' },
        ip: `10.47.1.${visitor}`,
      },
      { handle, teamInbox, siteUrl },
    )
    expect(answer.status).toBe(201)
    const [copy] = await mailsTo(email)
    expect(copy.subject).toBe(`We received your message | ${brand}`)
    expect(copy.content).toContain(`Thank you for writing to ${brand}.`)
    expect(copy.reply_to).toBe(general)
  })
})
