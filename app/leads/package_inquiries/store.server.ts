import { withdrawableRequest } from '../entry'
import { labelledValues } from '../fields'
import { type RequestReader, requestWithoutStart, rowStore } from '../store.server'
import { inquiryFields } from './entry'
import { mail } from './mail'
import { packageInquirySchema } from './schema'

const checked = rowStore(
  'package_inquiries',
  () => packageInquirySchema,
  (row, createdAt) => ({ ...row, status: withdrawableRequest.statuses[0], created_at: createdAt }),
  mail,
)

const { packageType, company, weddingDate, eventType, eventDetails } = inquiryFields

const request: RequestReader = async (db, id) => {
  const row = await db.selectFrom('package_inquiries').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return requestWithoutStart(row, {
    // The package by its page's name, a value from the list; the rest was typed freely, the wedding date too.
    lines: () => labelledValues({ packageType }, row),
    typed: labelledValues({ company, weddingDate, eventType, eventDetails }, row).filter(({ value }) => value),
  })
}

export const store = { ...checked, request }
