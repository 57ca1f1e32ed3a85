import { describe, expect, it, vi } from 'vitest'
import { createSwrCache } from './cache.server'

describe('stale-while-revalidate cache', () => {
  it('serves a fresh answer without asking again', async () => {
    let calls = 0
    const cache = createSwrCache({ ttlMs: 1000, now: () => 0 })
    const fetcher = async () => ++calls
    expect(await cache.get('k', fetcher)).toBe(1)
    expect(await cache.get('k', fetcher)).toBe(1)
    expect(calls).toBe(1)
  })

  it('serves a stale answer at once and refreshes it in the background, once', async () => {
    let clock = 0
    let calls = 0
    const cache = createSwrCache({ ttlMs: 1000, now: () => clock })
    const fetcher = async () => ++calls
    await cache.get('k', fetcher)
    clock = 1500
    expect(await Promise.all([cache.get('k', fetcher), cache.get('k', fetcher)])).toEqual([1, 1])
    await vi.waitFor(async () => expect(await cache.get('k', fetcher)).toBe(2))
    expect(calls).toBe(2)
  })

  it('keeps the stale answer when a refresh fails, and reports the failure', async () => {
    let clock = 0
    const failures: string[] = []
    const cache = createSwrCache({ ttlMs: 1000, now: () => clock, onRefreshError: (key) => failures.push(key) })
    await cache.get('k', async () => 'good')
    clock = 1500
    expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe('good')
    await vi.waitFor(() => expect(failures).toEqual(['k']))
    expect(await cache.get('k', async () => 'never asked yet')).toBe('good')
  })

  it('shares one load between callers who ask at the same time', async () => {
    let calls = 0
    const cache = createSwrCache({ ttlMs: 1000 })
    const fetcher = async () => {
      calls++
      return 'answer'
    }
    await Promise.all([cache.get('k', fetcher), cache.get('k', fetcher)])
    expect(calls).toBe(1)
  })
})
