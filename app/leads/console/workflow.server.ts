import type { Kysely } from 'kysely'
import { noteMaxLength } from '~/forms/console-rules'
import type { LeadKind } from '~/leads/catalogue'
import { recordEvent } from '~/server/audit.server'
import { config } from '~/server/config.server'
import { database } from '~/server/db.server'
import { ConsoleError, moveStatus } from '~/leads/status.server'
import { wakeOutbox } from '~/server/outbox.server'
import { type ForCustomer, tellCustomer } from '~/leads/requests/updates.server'
import type { Database } from '~/server/schema.server'
import { getLead } from '~/leads/console/leads.server'

// What staff do to a lead: move it along its kind's workflow, and write internal notes. Every change leaves
// an entry in the audit log.

type Db = Kysely<Database>

export { ConsoleError }

/**
 * A member of staff moves a lead along its workflow. A request its customer follows on a page tells them:
 * the page shows the new status with the team's note, and a customer with an address is mailed.
 */
export async function changeStatus(
  kind: LeadKind,
  id: number,
  to: string,
  staffId: number,
  {
    db = database().db,
    note,
    reelMaker,
    siteUrl = config().SITE_URL,
  }: { db?: Db; siteUrl?: string } & Partial<ForCustomer> = {},
) {
  const forCustomer = { note: note?.trim() || null, reelMaker: reelMaker?.trim() || null }
  if (forCustomer.note && forCustomer.note.length > noteMaxLength)
    throw new ConsoleError(`Notes are limited to ${noteMaxLength} characters.`)
  const mailed = await db.transaction().execute(async (trx) => {
    await moveStatus(trx, kind, id, to, { staffId, detail: (from) => `Status ${from} → ${to}` })
    return tellCustomer(trx, kind, id, staffId, forCustomer, { siteUrl, now: new Date() })
  })
  if (mailed) wakeOutbox()
  return { mailed }
}

export async function addNote(kind: LeadKind, id: number, staffId: number, body: string, db: Db = database().db) {
  const text = body.trim()
  if (!text) throw new ConsoleError('Please write a note first.')
  if (text.length > noteMaxLength) throw new ConsoleError(`Notes are limited to ${noteMaxLength} characters.`)
  if (!(await getLead(kind, id, db))) throw new ConsoleError('This lead no longer exists.')
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lead_notes')
      .values({ lead_type: kind, lead_id: id, staff_id: staffId, body: text, created_at: new Date().toISOString() })
      .execute()
    await recordEvent(trx, { leadType: kind, leadId: id, staffId, action: 'note', detail: 'Added a note' })
  })
}
