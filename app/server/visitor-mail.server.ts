import crypto from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import normalizeEmail from 'validator/lib/normalizeEmail.js'
import { signingKey } from './signed-links.server'
import { hitRateLimit, visitorMailLimit } from './rate-limit.server'
import type { Database } from './schema.server'

// What a visitor's own copy may do, given that anyone can type anyone's address (docs/decisions/0025):
// go out at most visitorMailLimit times a day to one mailbox, and repeat what was typed only to an address
// whose owner has shown it is theirs (app/leads/mailing-lists.server.ts says whose has).

/**
 * The mailbox an address reaches, whatever its spelling: validator's normalizeEmail reads the providers that
 * ignore dots or tags (Gmail and googlemail.com, Outlook and Hotmail, Yahoo, iCloud, Yandex) as their owners'
 * one address, and for every other address a `+tag` is dropped too, since most mail servers deliver
 * `name+tag@` to `name@`.
 */
export function mailboxOf(address: string) {
  const owner = normalizeEmail(address.trim()) || address.trim().toLowerCase()
  const at = owner.lastIndexOf('@')
  const local = owner.slice(0, at)
  const tagAt = local.indexOf('+')
  return tagAt > 0 ? `${local.slice(0, tagAt)}${owner.slice(at)}` : owner
}

/**
 * The rate-limit bucket of a mailbox: an HMAC of it under the site's own key, so that the counter names
 * nobody to someone who reads the database without the key.
 */
function mailboxBucket(key: Buffer, address: string) {
  return `mail-to:${crypto
    .createHmac('sha256', key)
    .update(`mail-to:${mailboxOf(address)}`)
    .digest('base64url')}`
}

/**
 * Counts one more mail to the mailbox of a visitor's address today and says whether it may go. It is counted
 * in the transaction that queues the mail, so submissions at once cannot all pass it. `key` is the site's
 * signingKey().
 */
export async function visitorMayBeMailed(trx: Transaction<Database>, key: Buffer, address: string, now: Date) {
  return (await hitRateLimit(trx, mailboxBucket(key, address), visitorMailLimit, now)).allowed
}

/** Forgets today's count of mails to an address's mailbox: part of erasing its owner. */
export async function forgetMailCount(db: Kysely<Database>, address: string) {
  await db
    .withTables<{ rate_limit_counters: { bucket: string } }>()
    .deleteFrom('rate_limit_counters')
    .where('bucket', '=', mailboxBucket(await signingKey(db), address))
    .execute()
}
