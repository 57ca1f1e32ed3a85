import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readLink, signLink } from '~/leads/mail-links.server'

const key = Buffer.alloc(32, 7)
const issuedAt = new Date('2026-03-01T10:00:00.000Z')

/** A token signed as the site signs one, whatever it names. */
function signed(payload: string) {
  return `${payload}.${crypto.createHmac('sha256', key).update(payload).digest('base64url')}`
}

describe('a signed link in our mail', () => {
  it('names each list by the letter it always had, so links already sent still work', () => {
    const issued = issuedAt.getTime().toString(36)
    expect(signLink(key, { purpose: 'confirm', list: 'newsletter_subscribers', id: 12, issuedAt })).toBe(
      signed(`cn.12.${issued}`),
    )
    expect(signLink(key, { purpose: 'unsubscribe', list: 'newsletter_subscribers', id: 12, issuedAt })).toBe(
      signed(`un.12.${issued}`),
    )
    expect(signLink(key, { purpose: 'unsubscribe', list: 'waitlist_entries', id: 3, issuedAt })).toBe(
      signed(`uw.3.${issued}`),
    )
  })

  it('reads back what it acts on', () => {
    const token = signLink(key, { purpose: 'unsubscribe', list: 'waitlist_entries', id: 3, issuedAt })
    expect(readLink(key, token)).toEqual({ purpose: 'unsubscribe', list: 'waitlist_entries', id: 3, issuedAt })
  })

  it('is refused when it names a list the catalogue does not know, even with a good signature', () => {
    expect(readLink(key, signed(`ux.3.${issuedAt.getTime().toString(36)}`))).toBeNull()
  })

  it('is refused when it was signed under another key', () => {
    const token = signLink(Buffer.alloc(32, 8), { purpose: 'unsubscribe', list: 'waitlist_entries', id: 3, issuedAt })
    expect(readLink(key, token)).toBeNull()
  })
})
