import { withdrawableRequest } from '../entry'
import { labelledValues } from '../fields'
import { type RequestReader, requestWithoutStart, rowStore } from '../store.server'
import { enquiryFields } from './entry'
import { mail } from './mail'
import { enquirySchema } from './schema'

const checked = rowStore(
  'enquiries',
  enquirySchema,
  (row, createdAt) => ({ ...row, status: withdrawableRequest.statuses[0], created_at: createdAt }),
  mail,
)

const { shootType, city, occasion, date, time, hours, reels, location, personalShootOccasion } = enquiryFields

const request: RequestReader = async (db, id) => {
  const row = await db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return requestWithoutStart(row, {
    // Choices from the form's lists, the day and time, and numbers; the place and the occasion were typed freely.
    lines: () => labelledValues({ date, time, city, shootType, occasion, hours, reels }, row),
    typed: labelledValues({ location, personalShootOccasion }, row).filter(({ value }) => value),
  })
}

export const store = { ...checked, request }
