import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { shareAssets } from './shared-assets.server'

const dayMs = 24 * 60 * 60_000
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function folderWith(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-assets-'))
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
  return dir
}

function share(ownDir: string, sharedDir: string, now: Date) {
  stops.push(shareAssets(ownDir, sharedDir, { now: () => now }))
}

const contents = (dir: string) =>
  Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]))

describe('the assets shared between builds', () => {
  it("hold this build's files beside the other build's, without their compressed twins", () => {
    const shared = folderWith({ 'entry-OLD.js': 'old entry' })
    const build = folderWith({
      'entry-NEW.js': 'new entry',
      'entry-NEW.js.br': 'compressed',
      'chrome-NEW.js': 'chrome',
    })

    share(build, shared, new Date())

    expect(contents(shared)).toEqual({
      'entry-OLD.js': 'old entry',
      'entry-NEW.js': 'new entry',
      'chrome-NEW.js': 'chrome',
    })
  })

  it('make a folder that is not there yet', () => {
    const shared = path.join(folderWith({}), 'assets')
    share(folderWith({ 'entry-NEW.js': 'new entry' }), shared, new Date())
    expect(contents(shared)).toEqual({ 'entry-NEW.js': 'new entry' })
  })

  it('lose the files of a build that no instance has run for a week, and keep those of a build that runs', () => {
    const started = new Date('2026-11-01T00:00:00Z')
    const shared = folderWith({})
    share(folderWith({ 'entry-GONE.js': 'gone' }), shared, started)
    share(folderWith({ 'entry-RUNS.js': 'runs' }), shared, started)

    // The build that runs was started again (or marked its files) a week later; the other was not.
    share(folderWith({ 'entry-RUNS.js': 'runs' }), shared, new Date(started.getTime() + 7 * dayMs + 1))

    expect(contents(shared)).toEqual({ 'entry-RUNS.js': 'runs' })
  })

  it("keep another build's files that were marked within the week", () => {
    const started = new Date('2026-11-01T00:00:00Z')
    const shared = folderWith({})
    share(folderWith({ 'entry-OLD.js': 'old' }), shared, started)

    share(folderWith({ 'entry-NEW.js': 'new' }), shared, new Date(started.getTime() + 6 * dayMs))

    expect(Object.keys(contents(shared)).sort()).toEqual(['entry-NEW.js', 'entry-OLD.js'])
  })
})
