import { describe, expect, it } from 'vitest'
import { mailboxOf } from './visitor-mail.server'

describe('the mailbox an address reaches', () => {
  it('reads Gmail dots, tags, case and googlemail.com as the one address they deliver to', () => {
    for (const spelling of [
      'victim+a@gmail.com',
      'v.ictim@gmail.com',
      'Vi.Ctim+b@GMAIL.com',
      'victim@googlemail.com',
    ]) {
      expect(mailboxOf(spelling), spelling).toBe('victim@gmail.com')
    }
  })

  it("drops the tags of the providers that have them: Outlook and Hotmail's +, Yahoo's -, iCloud's +", () => {
    expect(mailboxOf('asha+shop@outlook.com')).toBe('asha@outlook.com')
    expect(mailboxOf('asha+x@hotmail.co.uk')).toBe('asha@hotmail.co.uk')
    expect(mailboxOf('asha-shop@yahoo.com')).toBe('asha@yahoo.com')
    expect(mailboxOf('asha+x@icloud.com')).toBe('asha@icloud.com')
  })

  it('drops a +tag from any other address too, but keeps its dots, and an address that starts with +', () => {
    expect(mailboxOf('asha.rao+reels@studio.example.in')).toBe('asha.rao@studio.example.in')
    expect(mailboxOf('Asha.Rao@Studio.Example.in')).toBe('asha.rao@studio.example.in')
    expect(mailboxOf('+x@example.in')).toBe('+x@example.in')
  })
})
