import { leadSchema } from '../schema'
import { newsletterFields } from './entry'

export const newsletterSchema = leadSchema(newsletterFields)
