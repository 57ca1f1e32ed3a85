// A small in-memory cache with stale-while-revalidate: a fresh answer is served as is; a stale one is served
// at once while one refresh runs in the background; a failed refresh keeps the stale answer.

type Entry<T> = { value: T; storedAt: number; refreshing?: Promise<void> }

export type CacheOptions = {
  ttlMs: number
  now?: () => number
  onRefreshError?: (key: string, error: unknown) => void
}

export function createSwrCache({ ttlMs, now = Date.now, onRefreshError }: CacheOptions) {
  const entries = new Map<string, Entry<unknown>>()
  const loading = new Map<string, Promise<unknown>>()

  async function load<T>(key: string, fetcher: () => Promise<T>) {
    const pending = loading.get(key) as Promise<T> | undefined
    if (pending) return pending
    const promise = fetcher()
      .then((value) => {
        entries.set(key, { value, storedAt: now() })
        return value
      })
      .finally(() => loading.delete(key))
    loading.set(key, promise)
    return promise
  }

  return {
    async get<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
      const entry = entries.get(key) as Entry<T> | undefined
      if (!entry) return load(key, fetcher)
      if (now() - entry.storedAt >= ttlMs && !entry.refreshing) {
        entry.refreshing = load(key, fetcher).then(
          () => undefined,
          (error: unknown) => {
            entry.refreshing = undefined
            // Try again after another full lifetime rather than on every request.
            entry.storedAt = now()
            onRefreshError?.(key, error)
          },
        )
      }
      return entry.value
    },
    clear() {
      entries.clear()
    },
  }
}
