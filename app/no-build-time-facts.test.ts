import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { projectRoot, resolvedImport } from '../tests/support/import-paths'
import routes from './routes'

// No fact reaches the browser by a build-time import: a page shows the business's facts as its loader or the
// root's loader read them, so a change saved in the console shows on the next page drawn. This follows every
// import that brings a value (not a type) from each page's route module, as the browser's bundle would, and
// stops at `.server` modules, which never reach it; none may end at the facts file (app/content/business.ts).

const root = projectRoot
const factsFile = 'app/content/business.ts'

const serverOnly = /\.server\.tsx?$/

function parsed(file: string) {
  return ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)
}

/** Whether an import or re-export brings only types, which the bundle drops. */
function typesOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration) {
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause
    return statement.isTypeOnly || (!!clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly))
  }
  const clause = statement.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const named = clause.namedBindings
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0
    ? named.elements.every((element) => element.isTypeOnly)
    : false
}

/** The project's files a module takes values from: imports, re-exports and `import()` alike. */
function valueImportsOf(file: string): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier) && !typesOnly(node)) found.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(parsed(file))
  return found.flatMap((specifier) => resolvedImport(file, specifier) ?? [])
}

function hasComponent(file: string) {
  return parsed(file).statements.some(
    (statement) =>
      (ts.isExportAssignment(statement) && !statement.isExportEquals) ||
      ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
        statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)),
  )
}

type Route = { file: string; children?: Route[] }

/** The route modules of the site that draw a page (a resource route sends no script). */
function pageModules(): string[] {
  const files = new Set<string>(['app/root.tsx'])
  const add = (list: Route[]) => {
    for (const route of list) {
      files.add(path.join('app', route.file))
      add(route.children ?? [])
    }
  }
  add(routes as Route[])
  return [...files].filter(hasComponent).sort()
}

/** The way from a page's module to the facts file through modules the browser loads, if there is one. */
function wayToTheFacts(start: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]])
  const queue = [start]
  while (queue.length) {
    const file = queue.shift()!
    if (file === factsFile) {
      const way = [file]
      while (cameFrom.get(way[0])) way.unshift(cameFrom.get(way[0])!)
      return way
    }
    if (serverOnly.test(file)) continue
    for (const next of valueImportsOf(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return null
}

describe('the facts the browser is sent', () => {
  const pages = pageModules()

  it('finds the site’s pages', () => {
    expect(pages).toContain('app/root.tsx')
    expect(pages).toContain('app/routes/about.tsx')
    expect(pages).not.toContain('app/routes/press-kit.ts')
  })

  it('come from loaders: no page’s module imports the facts file, nor a module that passes its values on', () => {
    const ways = pages.flatMap((page) => wayToTheFacts(page)?.join(' → ') ?? [])
    expect(ways).toEqual([])
  })
})
