import { type Kysely, sql } from 'kysely'
import type { Database } from './schema.server'

// Leases (the outbox's hold on a mail, housekeeping's turn) and short windows (rate limits, the sign-in
// throttle) are judged by the database's clock, the one clock every instance sharing a PostgreSQL reads: an
// instance whose own clock runs ahead would otherwise take over a lease another still holds, or count a hit in
// a window of its own. On SQLite the database lives in this process, so its clock is this process's.

/**
 * Now, by the database's clock. PostgreSQL answers its `current_timestamp`: the start of the transaction the
 * query runs in, so read it first in a transaction, or outside one. SQLite answers this process's time as text
 * to the second; that clock is read here to the millisecond instead.
 */
export async function databaseNow(db: Kysely<Database>): Promise<Date> {
  const { rows } = await sql<{ now: unknown }>`select current_timestamp as now`.execute(db)
  const now = rows[0]?.now
  return now instanceof Date ? now : new Date()
}
