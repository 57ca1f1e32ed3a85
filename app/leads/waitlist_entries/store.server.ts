import type { Kysely } from 'kysely'
import { type DatabaseHandle, database } from '~/server/db.server'
import { recordEvent } from '~/server/audit.server'
import { readLink, signingKey } from '~/server/mail-links.server'
import { type LinkOptions, signUpLinkLifetimeMs } from '~/server/mailing-lists.server'
import type { Database } from '~/server/schema.server'
import { defineStore } from '../store.server'
import { kind } from './entry'
import { mail } from './mail'
import { spotsRemaining } from './messages'
import { waitlistSchema } from './schema'

// One row per address: a second join answers the same position and mails nothing. Joining again after
// leaving answers the same, and changes nothing until the address's owner opens the link we mail them
// (rejoinWaitlist below): anyone can type an address, and only its owner may undo their unsubscribe.
const joining = defineStore(
  () => waitlistSchema,
  async (trx, row, createdAt) => {
    const inserted = await trx
      .insertInto('waitlist_entries')
      .values({ ...row, created_at: createdAt, unsubscribed_at: null })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst()
    const { id, unsubscribed_at } = inserted
      ? { id: inserted.id, unsubscribed_at: null }
      : await trx
          .selectFrom('waitlist_entries')
          .select(['id', 'unsubscribed_at'])
          .where('email', '=', row.email)
          .executeTakeFirstOrThrow()
    const { position, joined } = await waitlistPosition(trx, id)
    const body = { id, position, spotsRemaining: spotsRemaining(joined) }
    if (inserted) return { answer: { status: 201, body }, mail: { id, lead: { ...row, position }, visitor: row.email } }
    if (!unsubscribed_at) return { answer: { status: 200, body }, mail: null }
    return {
      answer: { status: 200, body },
      mail: { id, lead: { ...row, position, rejoin: true }, visitor: row.email, visitorOnly: true },
    }
  },
  mail,
)

/** A waitlist entry's rank (how many joined up to it) and how many have joined in all. */
async function waitlistPosition(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('joined'),
      eb.fn.count<number | string>(eb.case().when('id', '<=', id).then(1).end()).as('position'),
    ])
    .executeTakeFirstOrThrow()
  return { position: Number(row.position), joined: Number(row.joined) }
}

/** How many have joined the waitlist and how many free-shoot spots are left. */
export async function waitlistStatus(handle: DatabaseHandle = database()) {
  const row = await handle.db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('joined'))
    .executeTakeFirstOrThrow()
  const joined = Number(row.joined)
  return { joined, spotsRemaining: spotsRemaining(joined) }
}

export const store = { ...joining, standing: waitlistStatus }
/**
 * Puts a waitlist address back on the list, in its old place, when its owner opens the link mailed to them
 * after someone asked to rejoin with it. The link must be from the last week and issued after the address
 * last left the list: an older link, or one from the mail that welcomed them before they left, cannot undo
 * a later unsubscribe. Opening the same link twice takes the place back once.
 */
export async function rejoinWaitlist(token: string, { db = database().db, now = new Date() }: LinkOptions = {}) {
  const link = readLink(await signingKey(db), token)
  if (!link || link.purpose !== 'confirm' || link.list !== kind) return 'invalid'
  if (now.getTime() - link.issuedAt.getTime() > signUpLinkLifetimeMs) return 'invalid'
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('waitlist_entries')
      .select('unsubscribed_at')
      .where('id', '=', link.id)
      .executeTakeFirst()
    if (!row) return 'invalid'
    if (!row.unsubscribed_at) return 'rejoined'
    if (new Date(row.unsubscribed_at).getTime() >= link.issuedAt.getTime()) return 'invalid'
    await trx.updateTable('waitlist_entries').set({ unsubscribed_at: null }).where('id', '=', link.id).execute()
    await recordEvent(trx, {
      leadType: kind,
      leadId: link.id,
      staffId: null,
      action: 'rejoin',
      detail: 'Its owner took the place back with the link in our mail.',
    })
    return 'rejoined'
  })
}
