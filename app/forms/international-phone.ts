import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod'
import { internationalPhoneMessages } from './field-rules'

// Its own module so that only the forms that take numbers from any country load the numbering plans.

/**
 * A phone number from any country, stored in E.164 ('+442079460958'). Without a country code it is India's:
 * '98765 43210' and '098765 43210' are both '+919876543210'.
 */
export const internationalPhone = z
  .string({ error: internationalPhoneMessages.invalid })
  .trim()
  .max(30, internationalPhoneMessages.invalid)
  .transform((value, ctx) => {
    const number = parsePhoneNumberFromString(value, 'IN')
    if (number?.isValid()) return number.number
    ctx.addIssue({ code: 'custom', message: internationalPhoneMessages.invalid })
    return z.NEVER
  })
