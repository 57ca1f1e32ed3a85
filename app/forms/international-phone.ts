import { parsePhoneNumberFromString } from '#phone-numbering-plans'
import { z } from 'zod'
import { internationalPhoneMessages, phoneMessage } from './field-rules'

// Its own module so that only the forms that take phone numbers load the numbering plans.
// '#phone-numbering-plans' (package.json "imports") is libphonenumber-js's full plans on the server, which
// know which prefixes each country uses, and its small plans in the browser, which know only each country's
// lengths: the browser's check is a first pass, the server's is the authority (docs/decisions/0121).

/** Digits and what people type around them, with at most one +; a letter is never read as a digit. */
const typedNumber = /^[\d\s\-().]*\+?[\d\s\-().]*$/

/**
 * A phone number from any country. Without a country code it is India's: '98765 43210', '098765 43210',
 * '91 98765 43210' and '+91 98765-43210' are all '+919876543210'.
 */
function phoneNumber(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(30, message)
    .transform((value, ctx) => {
      const number = typedNumber.test(value) ? parsePhoneNumberFromString(value, 'IN') : undefined
      if (number?.isValid()) return number
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    })
}

/** The package inquiries', the enquiry's and the creator application's number, in E.164 ('+442079460958'). */
export const internationalPhone = phoneNumber(internationalPhoneMessages.invalid).transform((number) => number.number)

/**
 * The booking's number, with the spec's message: an Indian number is its 10 digits, whatever prefix (+91, 91,
 * 0) and spacing it was typed with; a number from another country starts with + and its code. It is stored in
 * E.164 and read back to the customer and the team as people write it ('+91 98480 12345'), written out here,
 * where the number is already read, rather than read again for each place that shows it.
 */
export const bookingPhone = phoneNumber(phoneMessage).transform((number) => ({
  e164: number.number,
  asRead: number.formatInternational(),
}))
