import { PostgresAdapter, type Transaction, sql } from 'kysely'
import { recordEvent } from '~/server/audit.server'
import { config } from '~/server/config.server'
import { database } from '~/server/db.server'
import { readLink } from '~/leads/mail-links.server'
import { signingKey } from '~/server/signed-links.server'
import { type LinkOptions, signUpLinkLifetimeMs } from '~/leads/mailing-lists.server'
import { enqueueMail, wakeOutbox } from '~/server/outbox.server'
import type { Database } from '~/server/schema.server'
import { teamInboxesFor } from '~/leads/team-notifications.server'
import { leadReference } from '../catalogue'
import { kind } from './entry'
import { mail } from './mail'
import { placeOf } from './store.server'
import { readFacts } from '~/server/facts-store.server'

// The step that gives a waitlist address its place: its owner opens the link in our mail and presses the button
// (docs/decisions/0091-waitlist-places-once-confirmed.md). It is kept apart from the store, which the catalogue
// loads, because it queues the team's mail itself, and the outbox needs the catalogue.

/**
 * Gives the address a link was mailed to its place, when its owner opens the link and presses the button: a
 * first confirmation takes the next place and tells the team; an address that had left takes its old place back
 * (or, never confirmed, the next one); a confirmed one is shown its place again. The link must be from the last
 * week and issued after the address last left the list: an older one, or one from a mail before they left,
 * cannot undo a later unsubscribe. Answers the place, or null for a link that cannot be used.
 */
export async function confirmWaitlistPlace(
  token: string,
  { db = database().db, now = new Date(), teamInbox }: LinkOptions & { teamInbox?: string } = {},
) {
  const link = readLink(await signingKey(db), token)
  if (!link || link.purpose !== 'confirm' || link.list !== kind) return null
  if (now.getTime() - link.issuedAt.getTime() > signUpLinkLifetimeMs) return null
  const { id } = link
  const placed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('waitlist_entries')
      .select(['email', 'confirmed_at', 'unsubscribed_at'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) return null
    if (row.unsubscribed_at) {
      if (Date.parse(row.unsubscribed_at) >= link.issuedAt.getTime()) return null
      await trx.updateTable('waitlist_entries').set({ unsubscribed_at: null }).where('id', '=', id).execute()
      if (row.confirmed_at) {
        await recordEvent(trx, {
          leadType: kind,
          leadId: id,
          staffId: null,
          action: 'rejoin',
          detail: 'Its owner took the place back with the link in our mail.',
        })
      }
    }
    const told = !row.confirmed_at && (await takePlace(trx, id, now))
    const position = await placeOf(trx, id)
    if (told) {
      const { waitlist: offer } = (await readFacts(trx)).offers
      const content = mail.team({ email: row.email, offer, step: 'member', position }, leadReference(kind, id))
      const inboxes = await teamInboxesFor(kind, teamInbox ?? config().TEAM_INBOX, trx)
      await enqueueMail(
        trx,
        inboxes.map((to) => ({ leadType: kind, leadId: id, to, replyTo: row.email, content })),
      )
    }
    return { position, told }
  })
  if (placed?.told) wakeOutbox()
  return placed ? { position: placed.position } : null
}

/**
 * Confirms a waiting address, which takes the next place. Places are handed out one at a time, each confirmed
 * later than every place before it, even when two owners press at the same moment or a request that began
 * first commits second: a place once shown never moves down. Two presses of one button at once confirm it once:
 * the second finds it confirmed, tells nobody and is shown the same place.
 */
async function takePlace(trx: Transaction<Database>, id: number, now: Date) {
  // SQLite runs one transaction at a time; PostgreSQL queues these on one lock until each commits.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${'waitlist places'}))`.execute(trx)
  }
  const { latest } = await trx
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.max('confirmed_at').as('latest'))
    .executeTakeFirstOrThrow()
  const confirmedAt = new Date(Math.max(now.getTime(), latest ? Date.parse(latest) + 1 : 0))
  const confirmed = await trx
    .updateTable('waitlist_entries')
    .set({ confirmed_at: confirmedAt.toISOString() })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst()
  if (Number(confirmed.numUpdatedRows) === 0) return false
  await recordEvent(trx, {
    leadType: kind,
    leadId: id,
    staffId: null,
    action: 'confirm',
    detail: 'Its owner confirmed the address with the link in our mail, and it took its place.',
  })
  return true
}
