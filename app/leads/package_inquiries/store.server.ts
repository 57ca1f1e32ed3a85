import { created, defineStore } from '../store.server'
import { mail } from './mail'
import { packageInquirySchema } from './schema'

export const store = defineStore(
  () => packageInquirySchema,
  async (trx, row, createdAt) => {
    const { id } = await trx.insertInto('package_inquiries').values({ ...row, created_at: createdAt }).returning('id').executeTakeFirstOrThrow()
    return { answer: created(id), mail: { id, lead: row, visitor: row.email } }
  },
  mail,
)
