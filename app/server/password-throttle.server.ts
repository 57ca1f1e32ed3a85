import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { visitorNetwork } from './rate-limit.server'
import type { Database } from './schema.server'

// Password checks are throttled per account and per address: five failures within 15 minutes pause further
// checks for that account or address until the oldest of them is 15 minutes old. Each failure also slows the
// next attempt (0.25 s, 0.5 s, 1 s, 2 s).
//
// An attempt is claimed in the database before its password is hashed, so attempts sent at once cannot all
// pass the count. Each account and each address has `maxFailures` numbered slots (`password_attempts`, keyed
// by key and slot); an attempt takes a slot that is free or whose claim is older than the window, with one
// insert-or-update that takes it only on that condition. Both engines apply that statement to the row
// atomically, so one slot goes to one attempt and no more than `maxFailures` attempts run in any window.
// A failed attempt keeps its slots; a successful one gives them back.

export const throttle = { windowMs: 15 * 60 * 1000, maxFailures: 5 }

export function slowdownMs(failures: number) {
  return failures === 0 ? 0 : Math.min(2_000, 250 * 2 ** (failures - 1))
}

type Db = Kysely<Database>
type Claim = { key: string; slot: number; claim: string; failuresBefore: number }

export type Attempt = {
  /** Failures already counted for the account or the address (whichever has more) when this one was claimed. */
  failuresBefore: number
  /** The password was right: the account's failures are forgotten and the address's slot is given back. */
  succeeded: () => Promise<void>
}

/** Claims a password attempt for an account from an address, or answers null while either is paused. */
export async function claimAttempt(
  db: Db,
  { account, address }: { account: string; address: string },
  now: Date = new Date(),
): Promise<Attempt | null> {
  const accountClaim = await claimSlot(db, `account:${account}`, now)
  if (!accountClaim) return null
  const addressClaim = await claimSlot(db, `address:${visitorNetwork(address)}`, now)
  if (!addressClaim) {
    await release(db, accountClaim)
    return null
  }
  return {
    failuresBefore: Math.max(accountClaim.failuresBefore, addressClaim.failuresBefore),
    succeeded: async () => {
      await db.deleteFrom('password_attempts').where('key', '=', accountClaim.key).execute()
      await release(db, addressClaim)
    },
  }
}

async function claimSlot(db: Db, key: string, now: Date): Promise<Claim | null> {
  const staleBefore = new Date(now.getTime() - throttle.windowMs).toISOString()
  const live = await db
    .selectFrom('password_attempts')
    .select('slot')
    .where('key', '=', key)
    .where('claimed_at', '>', staleBefore)
    .execute()
  const taken = new Set(live.map((row) => row.slot))
  let failuresBefore = taken.size
  for (let slot = 1; slot <= throttle.maxFailures; slot++) {
    if (taken.has(slot)) continue
    const claim = crypto.randomUUID()
    const values = { claim, claimed_at: now.toISOString() }
    const won = await db
      .insertInto('password_attempts')
      .values({ key, slot, ...values })
      .onConflict((conflict) =>
        conflict.columns(['key', 'slot']).doUpdateSet(values).where('password_attempts.claimed_at', '<=', staleBefore),
      )
      .returning('claim')
      .executeTakeFirst()
    if (won) return { key, slot, claim, failuresBefore }
    // Another attempt took this slot since it was read.
    failuresBefore += 1
  }
  return null
}

async function release(db: Db, { key, slot, claim }: Claim) {
  await db.deleteFrom('password_attempts').where('key', '=', key).where('slot', '=', slot).where('claim', '=', claim).execute()
}

/** Drops claims older than the window: they no longer count for anything. */
export async function pruneAttempts(db: Db, now: Date = new Date()) {
  await db
    .deleteFrom('password_attempts')
    .where('claimed_at', '<=', new Date(now.getTime() - throttle.windowMs).toISOString())
    .execute()
}
