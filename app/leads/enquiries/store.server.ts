import { created, defineStore } from '../store.server'
import { mail } from './mail'
import { enquirySchema } from './schema'

export const store = defineStore(
  enquirySchema,
  async (trx, row, createdAt) => {
    const { id } = await trx.insertInto('enquiries').values({ ...row, created_at: createdAt }).returning('id').executeTakeFirstOrThrow()
    return { answer: created(id), mail: { id, lead: row, visitor: row.email } }
  },
  mail,
)
