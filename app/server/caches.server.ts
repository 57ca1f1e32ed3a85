import { LRUCache } from 'lru-cache'

// Every in-process cache is bounded both in entries and in bytes, and is registered here by name so that an
// operator can ask how full each one is (server/app.ts logs the report on SIGUSR2). Nothing here is reachable
// over HTTP.

type CacheSize = { entries: number; maxEntries: number; bytes: number; maxBytes: number }

type Bounds = { max: number; maxSize: number; sizeCalculation: (...args: never[]) => number }

const registered = new Map<string, () => CacheSize>()

/** An LRU cache with both bounds required, registered under `name` for the size report. */
export function boundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>, FC = unknown>(
  name: string,
  options: LRUCache.Options<K, V, FC> & Bounds,
) {
  const cache = new LRUCache<K, V, FC>(options)
  registered.set(name, () => ({
    entries: cache.size,
    maxEntries: cache.max,
    bytes: cache.calculatedSize,
    maxBytes: cache.maxSize,
  }))
  return cache
}

/** How full each cache is, by name. */
export function cacheSizes(): Record<string, CacheSize> {
  return Object.fromEntries([...registered].map(([name, size]) => [name, size()]))
}
