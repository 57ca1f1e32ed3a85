import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, migrate, openDatabase } from '~/server/db.server'
import { emptyDatabaseUrl, engines } from '../support/database'

// Mail sent before private links were made at sending kept them in its row: the migration takes their secrets
// out of every sent row and leaves mail still waiting to be sent as it is.

const pageToken = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde'
const signed = 'un.12.mwzk35zw.vzKMbiL-LxZYfxdWyzQQGemWLYokJ18uXlPzcVgqsl8'
const site = 'https://reelcraft.test'

function queued(status: 'sent' | 'pending') {
  const content = {
    subject: 'Your booking request BK-12',
    links: [
      { label: 'See where your request stands', url: `${site}/requests/${pageToken}` },
      { label: 'Unsubscribe', url: `${site}/unsubscribe?token=${signed}` },
    ],
  }
  return {
    lead_type: 'bookings' as const,
    lead_id: 12,
    to_address: `${status}@example.in`,
    reply_to: null,
    subject: content.subject,
    text_body: `Before 0016: ${site}/requests/${pageToken}`,
    html_body: `<a href="${site}/newsletter/confirm?token=${signed}">`,
    content: JSON.stringify(content),
    unsubscribe_url: `${site}/unsubscribe?token=${signed}`,
    status,
    attempts: status === 'sent' ? 1 : 0,
    next_attempt_at: '2026-11-01T00:00:00.000Z',
    created_at: '2026-11-01T00:00:00.000Z',
    sent_at: status === 'sent' ? '2026-11-01T00:00:01.000Z' : null,
  }
}

describe.each(engines)('the migration that takes secrets out of sent mail, on %s', (engine) => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = openDatabase(await emptyDatabaseUrl(engine))
    await migrate(handle.db, '0016-mail-written-when-sent')
    await handle.db
      .insertInto('mail_outbox')
      .values([queued('sent'), queued('pending')])
      .execute()
    expect(await migrate(handle.db)).toContain('0017-no-secret-kept-in-sent-mail')
  })
  afterAll(async () => {
    await handle.db.destroy()
  })

  it('leaves a sent mail the shape of its links and none of their secrets', async () => {
    const sent = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(sent)).not.toContain(pageToken)
    expect(JSON.stringify(sent)).not.toContain(signed)
    expect(sent.unsubscribe_url).toBeNull()
    expect(sent.text_body).toBe(`Before 0016: ${site}/requests/:token`)
    expect(sent.html_body).toBe(`<a href="${site}/newsletter/confirm?token=…">`)
    expect(JSON.parse(sent.content ?? '{}').links).toEqual([
      { label: 'See where your request stands', url: `${site}/requests/:token` },
      { label: 'Unsubscribe', url: `${site}/unsubscribe?token=…` },
    ])
  })

  it('leaves a mail still waiting to be sent with its links, which work when it goes', async () => {
    const waiting = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
    expect(waiting).toMatchObject({
      text_body: queued('pending').text_body,
      content: queued('pending').content,
      unsubscribe_url: queued('pending').unsubscribe_url,
    })
  })
})
