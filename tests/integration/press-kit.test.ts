import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessFacts } from '~/content/shipped-facts'
import type { TestDatabase } from '../support/database'
import { engines } from '../support/database'
import { closeConsoleDatabase, openConsoleDatabase, siteOrigin } from './console-helpers'

// The press kit is downloaded with the facts as they stand: a browser or a shared cache may keep a copy, but asks
// again each time, so a fact saved in the console is in the very next download.

describe.each(engines)('the press kit on %s', (engine) => {
  let handle: TestDatabase
  let route: typeof import('~/routes/press-kit')
  let facts: typeof import('~/server/facts-store.server')

  beforeAll(async () => {
    handle = await openConsoleDatabase(engine)
    route = await import('~/routes/press-kit')
    facts = await import('~/server/facts-store.server')
  })
  afterAll(async () => {
    await closeConsoleDatabase(handle)
  })

  function download(headers: Record<string, string> = {}) {
    return route.loader({ request: new Request(`${siteOrigin}/press/kit`, { headers }) })
  }

  it('is kept only as long as it is asked again, and has the saved press address in the next download', async () => {
    const first = await download()
    expect(first.headers.get('Cache-Control')).toBe('no-cache')
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^".+"$/)
    expect(await first.text()).toContain('press@reelcraft.in')
    const unchanged = await download({ 'If-None-Match': etag ?? '' })
    expect(unchanged.status).toBe(304)
    expect(await unchanged.text()).toBe('')

    const email = { ...businessFacts.email, press: { address: 'media@reelcraft.test', confirmed: true } }
    expect(await facts.businessFactsStore().save('email', email, null)).toMatchObject({ saved: true })

    const next = await download({ 'If-None-Match': etag ?? '' })
    expect(next.status).toBe(200)
    expect(next.headers.get('ETag')).not.toBe(etag)
    const text = await next.text()
    expect(text).toContain('media@reelcraft.test')
    expect(text).not.toContain('press@reelcraft.in')
  })
})
