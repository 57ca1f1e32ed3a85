import type { Kysely, Transaction } from 'kysely'
import { siteRetentionDays } from '~/content/retention'
import { recordEvent } from '~/server/audit.server'
import { database } from '~/server/db.server'
import type { Database } from '~/server/schema.server'
import { signingKey } from '~/server/signed-links.server'
import { readLink } from './mail-links.server'

// What the links in a mail to a mailing list's member do: confirm a newsletter sign-up, or take the address off
// the list (the waitlist's confirmation, which gives a place and tells the team, is in its folder). A link is
// its own proof (it is signed, and names a row, never an address), so these need no sign-in and no Origin: a
// mail client posts the one-click unsubscribe itself (RFC 8058).

export type LinkOptions = { db?: Kysely<Database>; now?: Date }

/** How long the link that confirms a sign-up (to the newsletter, or for a place on the waitlist) works. */
export const signUpLinkLifetimeMs = siteRetentionDays.unconfirmedSignUps * 24 * 60 * 60_000

/**
 * Confirms the newsletter sign-up the link was sent for, if it is the latest sign-up of that address (a link is
 * issued at the very time of its sign-up), was made within the last week and has not been unsubscribed since.
 * Opening the same link twice confirms once.
 */
export async function confirmSubscription(token: string, { db = database().db, now = new Date() }: LinkOptions = {}) {
  const link = readLink(await signingKey(db), token)
  if (!link || link.purpose !== 'confirm' || link.list !== 'newsletter_subscribers') return 'invalid'
  if (now.getTime() - link.issuedAt.getTime() > signUpLinkLifetimeMs) return 'invalid'
  const { list, id } = link
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom(list)
      .select(['confirmed_at', 'unsubscribed_at', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row || row.unsubscribed_at || row.created_at !== link.issuedAt.toISOString()) return 'invalid'
    if (row.confirmed_at) return 'confirmed'
    await trx.updateTable(list).set({ confirmed_at: now.toISOString() }).where('id', '=', id).execute()
    await recordEvent(trx, {
      leadType: list,
      leadId: id,
      staffId: null,
      action: 'confirm',
      detail: 'Its owner confirmed the subscription with the link in the confirmation mail.',
    })
    return 'confirmed'
  })
}

/**
 * Takes the address the link was sent to off its list. The answer is the same whether or not the address
 * was still on it, or is known at all: only a link that is not ours is refused.
 */
export async function unsubscribe(token: string, { db = database().db, now = new Date() }: LinkOptions = {}) {
  const link = readLink(await signingKey(db), token)
  if (!link || link.purpose !== 'unsubscribe') return 'invalid'
  const { list, id } = link
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable(list)
      .set({ unsubscribed_at: now.toISOString() })
      .where('id', '=', id)
      .where('unsubscribed_at', 'is', null)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return
    await recordEvent(trx, {
      leadType: list,
      leadId: id,
      staffId: null,
      action: 'unsubscribe',
      detail: 'Its owner unsubscribed with the link in our mail.',
    })
  })
  return 'done'
}

/**
 * True when the owner of this very address has shown it is theirs, by opening the link in the newsletter's
 * confirmation mail: only then may a copy repeat what was typed with it, such as a name. The waitlist asks its
 * members to confirm too, but the addresses it held before it did were kept as confirmed without that proof
 * (docs/decisions/0091-waitlist-places-once-confirmed.md), so its confirmation does not count here.
 */
export async function addressIsConfirmed(trx: Transaction<Database>, address: string) {
  const row = await trx
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('email', '=', address.trim().toLowerCase())
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}
