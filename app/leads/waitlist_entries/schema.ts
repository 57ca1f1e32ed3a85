import { leadSchema } from '../schema'
import { waitlistFields } from './entry'

export const waitlistSchema = leadSchema(waitlistFields)
