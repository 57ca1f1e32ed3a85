import { created, defineStore } from '../store.server'
import { mail } from './mail'
import { contactSchema } from './schema'

export const store = defineStore(
  () => contactSchema,
  async (trx, row, createdAt) => {
    const { id } = await trx
      .insertInto('contact_messages')
      .values({ ...row, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { answer: created(id), mail: { id, lead: row, visitor: row.email } }
  },
  mail,
)
