import type { Kysely } from 'kysely'
import { noteMaxLength } from '~/console-rules'
import { type LeadKind, hasWorkflow, leadCatalogue, nextStatuses } from '~/leads/catalogue'
import { recordEvent } from '../audit.server'
import { database } from '../db.server'
import type { Database } from '../schema.server'
import { getLead } from './leads.server'

// What staff do to a lead: move it along its kind's workflow, and write internal notes. Every change leaves
// an entry in the audit log.

type Db = Kysely<Database>

/** A change the console refuses, with the reason to show. */
export class ConsoleError extends Error {}

/** Moves a lead along its workflow; an illegal move, or a lead that changed meanwhile, is refused. */
export async function changeStatus(kind: LeadKind, id: number, to: string, staffId: number, db: Db = database().db) {
  if (!hasWorkflow(kind)) throw new ConsoleError(`${leadCatalogue[kind].label.plural} have no status.`)
  const status = leadCatalogue[kind].workflow.statuses.find((known) => known === to)
  await db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom(kind).select('status').where('id', '=', id).executeTakeFirst()
    if (!lead) throw new ConsoleError('This lead no longer exists.')
    const from = lead.status
    if (!status || !nextStatuses(kind, from).includes(status)) throw new ConsoleError(`A ${from} lead cannot become ${to}.`)
    const updated = await trx
      .updateTable(kind)
      .set({ status })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw new ConsoleError('Someone changed this lead meanwhile; please try again.')
    await recordEvent(trx, { leadType: kind, leadId: id, staffId, action: 'status', detail: `Status ${from} → ${to}` })
  })
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
