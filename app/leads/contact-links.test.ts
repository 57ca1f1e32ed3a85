import { describe, expect, it } from 'vitest'
import { phoneLinks } from './contact-links'

describe('one-tap links to a lead', () => {
  it('calls and messages a booking’s 10 digits as an Indian number', () => {
    expect(phoneLinks('9876543210')).toEqual({
      text: '+91 98765 43210',
      call: 'tel:+919876543210',
      whatsapp: 'https://wa.me/919876543210',
    })
  })

  it('calls and messages a number stored in E.164 in its own country', () => {
    expect(phoneLinks('+442079460958')).toEqual({
      text: '+44 20 7946 0958',
      call: 'tel:+442079460958',
      whatsapp: 'https://wa.me/442079460958',
    })
  })

  it('offers no link for text that is not a phone number', () => {
    expect(phoneLinks('call me')).toBeNull()
  })
})
