import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { type RetentionDays, type RetentionPeriod, retentionDays } from '~/content/retention'
import { recordEvent } from './audit.server'
import { databaseNow } from './database-clock.server'
import { type DatabaseHandle, emptyWal } from './db.server'
import { readFacts } from './facts-store.server'
import { takeJobLease } from './job-leases.server'
import { logger } from './logger.server'
import { removeMailFiles, removeMailFilesBefore } from './mail.server'
import type { Database } from './schema.server'

// Keeps data only as long as the privacy policy says: each instance runs this on a timer, and whichever takes
// the job's lease first runs it; the others find it taken and skip that round. Each run deletes what is past
// its period (app/content/retention.ts, the business's as saved when the round starts): first the tasks it is given (the leads', app/leads/housekeeping.server.ts),
// then the mail, sessions and abuse records of its own, and writes one audit entry with counts, never whose
// data it was.
// On SQLite what it deleted is zeroed in the database file and its WAL is emptied, as after an erasure
// (docs/decisions/0053).

/**
 * A part of each round another module owns: it deletes what is past its period (of the periods given, as they
 * stand for this round) and answers what it deleted.
 */
export type HousekeepingTask = (db: Kysely<Database>, now: Date, periods: RetentionDays) => Promise<HousekeepingCounts>

export type HousekeepingOptions = {
  handle: DatabaseHandle
  mailDir: string
  tasks: readonly HousekeepingTask[]
  /** The time to run the round at (a test's); otherwise the database's clock, by which the turns are taken too. */
  now?: Date
  /** Who holds the lease while the job runs: one id per instance. */
  holder?: string
}

export type HousekeepingCounts = Record<string, number>

const instanceId = crypto.randomUUID()
const jobName = 'housekeeping'
const dayMs = 24 * 60 * 60_000

/** How often each instance offers to run the job; a run's lease lasts as long, so one run happens per round. */
export const housekeepingIntervalMs = 60 * 60_000

// Tables other modules own and type for themselves; only their times matter here.
type AbuseRecordTables = {
  sign_in_failures: { created_at: string }
  rate_limit_counters: { window_start: string }
  idempotency_keys: { created_at: string }
}

/** The earliest time a period keeps, as times are stored: anything older is past it. */
export function keptSince(now: Date, periods: RetentionDays, period: RetentionPeriod) {
  return new Date(now.getTime() - periods[period] * dayMs).toISOString()
}

/** One round of housekeeping; answers what it deleted, or null when another instance holds the round. */
export async function runHousekeeping({
  handle,
  mailDir,
  tasks,
  now: given,
  holder = instanceId,
}: HousekeepingOptions) {
  const { db } = handle
  const now = given ?? (await databaseNow(db))
  if (!(await takeJobLease(db, jobName, holder, now, housekeepingIntervalMs))) return null
  const counts: HousekeepingCounts = {}
  const periods = retentionDays(await readFacts(db))

  for (const task of tasks) Object.assign(counts, await task(db, now, periods))

  const mailBefore = keptSince(now, periods, 'mail')
  const oldMail = await db.selectFrom('mail_outbox').select('id').where('created_at', '<', mailBefore).execute()
  const mailIds = oldMail.map((row) => Number(row.id))
  if (mailIds.length) await db.deleteFrom('mail_outbox').where('id', 'in', mailIds).execute()
  counts.mail = mailIds.length
  counts.mailFiles =
    (await removeMailFiles(mailDir, mailIds)) + (await removeMailFilesBefore(mailDir, new Date(mailBefore)))

  counts.sessions = deleted(
    await db.deleteFrom('staff_sessions').where('expires_at', '<', now.toISOString()).executeTakeFirst(),
  )
  const abuseBefore = keptSince(now, periods, 'abuseRecords')
  const records = db.withTables<AbuseRecordTables>()
  counts.rateLimits = deleted(
    await records.deleteFrom('rate_limit_counters').where('window_start', '<', abuseBefore).executeTakeFirst(),
  )
  counts.signInThrottle =
    deleted(await db.deleteFrom('password_attempts').where('claimed_at', '<', abuseBefore).executeTakeFirst()) +
    deleted(await records.deleteFrom('sign_in_failures').where('created_at', '<', abuseBefore).executeTakeFirst())
  counts.idempotencyKeys = deleted(
    await records.deleteFrom('idempotency_keys').where('created_at', '<', abuseBefore).executeTakeFirst(),
  )

  await recordEvent(db, {
    leadType: 'privacy',
    leadId: null,
    staffId: null,
    action: 'housekeeping',
    detail: `Deleted past their retention period: ${Object.entries(counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
  })
  // Also finishes an erasure's checkpoint that another instance's read kept from finishing.
  if (!(await emptyWal(handle))) logger.warn('housekeeping: another connection kept the database from emptying its WAL')
  return counts
}

function deleted(result: { numDeletedRows: bigint }) {
  return Number(result.numDeletedRows)
}
