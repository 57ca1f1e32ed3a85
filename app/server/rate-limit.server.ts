import type { Kysely } from 'kysely'
import type { Database } from './schema.server'

// Fixed-window counters per address and endpoint, kept in the database so that every app instance sharing
// one PostgreSQL counts the same submissions.

type RateLimitTables = {
  rate_limit_counters: { bucket: string; window_start: string; hits: number }
}

export type RateLimit = { limit: number; windowMs: number }

/** Ten submissions a minute per address and endpoint. */
export const submissionLimit: RateLimit = { limit: 10, windowMs: 60_000 }

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

/** Counts one hit for the bucket and says whether it is within the limit. */
export async function hitRateLimit(
  database: Kysely<Database>,
  bucket: string,
  { limit, windowMs }: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const db = database.withTables<RateLimitTables>()
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs
  const { hits } = await db
    .insertInto('rate_limit_counters')
    .values({ bucket, window_start: new Date(windowStart).toISOString(), hits: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_counters.hits', '+', 1) })))
    .returning('hits')
    .executeTakeFirstOrThrow()
  return {
    allowed: hits <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000)),
  }
}

/** Drops counters of windows that ended long ago. */
export async function pruneRateLimits(database: Kysely<Database>, olderThan: Date) {
  await database
    .withTables<RateLimitTables>()
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', olderThan.toISOString())
    .execute()
}
