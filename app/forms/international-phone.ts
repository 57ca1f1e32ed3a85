import { parsePhoneNumberFromString } from '#phone-numbering-plans'
import { z } from 'zod'
import { internationalPhoneMessages } from './field-rules'

// Its own module so that only the forms that take numbers from any country load the numbering plans.
// '#phone-numbering-plans' (package.json "imports") is libphonenumber-js's full plans on the server, which
// know which prefixes each country uses, and its small plans in the browser, which know only each country's
// lengths: the browser's check is a first pass, the server's is the authority (docs/decisions/0071).

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
