import { type RequestReader, created, defineStore } from '../store.server'
import { mail } from './mail'
import { packageInquirySchema } from './schema'

const checked = defineStore(
  () => packageInquirySchema,
  async (trx, row, createdAt) => {
    const { id } = await trx
      .insertInto('package_inquiries')
      .values({ ...row, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { answer: created(id), mail: { id, lead: row, visitor: row.email } }
  },
  mail,
)

const request: RequestReader = async (db, id) => {
  const row = await db.selectFrom('package_inquiries').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return {
    lines: () => [{ label: 'Package', value: row.package_type }],
    email: row.email,
    name: row.name,
    status: null,
    createdAt: row.created_at,
    startsAt: null,
  }
}

export const store = { ...checked, request }
