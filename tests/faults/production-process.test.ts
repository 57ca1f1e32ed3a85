import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'

// Production runs plain JavaScript that the build compiled (issue 34): no TypeScript loader in the process, and
// none among the packages production installs.

let site: SiteProcess | undefined

afterEach(async () => {
  if (site) await stopSite(site)
  site = undefined
})

describe('the production server', () => {
  it('runs the compiled build/server/start.js with no TypeScript loader, and answers', async () => {
    site = await startSite()
    const command = fs.readFileSync(`/proc/${site.process.pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    expect(command.at(-1)).toMatch(/build\/server\/start\.js$/)
    expect(command.join(' ')).not.toMatch(/tsx|--import|--loader|--experimental-strip-types/)
    const search = await fetch(`${site.url}/api/geo/search?q=madhapur`)
    expect(await search.json()).toEqual({ results: [{ label: 'Madhapur, Hyderabad' }] })
    const mapped = fs.readFileSync(`/proc/${site.process.pid}/maps`, 'utf8')
    expect(mapped).not.toMatch(/node_modules\/(tsx|esbuild)\//)
  })

  it('needs no TypeScript loader among the packages production installs', () => {
    // npm ls answers with the tree that leads to tsx (and exits 1 when there is none).
    const listed = spawnSync('npm', ['ls', 'tsx', '--omit=dev', '--json'], { encoding: 'utf8' })
    const tree = JSON.parse(listed.stdout) as { dependencies?: Record<string, unknown> }
    expect(tree.dependencies ?? {}).toEqual({})
  })
})
