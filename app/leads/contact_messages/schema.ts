import { leadSchema } from '../schema'
import { contactFields } from './entry'

export const contactSchema = leadSchema(contactFields)
