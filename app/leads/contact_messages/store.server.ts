import { rowStore } from '../store.server'
import { mail } from './mail'
import { contactSchema } from './schema'

export const store = rowStore(
  'contact_messages',
  () => contactSchema,
  (row, createdAt) => ({ ...row, created_at: createdAt }),
  mail,
)
