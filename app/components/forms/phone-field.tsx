import { useEffect, useRef } from 'react'
import { phoneHint } from '~/forms/field-rules'
import { TextField } from './field'

/** What a phone number is typed with: digits, one +, and the spaces, dashes, dots and brackets people group them with. */
const notInANumber = /[^\d\s+\-().]/

/**
 * Whether a number as typed still fits: an Indian number has at most its 10 digits after a leading +91, 91
 * (before ten more digits) or 0, which do not count; a number from another country at most the 15 digits of
 * any number with its code.
 */
export function phoneDigitsFit(typed: string) {
  const digits = typed.replace(/\D/g, '')
  const withCode = typed.trim().startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null
  if (withCode !== null) return withCode.startsWith('91') ? withCode.length - 2 <= 10 : withCode.length <= 15
  if (digits.startsWith('0')) return digits.length - 1 <= 10
  if (digits.startsWith('91')) return digits.length - 2 <= 10
  return digits.length <= 10
}

/**
 * The booking's phone: letters never enter and a key that would make an 11th digit of an Indian number is
 * not taken (the spec's rule), but what is pasted or autofilled is never cut: +91 98480 12345 stays as it is,
 * and the server reads it (app/forms/international-phone.ts).
 */
export function BookingPhoneField(field: React.ComponentProps<typeof TextField>) {
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const element = input.current
    if (!element) return
    // A key typed one at a time; a paste, an autofill or a keyboard's suggestion arrives whole and is kept.
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType !== 'insertText' || event.data?.length !== 1) return
      const { value, selectionStart, selectionEnd } = element
      const next =
        value.slice(0, selectionStart ?? value.length) + event.data + value.slice(selectionEnd ?? value.length)
      if (notInANumber.test(event.data) || !phoneDigitsFit(next)) event.preventDefault()
    }
    element.addEventListener('beforeinput', onBeforeInput)
    return () => element.removeEventListener('beforeinput', onBeforeInput)
  }, [])

  function dropLetters(event: React.FormEvent<HTMLInputElement>) {
    const element = event.currentTarget
    const kept = element.value.replace(new RegExp(notInANumber, 'g'), '')
    if (kept !== element.value) element.value = kept
  }

  return (
    <TextField
      ref={input}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      hint={phoneHint}
      onInput={dropLetters}
      {...field}
    />
  )
}
