import crypto from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { LeadKind } from '~/leads/catalogue'
import { leadStores } from '~/leads/catalogue.server'
import type { Database } from '~/server/schema.server'

// The private page where a customer follows a request (docs/decisions/0082). Its address carries a random
// token of 256 bits; the database keeps only the token's SHA-256, so neither a copy of the database nor a
// reference (BK-12) nor anything signed over an id opens a page. A token opens its request for as long as the
// request is kept: erasure and retention delete its pages with it.

type Db = Kysely<Database> | Transaction<Database>

/** Whether a kind's customers follow their requests on a page of their own: its store reads them for it. */
export function hasRequestPage(kind: LeadKind) {
  return leadStores[kind].request !== undefined
}

/** The request as its page reads it, or null when it is not kept (or its kind has no page). */
export async function requestRecord(db: Db, kind: LeadKind, id: number) {
  return (await leadStores[kind].request?.(db, id)) ?? null
}

/** The path of the page that a token opens. */
export function requestPagePath(token: string) {
  return `/requests/${token}`
}

const tokenShape = /^[\w-]{43}$/

function tokenHash(token: string) {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/**
 * Gives a request a new page and returns the token of its address, which nothing keeps. `givenToSender` when
 * the token goes in the answer to the request's own submission (or its retry or correction, which carry its
 * key): only the sender holds such a page, so it may show what they typed.
 */
export async function openRequestPage(
  db: Db,
  kind: LeadKind,
  id: number,
  now: Date,
  { givenToSender = false }: { givenToSender?: boolean } = {},
) {
  const token = crypto.randomBytes(32).toString('base64url')
  await db
    .insertInto('request_pages')
    .values({
      token_hash: tokenHash(token),
      lead_type: kind,
      lead_id: id,
      created_at: now.toISOString(),
      given_to_sender: givenToSender ? 1 : 0,
    })
    .execute()
  return token
}

export type OpenedPage = { kind: LeadKind; id: number; givenToSender: boolean }

/** The request a token opens, or null: for a token of the wrong shape the database is not asked. */
export async function requestOpenedBy(db: Db, token: string): Promise<OpenedPage | null> {
  if (!tokenShape.test(token)) return null
  const row = await db
    .selectFrom('request_pages')
    .select(['lead_type', 'lead_id', 'given_to_sender'])
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst()
  return row ? { kind: row.lead_type, id: row.lead_id, givenToSender: row.given_to_sender === 1 } : null
}

/** Deletes the pages of these requests, what their customers read there and their versions, as the requests go. */
export async function forgetRequestPages(db: Db, kind: LeadKind, ids: readonly number[]) {
  if (!ids.length) return
  await db.deleteFrom('request_pages').where('lead_type', '=', kind).where('lead_id', 'in', ids).execute()
  await db.deleteFrom('request_updates').where('lead_type', '=', kind).where('lead_id', 'in', ids).execute()
  await db.deleteFrom('request_versions').where('lead_type', '=', kind).where('lead_id', 'in', ids).execute()
}
