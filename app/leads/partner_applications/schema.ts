import { leadSchema } from '../schema'
import { partnerFields } from './entry'

export const partnerSchema = leadSchema(partnerFields)
