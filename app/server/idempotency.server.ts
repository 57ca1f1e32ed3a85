import type { Kysely, Transaction } from 'kysely'
import type { LeadKind } from '~/leads/catalogue'
import type { LeadAnswer } from './leads/kinds.server'
import type { Database } from './schema.server'

// A form sends a fresh key with each new submission and the same key when it retries (a double click, a
// flaky network). The first answer is kept for a day; the same key within that day gets it back and stores
// nothing new.

type IdempotencyTables = {
  idempotency_keys: { scope: LeadKind; key: string; status_code: number; response: string; created_at: string }
}

export const idempotencyWindowMs = 24 * 60 * 60_000

export function isValidIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && /^[\w-]{8,100}$/.test(key)
}

export async function findAnswer(
  database: Kysely<Database>,
  scope: LeadKind,
  key: string,
  now: Date = new Date(),
): Promise<LeadAnswer | null> {
  const row = await database
    .withTables<IdempotencyTables>()
    .selectFrom('idempotency_keys')
    .select(['status_code', 'response', 'created_at'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row || row.created_at < new Date(now.getTime() - idempotencyWindowMs).toISOString()) return null
  return { status: row.status_code, body: JSON.parse(row.response) }
}

/**
 * Remembers the answer inside the lead's own transaction. If another request with the same key committed
 * first, the insert fails and the whole transaction (with its lead) rolls back.
 */
export async function rememberAnswer(
  trx: Transaction<Database>,
  scope: LeadKind,
  key: string,
  answer: LeadAnswer,
  now: Date = new Date(),
) {
  const db = trx.withTables<IdempotencyTables>()
  // A key older than the window may be used again.
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('created_at', '<', new Date(now.getTime() - idempotencyWindowMs).toISOString())
    .execute()
  await db
    .insertInto('idempotency_keys')
    .values({
      scope,
      key,
      status_code: answer.status,
      response: JSON.stringify(answer.body),
      created_at: now.toISOString(),
    })
    .execute()
}

export async function pruneIdempotencyKeys(database: Kysely<Database>, now: Date = new Date()) {
  await database
    .withTables<IdempotencyTables>()
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - idempotencyWindowMs).toISOString())
    .execute()
}
