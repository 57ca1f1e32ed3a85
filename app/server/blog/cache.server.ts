import { boundedCache } from '../caches.server'

// A small in-memory cache with stale-while-revalidate: a fresh answer is served as is; a stale one is served
// at once while one refresh runs in the background; a failed refresh keeps the stale answer for another
// lifetime. A load that fails with nothing to fall back on is remembered too, for a shorter while, so a
// source that is down is asked once per that while, however many callers come. Bounded in entries and bytes
// like every cache in the process.

export type CacheOptions = {
  /** The name it is reported under (app/server/caches.server.ts). */
  name: string
  ttlMs: number
  /** How long a failed load with no earlier answer is remembered before the source is asked again. */
  failureTtlMs: number
  maxEntries: number
  maxBytes: number
  /** About how many bytes an answer holds. */
  sizeOf: (value: unknown) => number
  now?: () => number
  /** Called once per failed load; `kept` says whether an earlier answer is served meanwhile. */
  onError?: (key: string, error: unknown, kept: boolean) => void
}

type Entry = { value: unknown } | { failed: true }
type Load = { key: string; fetcher: () => Promise<unknown> }

export function createSwrCache({
  name,
  ttlMs,
  failureTtlMs,
  maxEntries,
  maxBytes,
  sizeOf,
  now = Date.now,
  onError,
}: CacheOptions) {
  const entries = boundedCache<string, Entry, Load>(name, {
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, 'value' in entry ? sizeOf(entry.value) : 0),
    ttl: ttlMs,
    allowStale: true,
    perf: { now },
    // Read the clock on every check rather than a copy kept for a moment, so an injected clock is exact.
    ttlResolution: 0,
    fetchMethod: async (_generationAndKey, stale, { options, context: { key, fetcher } }) => {
      try {
        return { value: await fetcher() }
      } catch (error) {
        const kept = stale && 'value' in stale ? stale : undefined
        onError?.(key, error, Boolean(kept))
        if (kept) return kept
        options.ttl = failureTtlMs
        return { failed: true }
      }
    },
  })

  // Answers are kept under the generation they were loaded in. Clearing starts a new one rather than deleting:
  // a load in flight then still answers the reads that wait for it, and is kept where no later read looks.
  let generation = 0

  return {
    /** The answer for `key`, or `fallback` while its load is failing. */
    async get<T>(key: string, fetcher: () => Promise<T>, fallback: T): Promise<T> {
      const entry = await entries.fetch(`${generation} ${key}`, { context: { key, fetcher } })
      return entry && 'value' in entry ? (entry.value as T) : fallback
    },
    /** Forgets every answer: the next read of each key loads it afresh and waits for it. */
    clear() {
      generation += 1
    },
  }
}
