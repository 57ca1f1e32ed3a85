import { dateInWords } from '~/date-in-words'
import { type RequestReader, created, defineStore } from '../store.server'
import { mail } from './mail'
import { cityLabel } from './messages'
import { enquirySchema } from './schema'

const checked = defineStore(
  enquirySchema,
  async (trx, row, createdAt) => {
    const { id } = await trx
      .insertInto('enquiries')
      .values({ ...row, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { answer: created(id), mail: { id, lead: row, visitor: row.email } }
  },
  mail,
)

const request: RequestReader = async (db, id) => {
  const row = await db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return {
    lines: () => [
      { label: 'Date', value: dateInWords(row.event_date) },
      { label: 'City', value: cityLabel(row.city) },
    ],
    email: row.email,
    name: row.name,
    status: null,
    createdAt: row.created_at,
    startsAt: null,
  }
}

export const store = { ...checked, request }
