import { type RequestReader, rowStore } from '../store.server'
import { entry } from './entry'
import { mail } from './mail'
import { partnerSchema } from './schema'

const checked = rowStore(
  'partner_applications',
  () => partnerSchema,
  (row, createdAt) => ({ ...row, status: entry.workflow.statuses[0], created_at: createdAt }),
  mail,
)

const request: RequestReader = async (db, id) => {
  const row = await db.selectFrom('partner_applications').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return {
    lines: () => [],
    email: row.email,
    name: row.full_name,
    status: row.status,
    createdAt: row.created_at,
    startsAt: null,
  }
}

export const store = { ...checked, request }
