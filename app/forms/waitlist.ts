import { z } from 'zod'
import { email } from './fields'

export * from './waitlist-messages'

export const waitlistSchema = z.object({ email })
