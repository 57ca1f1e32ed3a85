import { describe, expect, test } from 'vitest'
import { whatsappHref } from './whatsapp'

describe('the WhatsApp link', () => {
  test('opens a chat with the confirmed number and the message filled in', () => {
    const number = { text: '+91 98765 01999', e164: '+919876501999', confirmed: true }
    expect(whatsappHref('Hello, BK-12 & more', number)).toBe(
      'https://wa.me/919876501999?text=Hello%2C%20BK-12%20%26%20more',
    )
  })

  test('is not offered for an example number', () => {
    expect(whatsappHref('Hello', { text: '+91 98765 01999', e164: '+919876501999', confirmed: false })).toBeNull()
  })
})
