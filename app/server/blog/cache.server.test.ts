import { describe, expect, it, vi } from 'vitest'
import { cacheSizes } from '../caches.server'
import { type CacheOptions, createSwrCache } from './cache.server'

// A real clock never reads zero; the injected ones start later so that every answer has a time.
const bounds = { name: 'test', maxEntries: 10, maxBytes: 1000, sizeOf: (value: unknown) => String(value).length }

function cache(options: Partial<CacheOptions> & { ttlMs: number }) {
  return createSwrCache({ ...bounds, ...options })
}

describe('stale-while-revalidate cache', () => {
  it('serves a fresh answer without asking again', async () => {
    let calls = 0
    const answers = cache({ ttlMs: 1000, now: () => 1 })
    const fetcher = async () => ++calls
    expect(await answers.get('k', fetcher)).toBe(1)
    expect(await answers.get('k', fetcher)).toBe(1)
    expect(calls).toBe(1)
  })

  it('serves a stale answer at once and refreshes it in the background, once', async () => {
    let clock = 1000
    let calls = 0
    const answers = cache({ ttlMs: 1000, now: () => clock })
    const fetcher = async () => ++calls
    await answers.get('k', fetcher)
    clock = 2500
    expect(await Promise.all([answers.get('k', fetcher), answers.get('k', fetcher)])).toEqual([1, 1])
    await vi.waitFor(async () => expect(await answers.get('k', fetcher)).toBe(2))
    expect(calls).toBe(2)
  })

  it('keeps the stale answer for another lifetime when a refresh fails, and reports the failure', async () => {
    let clock = 1000
    const failures: string[] = []
    const answers = cache({ ttlMs: 1000, now: () => clock, onRefreshError: (key) => failures.push(key) })
    await answers.get('k', async () => 'good')
    clock = 2500
    expect(await answers.get('k', async () => Promise.reject(new Error('down')))).toBe('good')
    await vi.waitFor(() => expect(failures).toEqual(['k']))
    clock = 3000
    expect(await answers.get('k', async () => 'asked too soon')).toBe('good')
    expect(failures).toEqual(['k'])
  })

  it('shares one load between callers who ask at the same time', async () => {
    let calls = 0
    const answers = cache({ ttlMs: 1000 })
    const fetcher = async () => {
      calls++
      return 'answer'
    }
    await Promise.all([answers.get('k', fetcher), answers.get('k', fetcher)])
    expect(calls).toBe(1)
  })

  it('keeps no more entries and no more bytes than its bounds, dropping the least recently used', async () => {
    const answers = cache({ name: 'bounded', ttlMs: 60_000, maxEntries: 3, maxBytes: 250 })
    for (let n = 0; n < 50; n++) await answers.get(`key ${n}`, async () => 'x'.repeat(100))
    const { bounded } = cacheSizes()
    expect(bounded).toEqual({ entries: 2, maxEntries: 3, bytes: 200, maxBytes: 250 })
    let asked = false
    expect(await answers.get('key 49', async () => ((asked = true), 'again'))).toBe('x'.repeat(100))
    expect(asked).toBe(false)
  })
})
