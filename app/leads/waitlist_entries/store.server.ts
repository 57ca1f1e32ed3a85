import type { Kysely } from 'kysely'
import { type DatabaseHandle, database } from '~/server/db.server'
import { readFacts } from '~/server/facts-store.server'
import type { Database } from '~/server/schema.server'
import { mailboxOf } from '~/server/visitor-mail.server'
import { type LeadAnswer, type StoredLead, defineStore } from '../store.server'
import { type WaitlistLead, mail } from './mail'
import { spotsRemaining } from './messages'
import { waitlistSchema } from './schema'

// One row per mailbox (two spellings of one inbox are one entry), which takes a place only once its owner opens
// the link we mail them (./confirm.server.ts): anyone can type an address, and a place, the free shoot of the
// first ones and the team's attention are for addresses whose owners asked
// (docs/decisions/0091-waitlist-places-once-confirmed.md). So a join answers the same whether the address was
// unknown, waiting, on the list or had left it, and never says a place; what it does is mail the owner, within
// the day's cap on mail to one mailbox: the link to confirm, the link to take back a place they left, or, to a
// member, the place they hold. Only its owner may undo their unsubscribe, so a join never does.
const accepted: LeadAnswer = { status: 201, body: { ok: true } }

const joining = defineStore(
  () => waitlistSchema,
  async (trx, row, createdAt) => {
    const mailbox = mailboxOf(row.email)
    const { waitlist: offer } = (await readFacts(trx)).offers
    const inserted = await trx
      .insertInto('waitlist_entries')
      .values({ ...row, mailbox, created_at: createdAt, confirmed_at: null, unsubscribed_at: null })
      .onConflict((oc) => oc.column('mailbox').doNothing())
      .returning('id')
      .executeTakeFirst()
    const toOwner = (id: number, email: string, lead: WaitlistLead): StoredLead<WaitlistLead> => ({
      answer: accepted,
      mail: { id, lead, visitor: email, visitorOnly: true },
    })
    if (inserted) return toOwner(inserted.id, row.email, { email: row.email, offer, step: 'confirm' })
    // The owner is written to at the address they joined with, not at another spelling someone typed.
    const earlier = await trx
      .selectFrom('waitlist_entries')
      .select(['id', 'email', 'confirmed_at', 'unsubscribed_at'])
      .where('mailbox', '=', mailbox)
      .executeTakeFirstOrThrow()
    const { id, email, confirmed_at, unsubscribed_at } = earlier
    if (unsubscribed_at) return toOwner(id, email, { email, offer, step: confirmed_at ? 'rejoin' : 'confirm' })
    if (confirmed_at) {
      return toOwner(id, email, { email, offer, step: 'member', position: await placeOf(trx, id) })
    }
    // Still waiting: the week it may wait for its owner starts again with the link mailed now.
    await trx.updateTable('waitlist_entries').set({ created_at: createdAt }).where('id', '=', id).execute()
    return toOwner(id, email, { email, offer, step: 'confirm' })
  },
  mail,
)

/** How many hold a place: every confirmed address, those who left since included (a place waits for its owner). */
async function placesTaken(db: Kysely<Database>) {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.count<number | string>('confirmed_at').as('joined'))
    .executeTakeFirstOrThrow()
  return Number(row.joined)
}

/** A confirmed address's place: its rank among the places taken, by when their owners confirmed them. */
export async function placeOf(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('position'))
    .where((eb) => {
      const confirmedAt = eb
        .selectFrom('waitlist_entries as member')
        .select('member.confirmed_at')
        .where('member.id', '=', id)
      return eb.or([
        eb('confirmed_at', '<', confirmedAt),
        eb.and([eb('confirmed_at', '=', confirmedAt), eb('id', '<=', id)]),
      ])
    })
    .executeTakeFirstOrThrow()
  return Number(row.position)
}

/** How many hold a place on the waitlist and how many free-shoot spots are left, with the offer as it stands. */
export async function waitlistStatus(handle: DatabaseHandle = database()) {
  const joined = await placesTaken(handle.db)
  const { waitlist: offer } = (await readFacts(handle.db)).offers
  return { joined, spotsRemaining: spotsRemaining(joined, offer.firstMembers), offer }
}

export const store = {
  ...joining,
  /** What GET /api/waitlist answers. */
  standing: async (handle?: DatabaseHandle) => {
    const { joined, spotsRemaining } = await waitlistStatus(handle)
    return { joined, spotsRemaining }
  },
}
