import fs from 'node:fs'
import path from 'node:path'

// Where the app's imports lead, for the tests that follow them (app/one-way-imports.test.ts,
// app/no-build-time-facts.test.ts): files named relative to the project, as `~/` and relative imports resolve.

/** The project's folder. */
export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

const sourceFile = /\.tsx?$/

/** The file an import names, relative to the project, or null for a package's. */
export function resolvedImport(from: string, specifier: string) {
  const base = specifier.startsWith('~/')
    ? path.join('app', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : null
  if (base === null) return null
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]
  return candidates.find((file) => sourceFile.test(file) && fs.existsSync(path.join(projectRoot, file))) ?? null
}
