import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { type SiteProcess, startSite, stopSite } from '../support/site-process'

// Production runs plain JavaScript that the build compiled: no TypeScript loader in the process, and
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

  it('shows the blog with its pictures at their own sizes without loading libvips, from the sizes the build read', async () => {
    site = await startSite()
    const page = await (await fetch(`${site.url}/blog`)).text()
    const pictures = [...page.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
      file: /src="\/img\/\d+(\/[^?"]+)\?v=/.exec(tag)?.[1],
      version: /src="[^"]*\?v=([0-9a-f]+)"/.exec(tag)?.[1],
      width: Number(/ width="(\d+)"/.exec(tag)?.[1]),
      height: Number(/ height="(\d+)"/.exec(tag)?.[1]),
    }))
    expect(pictures.length).toBeGreaterThan(1)
    for (const { file, ...shown } of pictures) {
      const bytes = fs.readFileSync(`public${file}`)
      const original = await sharp(bytes).metadata()
      // The address changes with the picture's content.
      const version = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 12)
      expect({ file, ...shown }).toEqual({ file, version, width: original.width, height: original.height })
    }
    const mapped = fs.readFileSync(`/proc/${site.process.pid}/maps`, 'utf8')
    expect(mapped).not.toMatch(/libvips/)
  })

  it('needs no TypeScript loader among the packages production installs', () => {
    // npm ls answers with the tree that leads to tsx (and exits 1 when there is none).
    const listed = spawnSync('npm', ['ls', 'tsx', '--omit=dev', '--json'], { encoding: 'utf8' })
    const tree = JSON.parse(listed.stdout) as { dependencies?: Record<string, unknown> }
    expect(tree.dependencies ?? {}).toEqual({})
  })
})
