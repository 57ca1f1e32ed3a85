import { describe, expect, it } from 'vitest'
import { headerAddresses } from './mail-headers.server'

const fields = ['To', 'Reply-To']

describe('the addresses in a message header', () => {
  it('reads bare addresses and named mailboxes, in lower case, from the headers asked for only', () => {
    const message = [
      'From: Site <no-reply@reelcraft.in>',
      'To: Team@ReelCraft.in',
      'Reply-To: Priya <Priya@Example.in>',
      'Subject: a@b.co',
      '',
      'To: body@example.in',
    ].join('\r\n')
    expect(headerAddresses(message, fields)).toEqual(['team@reelcraft.in', 'priya@example.in'])
  })

  it('reads a list across folded lines, with commas and angle brackets inside quoted names', () => {
    const message =
      'to: "Rao, Asha <boss>" <asha@example.in>,\n  ravi@example.in, undisclosed-recipients:;\nSubject: x\n\nbody'
    expect(headerAddresses(message, fields)).toEqual(['asha@example.in', 'ravi@example.in'])
  })

  it('never takes a part of an address for the address', () => {
    expect(headerAddresses('To: xa@b.com\nReply-To: "a@b.co" <other@b.co>\n\n', fields)).toEqual([
      'xa@b.com',
      'other@b.co',
    ])
  })
})
