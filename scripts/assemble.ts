import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// Writes the lists that follow from folders: the kinds of lead (one folder each under app/leads) and the
// migrations (one numbered file each under app/server/migrations). The server is bundled, and Playwright and tsx
// load the same modules without Vite, so they are plain imports written here rather than discovered at run time.
// app/leads/folders.test.ts fails while a written list is not what this would write.

const heading = '// Written by `npm run assemble` (scripts/assemble.ts) from the folders; do not edit.\n'

function camelCase(name: string) {
  return name.replace(/[_-]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

function pascalCase(name: string) {
  const camel = camelCase(name)
  return camel.charAt(0).toUpperCase() + camel.slice(1)
}

/**
 * The kinds of lead, in the order of their names: the folders of app/leads with an entry.ts. The others hold what
 * the kinds share (the console's queries, the request pages, the offer codes).
 */
export function kindFolders(root: string) {
  const leads = path.join(root, 'app/leads')
  return fs
    .readdirSync(leads, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(leads, entry.name, 'entry.ts')))
    .map((entry) => entry.name)
    .sort()
}

/** The migrations, in the order they run: the numbered files of app/server/migrations. */
export function migrationFiles(root: string) {
  return fs
    .readdirSync(path.join(root, 'app/server/migrations'))
    .filter((file) => /^\d{4}-[a-z0-9-]+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
}

function kindsModule(kinds: string[]) {
  const imports = kinds.map((kind) => `import * as ${camelCase(kind)} from './${kind}/entry'\n`)
  const names = kinds.map((kind) => `  '${kind}',\n`)
  const tables = kinds.map((kind) => `  ${kind}: ${camelCase(kind)}.${pascalCase(kind)}Table\n`)
  const entries = kinds.map((kind) => `  ${kind}: ${camelCase(kind)}.entry,\n`)
  return [
    heading,
    ...imports,
    '\n/** The kinds of lead: each is a folder of app/leads, named as its table. */\n',
    `export const leadKinds = [\n${names.join('')}] as const\n`,
    '\n/** The tables of the kinds of lead, each declared in its kind’s entry.ts. */\n',
    `export type LeadTables = {\n${tables.join('')}}\n`,
    '\n/** What each kind’s entry.ts says about it. */\n',
    `export const kindEntries = {\n${entries.join('')}}\n`,
  ].join('')
}

function storesModule(kinds: string[]) {
  const imports = kinds.map((kind) => `import * as ${camelCase(kind)} from './${kind}/store.server'\n`)
  const stores = kinds.map((kind) => `  ${kind}: ${camelCase(kind)}.store,\n`)
  return [
    heading,
    ...imports,
    '\n/** How each kind’s submissions are checked and stored, and its mail, from its store.server.ts. */\n',
    `export const kindStores = {\n${stores.join('')}}\n`,
  ].join('')
}

function samplesModule(kinds: string[]) {
  const imports = kinds.map((kind) => `import * as ${camelCase(kind)} from './${kind}/sample'\n`)
  const each = (name: string) => kinds.map((kind) => `  ${kind}: ${camelCase(kind)}.${name},\n`).join('')
  return [
    heading,
    ...imports,
    '\n/** A lead of each kind, from its sample.ts, for the tests that render every mail. */\n',
    `export const kindSamples = {\n${each('sample')}}\n`,
    '\n/** What the team’s mail of each sample shows of it. */\n',
    `export const heardOfSamples = {\n${each('heard')}}\n`,
    '\n/** A row of each kind’s table, its retention column at the time given, for the housekeeping tests. */\n',
    `export const sampleRows = {\n${each('row')}}\n`,
  ].join('')
}

/** The kinds with a page of their own (app/leads/<kind>/page.tsx), each at its name: /callback-requests. */
function pagesModule(root: string, kinds: string[]) {
  const withPage = kinds.filter((kind) => fs.existsSync(path.join(root, 'app/leads', kind, 'page.tsx')))
  const pages = withPage.map((kind) => `  route('${kind.replaceAll('_', '-')}', 'leads/${kind}/page.tsx'),\n`)
  return [
    heading,
    pages.length
      ? "import { type RouteConfigEntry, route } from '@react-router/dev/routes'\n"
      : "import type { RouteConfigEntry } from '@react-router/dev/routes'\n",
    '\n/** The pages the kinds of lead bring, each showing its kind’s form at the kind’s name. */\n',
    `export const kindPages: RouteConfigEntry[] = [${pages.length ? `\n${pages.join('')}` : ''}]\n`,
  ].join('')
}

function migrationsModule(files: string[]) {
  const name = (file: string) => `migration${file.slice(0, 4)}`
  const imports = files.map((file) => `import * as ${name(file)} from './${file}'\n`)
  const entries = files.map((file) => `  '${file}': ${name(file)},\n`)
  return [
    heading,
    "import type { Migration } from 'kysely'\n",
    ...imports,
    '\n/** Every migration, by its file’s name, which the database records once it has run. */\n',
    `export const migrations: Record<string, Migration> = {\n${entries.join('')}}\n`,
  ].join('')
}

/** The files this writes, each with the text it should hold. */
export function assemblies(root: string) {
  const kinds = kindFolders(root)
  return [
    { file: 'app/leads/kinds.ts', text: kindsModule(kinds) },
    { file: 'app/leads/kind-stores.server.ts', text: storesModule(kinds) },
    { file: 'app/leads/kind-samples.ts', text: samplesModule(kinds) },
    { file: 'app/leads/kind-pages.ts', text: pagesModule(root, kinds) },
    { file: 'app/server/migrations/all.ts', text: migrationsModule(migrationFiles(root)) },
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd()
  for (const { file, text } of assemblies(root)) {
    const target = path.join(root, file)
    const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null
    if (before === text) continue
    fs.writeFileSync(target, text)
    console.log(`wrote ${file}`)
  }
}
