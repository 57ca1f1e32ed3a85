import { afterEach, describe, expect, it } from 'vitest'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { examplesByPage, exampleFacts, placesOfFacts } from '~/content/examples'
import { factsShownByLeads } from '~/leads/catalogue'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'
import { businessFacts } from '~/content/shipped-facts'

// Before launch the operator learns from the production log which facts are still the repository's examples:
// one warning at start-up, listing them by the page that shows them, not one per request.

let site: SiteProcess | undefined

afterEach(async () => {
  if (site) await stopSite(site)
  site = undefined
})

type LogLine = { level?: number; msg?: string; examples?: { page: string; entries: string[] }[] }

function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
}

describe('the production start-up', () => {
  it('logs the facts still marked as examples once, by page, and not again while it serves', async () => {
    const build = (await import(
      pathToFileURL(path.resolve(process.env.BUILD_DIR || 'build', 'server/index.js')).href
    )) as typeof import('../../server/app')
    const examples = exampleFacts(placesOfFacts(await build.sitePagesOfBuild(), factsShownByLeads), businessFacts)
    expect(examples.length).toBeGreaterThan(0)
    site = await startSite()
    for (const path of ['/', '/contact', '/about', '/press'])
      expect((await fetch(`${site.url}${path}`)).status).toBe(200)

    const warnings = logLines(site.output()).filter((line) => /still examples/.test(line.msg ?? ''))
    expect(warnings).toHaveLength(1)
    const [warning] = warnings
    expect(warning.msg).toBe(`${examples.length} business facts are still examples; npm run content:check lists them`)
    expect(warning.level).toBe(40)
    expect(warning.examples).toEqual(
      examplesByPage(examples).map(({ page, entries }) => ({ page, entries: entries.map((example) => example.entry) })),
    )
    expect(warning.examples?.map((group) => group.page)).toEqual(
      expect.arrayContaining(['/contact', 'every page', 'booking: confirmation and mails']),
    )
  })
})
