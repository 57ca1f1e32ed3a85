import crypto from 'node:crypto'
import { setTimeout } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import { databaseNow } from './database-clock.server'
import { takePasswordPlace } from './passwords.server'
import { visitorNetwork } from './rate-limit.server'
import type { Database } from './schema.server'

// Password checks are throttled in three rings, each counting failures within the last 15 minutes, where a
// visitor is an IPv4 address or an IPv6 /64 (visitorNetwork):
//
// - one visitor on one account: each failure slows the next attempt (0.25 s, 0.5 s, 1 s, 2 s), and five pause
//   that visitor on that account;
// - one visitor on every account together: ten pause that visitor, so it cannot try five on each of many;
// - one account from every visitor together: fifty pause the account, except for browsers that signed in to it
//   within the last 30 days (known-devices.server.ts), which are not counted here either. Strangers failing on
//   purpose from many addresses slow nobody else and can at most keep the account shut to new browsers.
//
// An attempt is claimed in the database before its password is hashed, so attempts sent at once cannot all
// pass the count. Each ring has that many numbered slots per key (`password_attempts`, keyed by key and slot);
// an attempt takes a slot that is free or whose claim is older than the window, with one insert-or-update that
// takes it only on that condition. Both engines apply that statement to the row atomically, so one slot goes to
// one attempt and no more attempts run in any window than a ring has slots. A failed attempt keeps its slots;
// a successful one gives them back, and all the visitor's on that account. Windows are judged by the database's
// clock, which every instance shares.

export const throttle = { windowMs: 15 * 60 * 1000, perVisitorAndAccount: 5, perVisitor: 10, perAccount: 50 }

export function slowdownMs(failures: number) {
  return failures === 0 ? 0 : Math.min(2_000, 250 * 2 ** (failures - 1))
}

type Db = Kysely<Database>
type Claim = { key: string; slot: number; claim: string; failuresBefore: number }

export type Attempt = {
  /** Failures this visitor had already made, on this account or on all (whichever are more), when this one was claimed. */
  failuresBefore: number
  /** The password was right: this visitor's failures on the account are forgotten and the other slots given back. */
  succeeded: () => Promise<void>
  /** The password was not checked after all: every slot it took is given back. */
  givenUp: () => Promise<void>
}

/**
 * Claims a password attempt for an account from an address, or answers null while a ring is paused for it.
 * `knownDevice`: the browser signed in to this account within 30 days, so the account-wide ring leaves it be.
 */
export async function claimAttempt(
  db: Db,
  { account, address, knownDevice = false }: { account: string; address: string; knownDevice?: boolean },
): Promise<Attempt | null> {
  const now = await databaseNow(db)
  const visitor = visitorNetwork(address)
  const rings = [
    { key: `visitor-account:${visitor} ${account}`, slots: throttle.perVisitorAndAccount },
    { key: `visitor:${visitor}`, slots: throttle.perVisitor },
    ...(knownDevice ? [] : [{ key: `account:${account}`, slots: throttle.perAccount }]),
  ]
  const claims: Claim[] = []
  for (const { key, slots } of rings) {
    const claim = await claimSlot(db, key, slots, now)
    if (!claim) {
      for (const taken of claims) await release(db, taken)
      return null
    }
    claims.push(claim)
  }
  const [own, ...others] = claims
  return {
    failuresBefore: Math.max(own.failuresBefore, others[0].failuresBefore),
    succeeded: async () => {
      await db.deleteFrom('password_attempts').where('key', '=', own.key).execute()
      for (const claim of others) await release(db, claim)
    },
    givenUp: async () => {
      for (const claim of claims) await release(db, claim)
    },
  }
}

export type PasswordCheck = 'right' | 'wrong' | 'throttled' | 'busy'

/**
 * Checks a password for an account as sign-in and a password change do: the attempt is claimed, the slowdown
 * the visitor's failures earned is waited out, and only then does the check take a place in the line for
 * hashes (passwords.server.ts). Waiting out a slowdown holds no place, so failures sitting in theirs keep
 * nobody else from being checked; a check refused a place gives its slots back, as a refused attempt takes
 * nothing. `isRight` hashes the password while the place is held.
 */
export async function checkPasswordAttempt(
  db: Db,
  { account, address, knownDevice }: { account: string; address: string; knownDevice: boolean },
  isRight: () => Promise<boolean>,
): Promise<PasswordCheck> {
  const attempt = await claimAttempt(db, { account, address, knownDevice })
  if (!attempt) return 'throttled'
  await setTimeout(slowdownMs(attempt.failuresBefore))
  const givePlaceBack = await takePasswordPlace(address, { knownBrowser: knownDevice })
  if (!givePlaceBack) {
    await attempt.givenUp()
    return 'busy'
  }
  const right = await isRight().finally(givePlaceBack)
  if (right) await attempt.succeeded()
  else await pruneAttempts(db)
  return right ? 'right' : 'wrong'
}

async function claimSlot(db: Db, key: string, slots: number, now: Date): Promise<Claim | null> {
  const staleBefore = new Date(now.getTime() - throttle.windowMs).toISOString()
  const live = await db
    .selectFrom('password_attempts')
    .select('slot')
    .where('key', '=', key)
    .where('claimed_at', '>', staleBefore)
    .execute()
  const taken = new Set(live.map((row) => row.slot))
  let failuresBefore = taken.size
  const free = Array.from({ length: slots }, (_, index) => index + 1).filter((slot) => !taken.has(slot))
  // Attempts arriving together start at different free slots, so that they seldom race for the same one.
  const start = crypto.randomInt(Math.max(1, free.length))
  for (const slot of [...free.slice(start), ...free.slice(0, start)]) {
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
  await db
    .deleteFrom('password_attempts')
    .where('key', '=', key)
    .where('slot', '=', slot)
    .where('claim', '=', claim)
    .execute()
}

/** Drops claims older than the window: they no longer count for anything. */
export async function pruneAttempts(db: Db) {
  const now = await databaseNow(db)
  await db
    .deleteFrom('password_attempts')
    .where('claimed_at', '<=', new Date(now.getTime() - throttle.windowMs).toISOString())
    .execute()
}
