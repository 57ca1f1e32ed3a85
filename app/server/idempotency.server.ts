import crypto from 'node:crypto'
import { type Kysely, type Transaction, sql } from 'kysely'
import type { Engine } from './db.server'
import type { Database } from './schema.server'

// A form sends a fresh key with each new submission and the same key when it retries (a double click, a
// flaky network). The first answer is kept for a day with a hash of the body it answered; the same key with
// the same body within that day gets it back and stores nothing new. The same key with another body is a
// correction from the lead's own sender, which a kind that takes corrections (a booking) applies to the lead,
// and any other kind refuses. A key is remembered within a scope (the kind of lead it was sent for); this module
// reads neither the scope nor the answer, which is kept as JSON.

type IdempotencyTables = {
  idempotency_keys: {
    scope: string
    key: string
    status_code: number
    response: string
    created_at: string
    body_hash: string | null
  }
}

export const idempotencyWindowMs = 24 * 60 * 60_000

export function isValidIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && /^[\w-]{8,100}$/.test(key)
}

export const reusedKeyMessage =
  'This Idempotency-Key was already used for a different request. Send a new key with each new submission.'

/** A hash of what was submitted, whatever the order of its fields; the key itself is not part of it. */
export function bodyHash(input: Record<string, unknown>, leaveOut: readonly string[]) {
  const fields = Object.keys(input)
    .filter((name) => !leaveOut.includes(name))
    .sort()
    .map((name) => [name, input[name]])
  return crypto.createHash('sha256').update(JSON.stringify(fields)).digest('base64url')
}

/** What a key was answered with: an HTTP status and a body that JSON keeps. */
export type KeptAnswer<Body = unknown> = { status: number; body: Body }

/** A key already answered: its answer, and whether it came with the same body as this one. */
export type Answered<Body> = { answer: KeptAnswer<Body>; sameBody: boolean }

/** The answer given to this key within the window, and whether this body is the one it answered; null for a new key. */
export async function findAnswer<Body>(
  database: Kysely<Database>,
  scope: string,
  key: string,
  hash: string,
  now: Date = new Date(),
): Promise<Answered<Body> | null> {
  const row = await database
    .withTables<IdempotencyTables>()
    .selectFrom('idempotency_keys')
    .select(['status_code', 'response', 'created_at', 'body_hash'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row || row.created_at < new Date(now.getTime() - idempotencyWindowMs).toISOString()) return null
  // Keys remembered before bodies were hashed have no hash, and answer as they did.
  const answer: KeptAnswer<Body> = { status: row.status_code, body: JSON.parse(row.response) }
  return { answer, sameBody: row.body_hash === null || row.body_hash === hash }
}

/** The refusal of a key sent again with another body, for a kind that takes no corrections. */
export const reusedKey: KeptAnswer<{ error: string }> = { status: 422, body: { error: reusedKeyMessage } }

/** Keeps a correction's answer and body as the key's, for the retries of the correction. */
export async function replaceAnswer(
  trx: Transaction<Database>,
  scope: string,
  key: string,
  hash: string,
  answer: KeptAnswer,
) {
  await trx
    .withTables<IdempotencyTables>()
    .updateTable('idempotency_keys')
    .set({ status_code: answer.status, response: JSON.stringify(answer.body), body_hash: hash })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute()
}

/**
 * Remembers the answer inside the lead's own transaction, in one statement: a key older than the window is
 * taken over. Answers false when the key is already remembered within the window (another request with it
 * committed first): the caller rolls back the whole transaction, with its lead.
 */
export async function rememberAnswer(
  trx: Transaction<Database>,
  scope: string,
  key: string,
  hash: string,
  answer: KeptAnswer,
  now: Date = new Date(),
) {
  const remembered = {
    status_code: answer.status,
    response: JSON.stringify(answer.body),
    created_at: now.toISOString(),
    body_hash: hash,
  }
  const row = await trx
    .withTables<IdempotencyTables>()
    .insertInto('idempotency_keys')
    .values({ scope, key, ...remembered })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet(remembered)
        .where('idempotency_keys.created_at', '<', new Date(now.getTime() - idempotencyWindowMs).toISOString()),
    )
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Forgets the answers given about these leads: a booking's answer repeats its name, phone and address, so it
 * goes with the lead when the lead is erased. The lead is the answer's `id`.
 */
export async function forgetAnswers(trx: Transaction<Database>, engine: Engine, scope: string, ids: readonly number[]) {
  const answerId = engine === 'sqlite' ? sql`json_extract(response, '$.id')` : sql`(response::jsonb ->> 'id')::bigint`
  await trx
    .withTables<IdempotencyTables>()
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where(answerId, 'in', ids)
    .execute()
}
