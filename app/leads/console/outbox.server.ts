import type { Kysely } from 'kysely'
import { type OutboxStatus, outboxStatuses } from '~/forms/console-rules'
import { recordEvent } from '~/server/audit.server'
import { database } from '~/server/db.server'
import type { Database } from '~/server/schema.server'
import { onePage } from '~/leads/console/leads.server'
import { ConsoleError } from '~/leads/console/workflow.server'

// The mail outbox as staff see it: every message with its state, and a failed one sent again on request.

type Db = Kysely<Database>

export function isOutboxStatus(value: string): value is OutboxStatus {
  return (outboxStatuses as readonly string[]).includes(value)
}

export async function listOutbox(status: string, page: number, db: Db = database().db) {
  const base = isOutboxStatus(status)
    ? db.selectFrom('mail_outbox').where('status', '=', status)
    : db.selectFrom('mail_outbox')
  return onePage(
    async () =>
      Number(
        (await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow()).count,
      ),
    (limit, offset) =>
      base
        .select([
          'id',
          'lead_type',
          'lead_id',
          'to_address',
          'subject',
          'status',
          'attempts',
          'next_attempt_at',
          'last_error',
          'created_at',
          'sent_at',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    page,
  )
}

/** Puts a failed message back in the queue; the outbox worker sends it on its next round. */
export async function retryMail(id: number, staffId: number, db: Db = database().db) {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('mail_outbox')
      .set({ status: 'pending', next_attempt_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw new ConsoleError('Only a failed message can be retried.')
    await recordEvent(trx, { leadType: 'mail', leadId: id, staffId, action: 'retry', detail: `Retried mail ${id}` })
  })
}
