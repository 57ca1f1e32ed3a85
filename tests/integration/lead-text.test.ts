import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitLead } from '~/leads/submit.server'
import { type TestDatabase, createTestDatabase, engines } from '../support/database'

// What a visitor types reaches staff as text they can read: a bidirectional override, NUL or a line break in a
// name is not stored, nor written into the team's mail subject.

const teamInbox = 'team@reelcraft.test'
const controls = /[\p{Bidi_Control}\p{Cc}]/u

describe.each(engines)('names and free text on %s', (engine) => {
  let handle: TestDatabase

  beforeAll(async () => {
    handle = await createTestDatabase(engine)
  })
  afterAll(async () => {
    await handle.drop()
  })

  it('stores a booking name sent with U+202E, NUL and CR LF without them, and mails the team a clean subject', async () => {
    const answer = await submitLead(
      'bookings',
      {
        input: {
          name: 'Asha\u202E\u0000 Rao\r\nBcc: x@example.in',
          phone: '+91 98480 44001',
          location: 'Jubilee Hills',
          date: `12/02/${new Date().getUTCFullYear() + 1}`,
          time: '18:30',
        },
        ip: '10.44.0.1',
      },
      { handle, teamInbox },
    )
    expect(answer.status).toBe(201)
    const id = Number(answer.body.id)

    const stored = await handle.db.selectFrom('bookings').select('name').where('id', '=', id).executeTakeFirstOrThrow()
    const [teamMail] = await handle.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('lead_type', '=', 'bookings')
      .where('lead_id', '=', id)
      .where('to_address', '=', teamInbox)
      .execute()

    expect(stored.name).toBe('Asha Rao Bcc: x@example.in')
    expect(teamMail.subject).toContain('New booking: Asha Rao Bcc: x@example.in, ')
    expect(teamMail.subject).not.toMatch(controls)
  })

  it('keeps the line breaks of a contact message as LF, without the other controls', async () => {
    const answer = await submitLead(
      'contact_messages',
      {
        input: {
          name: 'Kiran\u2067',
          email: 'kiran@example.in',
          message: 'Hello\r\nDo you shoot\u0000 in Warangal?\r',
        },
        ip: '10.44.0.2',
      },
      { handle, teamInbox },
    )
    expect(answer.status).toBe(201)

    const stored = await handle.db
      .selectFrom('contact_messages')
      .select(['name', 'message'])
      .where('id', '=', Number(answer.body.id))
      .executeTakeFirstOrThrow()

    expect(stored).toEqual({ name: 'Kiran', message: 'Hello\nDo you shoot in Warangal?' })
  })
})
