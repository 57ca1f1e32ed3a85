import { created, defineStore } from '../store.server'
import { entry } from './entry'
import { mail } from './mail'
import { partnerSchema } from './schema'

export const store = defineStore(
  () => partnerSchema,
  async (trx, row, createdAt) => {
    const values = { ...row, status: entry.workflow.statuses[0], created_at: createdAt }
    const { id } = await trx.insertInto('partner_applications').values(values).returning('id').executeTakeFirstOrThrow()
    return { answer: created(id), mail: { id, lead: row, visitor: row.email } }
  },
  mail,
)
