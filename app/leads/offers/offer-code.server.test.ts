import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { offerCodeFor, readOfferCode } from './offer-code.server'

// A subscriber's offer code: theirs alone, read back however a person types it, and made only by the site.

const key = crypto.randomBytes(32)

describe("a newsletter subscriber's offer code", () => {
  it('is NL, the subscriber’s number and ten letters or digits that are never I, L, O or U', () => {
    expect(offerCodeFor(key, 12)).toMatch(/^NL12-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(offerCodeFor(key, 12)).toBe(offerCodeFor(key, 12))
    expect(offerCodeFor(key, 13).slice(5)).not.toBe(offerCodeFor(key, 12).slice(5))
  })

  it('reads back to its subscriber as written, in small letters, with spaces or without dashes', () => {
    const code = offerCodeFor(key, 12)
    const compact = code.replace(/-/g, '')
    for (const typed of [code, code.toLowerCase(), ` ${code.replace(/-/g, ' ')} `, compact]) {
      expect(readOfferCode(key, typed)).toEqual({ id: 12, code })
    }
  })

  it('reads an O typed for a zero and an I or L for a one as the digits they look like', () => {
    // A subscriber whose code has a 0 or a 1 among its ten signed characters.
    const id = Array.from({ length: 1000 }, (_, index) => index + 1).find((number) =>
      /[01]/.test(offerCodeFor(key, number).slice(-11)),
    )!
    const code = offerCodeFor(key, id)
    const signed = code.slice(-11)
    const misread = `${code.slice(0, -11)}${signed.replace(/0/g, 'O').replace(/1/g, 'l')}`
    expect(misread).not.toBe(code)
    expect(readOfferCode(key, misread)).toEqual({ id, code })
  })

  it('is refused with one character changed, under another subscriber’s number, or made with another key', () => {
    const code = offerCodeFor(key, 12)
    const last = code.at(-1) === 'A' ? 'B' : 'A'
    expect(readOfferCode(key, `${code.slice(0, -1)}${last}`)).toBeNull()
    expect(readOfferCode(key, code.replace('NL12-', 'NL13-'))).toBeNull()
    expect(readOfferCode(crypto.randomBytes(32), code)).toBeNull()
    expect(readOfferCode(key, 'NL12')).toBeNull()
    expect(readOfferCode(key, 'FIRST50')).toBeNull()
  })
})
