import ipaddr from 'ipaddr.js'
import type { Kysely } from 'kysely'
import { databaseNow } from './database-clock.server'
import type { Database } from './schema.server'

// Fixed-window counters per address and endpoint, kept in the database so that every app instance sharing
// one PostgreSQL counts the same submissions, in the same windows: by the database's clock.

type RateLimitTables = {
  rate_limit_counters: { bucket: string; window_start: string; hits: number }
}

export type RateLimit = { limit: number; windowMs: number }

/** Ten submissions a minute per address and endpoint. */
export const submissionLimit: RateLimit = { limit: 10, windowMs: 60_000 }

/**
 * The visitor a network address stands for, as rate limits and throttles count them: an IPv4 address itself,
 * an IPv6 address by its /64, the block one subscriber is given (an IPv6 visitor can pick any address in it).
 */
export function visitorNetwork(address: string) {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${prefix.join(':')}::/64`
}

/** At most three mails a day to a visitor's address, across every kind of lead and whoever sends them. */
export const visitorMailLimit: RateLimit = { limit: 3, windowMs: 24 * 60 * 60_000 }

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

/**
 * Counts one hit for the bucket and says whether it is within the limit. Its window is found by the database's
 * clock, unless `now` is given: a caller that judges its whole request by one time may pass it for a window a day
 * long (the mail caps), whose edge a second's difference between clocks moves nowhere that matters.
 */
export async function hitRateLimit(
  database: Kysely<Database>,
  bucket: string,
  { limit, windowMs }: RateLimit,
  given?: Date,
): Promise<RateLimitResult> {
  const now = given ?? (await databaseNow(database))
  const db = database.withTables<RateLimitTables>()
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs
  const { hits } = await db
    .insertInto('rate_limit_counters')
    .values({ bucket, window_start: new Date(windowStart).toISOString(), hits: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_counters.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow()
  return {
    allowed: hits <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000)),
  }
}
