import crypto from 'node:crypto'
import type { Kysely, Selectable, Updateable } from 'kysely'
import { databaseNow } from './database-clock.server'
import type { DatabaseHandle } from './db.server'
import type { Database, MailOutboxTable } from './schema.server'

// A claim takes due rows (status 'sending', the claim's own token, a lease in next_attempt_at by the database's
// clock); on PostgreSQL it skips rows another instance has locked. A row is its worker's while it is 'sending'
// under that token: just before sending it the worker checks that and renews the lease, renews it while the mail
// server takes its time, and writes the outcome only if the row is still its own. So a lease that ran out while
// earlier rows of the claim went out, or a late worker, never sends a row another instance took, nor undoes what
// that instance wrote.

type Db = Kysely<Database>

export type ClaimedMail = Selectable<MailOutboxTable>

/** A row as its worker holds it: what every write of the worker's matches, so that it writes only its own. */
export type Held = { id: number; claim: string; status: 'sending' }

/** The database's time `ms` from now, as times are stored. */
export async function fromNow(db: Db, ms: number) {
  return new Date((await databaseNow(db)).getTime() + ms).toISOString()
}

type ClaimSize = { batchSize: number; leaseMs: number }

/** Takes up to `batchSize` due rows under a new claim's token, each leased for `leaseMs`. */
export async function claimDueMail({ db, engine }: DatabaseHandle, { batchSize, leaseMs }: ClaimSize) {
  const now = await databaseNow(db)
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now.toISOString())]),
        // A worker that died while sending left its row claimed; the lease lets another take it over.
        eb.and([eb('status', '=', 'sending'), eb('next_attempt_at', '<=', now.toISOString())]),
      ]),
    )
    .orderBy('id')
    .limit(batchSize)
  const token = crypto.randomUUID()
  const rows = await db
    .updateTable('mail_outbox')
    .set({ status: 'sending', claim: token, next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', 'in', engine === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute()
  return { token, rows }
}

/**
 * Counts one more attempt at a held row and renews its lease, or answers undefined when the row is no longer
 * its worker's.
 */
export async function startAttempt(db: Db, held: Held, leaseMs: number) {
  const lease = await fromNow(db, leaseMs)
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: lease }))
    .where((eb) => eb.and(held))
    .returning('attempts')
    .executeTakeFirst()
}

/** Runs `work` while renewing the worker's hold on a row, so that a slow mail server does not cost it the row. */
export async function holding<T>(db: Db, held: Held, leaseMs: number, work: () => Promise<T>) {
  const renew = async () => {
    await writeHeld(db, held, { next_attempt_at: await fromNow(db, leaseMs) })
  }
  // A renewal that fails (the database away for a moment) is made up by the next; away for a whole lease, the
  // row may go to another instance, which is what a lease is for.
  const renewal = setInterval(() => void renew().catch(() => {}), leaseMs / 3)
  try {
    return await work()
  } finally {
    clearInterval(renewal)
  }
}

/** Writes a row only while it is still held by the worker that writes. */
export async function writeHeld(db: Db, held: Held, values: Updateable<MailOutboxTable>) {
  await db
    .updateTable('mail_outbox')
    .set(values)
    .where((eb) => eb.and(held))
    .execute()
}
