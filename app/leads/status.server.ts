import type { Transaction } from 'kysely'
import { type LeadKind, hasWorkflow, leadCatalogue, nextStatuses } from '~/leads/catalogue'
import { recordEvent } from '~/server/audit.server'
import type { Database } from '~/server/schema.server'

/** A change of a lead the site refuses, with the reason to show. */
export class ConsoleError extends Error {}

/** Who moves a lead: a member of staff, or its customer on their request's page (null). */
export type Mover = { staffId: number | null; detail: (from: string, to: string) => string }

/**
 * Moves a lead along its kind's workflow inside a transaction, with its audit entry, and answers the status it
 * left; an illegal move, or a lead that changed meanwhile, is refused.
 */
export async function moveStatus(trx: Transaction<Database>, kind: LeadKind, id: number, to: string, mover: Mover) {
  if (!hasWorkflow(kind)) throw new ConsoleError(`${leadCatalogue[kind].label.plural} have no status.`)
  const status = leadCatalogue[kind].workflow.statuses.find((known) => known === to)
  const lead = await trx.selectFrom(kind).select('status').where('id', '=', id).executeTakeFirst()
  if (!lead) throw new ConsoleError('This lead no longer exists.')
  const from = lead.status
  if (!status || !nextStatuses(kind, from).includes(status))
    throw new ConsoleError(`A ${from} lead cannot become ${to}.`)
  const updated = await trx
    .updateTable(kind)
    .set({ status })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1)
    throw new ConsoleError('Someone changed this lead meanwhile; please try again.')
  await recordEvent(trx, {
    leadType: kind,
    leadId: id,
    staffId: mover.staffId,
    action: 'status',
    detail: mover.detail(from, to),
  })
  return from
}
