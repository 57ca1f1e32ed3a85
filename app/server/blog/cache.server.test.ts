import { describe, expect, it, vi } from 'vitest'
import { cacheSizes } from '../caches.server'
import { type CacheOptions, createSwrCache } from './cache.server'

// A real clock never reads zero; the injected ones start later so that every answer has a time.
const bounds = {
  name: 'test',
  failureTtlMs: 100,
  maxEntries: 10,
  maxBytes: 1000,
  sizeOf: (value: unknown) => String(value).length,
}

function cache(options: Partial<CacheOptions> & { ttlMs: number }) {
  return createSwrCache({ ...bounds, ...options })
}

describe('stale-while-revalidate cache', () => {
  it('serves a fresh answer without asking again', async () => {
    let calls = 0
    const answers = cache({ ttlMs: 1000, now: () => 1 })
    const fetcher = async () => ++calls
    expect(await answers.get('k', fetcher, 0)).toBe(1)
    expect(await answers.get('k', fetcher, 0)).toBe(1)
    expect(calls).toBe(1)
  })

  it('serves a stale answer at once and refreshes it in the background, once', async () => {
    let clock = 1000
    let calls = 0
    const answers = cache({ ttlMs: 1000, now: () => clock })
    const fetcher = async () => ++calls
    await answers.get('k', fetcher, 0)
    clock = 2500
    expect(await Promise.all([answers.get('k', fetcher, 0), answers.get('k', fetcher, 0)])).toEqual([1, 1])
    await vi.waitFor(async () => expect(await answers.get('k', fetcher, 0)).toBe(2))
    expect(calls).toBe(2)
  })

  it('keeps the stale answer for another lifetime when a refresh fails, and reports the failure', async () => {
    let clock = 1000
    const failures: string[] = []
    const answers = cache({
      ttlMs: 1000,
      now: () => clock,
      onError: (key, _error, kept) => failures.push(`${key} ${kept}`),
    })
    await answers.get('k', async () => 'good', 'none')
    clock = 2500
    expect(await answers.get('k', async () => Promise.reject(new Error('down')), 'none')).toBe('good')
    await vi.waitFor(() => expect(failures).toEqual(['k true']))
    clock = 3000
    expect(await answers.get('k', async () => 'asked too soon', 'none')).toBe('good')
    expect(failures).toEqual(['k true'])
  })

  it('remembers a failed load with no earlier answer for its shorter while, asking the source once per while', async () => {
    let clock = 1000
    let calls = 0
    const failures: string[] = []
    const answers = cache({
      ttlMs: 1000,
      failureTtlMs: 100,
      now: () => clock,
      onError: (key, _error, kept) => failures.push(`${key} ${kept}`),
    })
    const failing = async () => {
      calls++
      throw new Error('down')
    }
    for (let n = 0; n < 20; n++) expect(await answers.get('k', failing, 'none')).toBe('none')
    expect(calls).toBe(1)
    expect(failures).toEqual(['k false'])

    clock = 1150
    for (let n = 0; n < 20; n++) expect(await answers.get('k', failing, 'none')).toBe('none')
    await vi.waitFor(() => expect(calls).toBe(2))
    expect(failures).toEqual(['k false', 'k false'])

    clock = 1300
    await answers.get('k', async () => 'back', 'none')
    await vi.waitFor(async () => expect(await answers.get('k', failing, 'none')).toBe('back'))
    expect(calls).toBe(2)
  })

  it('shares one load between callers who ask at the same time', async () => {
    let calls = 0
    const answers = cache({ ttlMs: 1000 })
    const fetcher = async () => {
      calls++
      return 'answer'
    }
    await Promise.all([answers.get('k', fetcher, ''), answers.get('k', fetcher, '')])
    expect(calls).toBe(1)
  })

  it('once cleared, waits for a fresh answer instead of serving the one it kept, and still answers a read in flight', async () => {
    const answers = cache({ ttlMs: 60_000 })
    let release: (value: string) => void = () => {}
    const inFlight = answers.get('k', () => new Promise<string>((resolve) => (release = resolve)), '')

    answers.clear()
    const fresh = answers.get('k', async () => 'after the change', '')
    release('before the change')

    expect(await inFlight).toBe('before the change')
    expect(await fresh).toBe('after the change')
    expect(await answers.get('k', async () => 'asked again', '')).toBe('after the change')
  })

  it('keeps no more entries and no more bytes than its bounds, dropping the least recently used', async () => {
    const answers = cache({ name: 'bounded', ttlMs: 60_000, maxEntries: 3, maxBytes: 250 })
    for (let n = 0; n < 50; n++) await answers.get(`key ${n}`, async () => 'x'.repeat(100), '')
    const { bounded } = cacheSizes()
    expect(bounded).toEqual({ entries: 2, maxEntries: 3, bytes: 200, maxBytes: 250 })
    let asked = false
    expect(await answers.get('key 49', async () => ((asked = true), 'again'), '')).toBe('x'.repeat(100))
    expect(asked).toBe(false)
  })
})
