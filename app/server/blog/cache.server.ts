import { boundedCache } from '../caches.server'

// A small in-memory cache with stale-while-revalidate: a fresh answer is served as is; a stale one is served
// at once while one refresh runs in the background; a failed refresh keeps the stale answer for another
// lifetime. Bounded in entries and bytes like every cache in the process.

export type CacheOptions = {
  /** The name it is reported under (app/server/caches.server.ts). */
  name: string
  ttlMs: number
  maxEntries: number
  maxBytes: number
  /** About how many bytes an answer holds. */
  sizeOf: (value: unknown) => number
  now?: () => number
  onRefreshError?: (key: string, error: unknown) => void
}

type Entry = { value: unknown }
type Fetcher = () => Promise<unknown>

export function createSwrCache({ name, ttlMs, maxEntries, maxBytes, sizeOf, now = Date.now, onRefreshError }: CacheOptions) {
  const entries = boundedCache<string, Entry, Fetcher>(name, {
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
    ttl: ttlMs,
    allowStale: true,
    perf: { now },
    // Read the clock on every check rather than a copy kept for a moment, so an injected clock is exact.
    ttlResolution: 0,
    fetchMethod: async (key, stale, { context }) => {
      try {
        return { value: await context() }
      } catch (error) {
        if (!stale) throw error
        onRefreshError?.(key, error)
        return stale
      }
    },
  })

  return {
    async get<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
      const entry = await entries.fetch(key, { context: fetcher })
      // Only a fetch that rejects gives no entry, and then fetch() throws instead.
      if (!entry) throw new Error(`no answer for ${key}`)
      return entry.value as T
    },
    clear() {
      entries.clear()
    },
  }
}
