import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { projectRoot, resolvedImport } from '../tests/support/import-paths'

// The arrows between the app's parts run one way: routes → leads → server → content and forms. The server is
// infrastructure that knows no kind of lead, so nothing in app/server (nor the server's own start-up files
// besides server/app.ts, which wires the leads in) imports app/leads, not even a type; and no module of app/
// imports itself through others. Every import counts: type-only, re-exports and `import()` alike.

const root = projectRoot
const sourceFile = /\.tsx?$/

function sourcesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()
}

type Import = { from: string; specifier: string; to: string }

function importsOf(file: string): Import[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true)
  return importedFiles.flatMap(({ fileName: specifier }) => {
    const to = resolvedImport(file, specifier)
    return to === null ? [] : [{ from: file, specifier, to }]
  })
}

/** One import cycle through each group of modules that reach one another, as `a → b → a`. */
function importCycles(files: string[]) {
  const edges = new Map(files.map((file) => [file, importsOf(file).map((found) => found.to)]))
  // Tarjan's strongly connected components.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let next = 0
  function visit(file: string) {
    index.set(file, next)
    low.set(file, next)
    next += 1
    stack.push(file)
    onStack.add(file)
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(file, Math.min(low.get(file)!, low.get(to)!))
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || (edges.get(file) ?? []).includes(file)) groups.push(group)
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return groups.map((group) => {
    const inGroup = new Set(group)
    const start = [...group].sort()[0]
    // The shortest way back to the start, within the group.
    const cameFrom = new Map<string, string>()
    const queue = [start]
    while (queue.length) {
      const file = queue.shift()!
      const back = (edges.get(file) ?? []).includes(start)
      if (back) {
        const cycle = [file]
        while (cycle[0] !== start) cycle.unshift(cameFrom.get(cycle[0])!)
        return [...cycle, start].join(' → ')
      }
      for (const to of edges.get(file) ?? []) {
        if (inGroup.has(to) && to !== start && !cameFrom.has(to)) {
          cameFrom.set(to, file)
          queue.push(to)
        }
      }
    }
    return group.join(' → ')
  })
}

const appFiles = sourcesUnder('app')

describe('the arrows between the app’s parts', () => {
  it('keep the server from importing any lead, so it stays infrastructure', () => {
    const serverFiles = [
      ...appFiles.filter((file) => file.startsWith('app/server/')),
      ...sourcesUnder('server').filter((file) => file !== 'server/app.ts'),
    ]
    const intoLeads = serverFiles
      .flatMap(importsOf)
      .filter((found) => found.to.startsWith('app/leads/'))
      .map(({ from, specifier }) => `${from} imports '${specifier}'`)
    expect(intoLeads).toEqual([])
  })

  it('leave no module of the app importing itself through others', () => {
    expect(importCycles(appFiles)).toEqual([])
  })
})
