import { z } from 'zod'
import { email } from './fields'

export { newsletterFailureToast, newsletterMessages } from './newsletter-messages'

export const newsletterSchema = z.object({ email })
