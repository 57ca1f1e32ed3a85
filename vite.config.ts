import fs from 'node:fs'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'
import * as businessFacts from './app/content/business.ts'
import { businessFactsProblems } from './app/content/business-schema.ts'
import { buildGazetteer } from './app/server/gazetteer-build.server.ts'
import { measureOwnPictures } from './app/server/images/own-picture-facts.server.ts'
import { writeCompressedTwins } from './app/server/precompressed.server.ts'

// React and React Router, which every page that hydrates loads whole, as one file rather than the handful of
// chunks the bundler would cut them into (1 KB gzip less on the home page; docs/decisions/0005).
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/

// The chrome (the root layout, the site layout and everything of ours they import) is on every page that
// hydrates, so it travels as one file rather than the dozen small ones the bundler would cut it into
// (docs/decisions/0005). It is found by following imports from the two layouts, so it never needs a list.
const appDir = new URL('./app/', import.meta.url).pathname
const layouts = [`${appDir}root.tsx`, `${appDir}routes/site.tsx`]
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

// One chunking pass hands every module the same graph, so the chrome is found once per pass.
const chromeOfGraph = new WeakMap<ModuleGraph, Set<string>>()

/** Our modules that the two layouts import, directly or through others, without waiting (no `import()`). */
function chromeModules(graph: ModuleGraph) {
  const known = chromeOfGraph.get(graph)
  if (known) return known
  const found = new Set<string>()
  const queue = [...layouts]
  for (let next = queue.pop(); next; next = queue.pop()) {
    if (found.has(next) || !next.startsWith(appDir) || next.endsWith('.css')) continue
    found.add(next)
    queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []))
  }
  chromeOfGraph.set(graph, found)
  return found
}

const chrome = { name: (id: string, graph: ModuleGraph) => (chromeModules(graph).has(id) ? 'chrome' : null) }

// A business fact not in its form stops the build, naming the entry, before anything ships (the server checks
// again at start-up).
const businessFactsCheck: Plugin = {
  name: 'business-facts',
  apply: 'build',
  buildStart() {
    const problems = businessFactsProblems(businessFacts)
    if (problems.length) this.error(`app/content/business.ts is not valid:\n${problems.join('\n')}`)
  },
}

// Besides the site (server/app.ts, build/server/index.js), the server build compiles the programs that run it in
// production, so Node runs them as plain JavaScript: the server (start.js), the staff account tool and the backup
// and restore commands; and it makes the bundled geocoder's gazetteer, the small part of two npm packages that the
// server reads, and measures our own pictures, so that the pages showing them need not load libvips to know their
// sizes.
const serverPrograms: Plugin = {
  name: 'server-programs',
  apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
  async buildStart() {
    this.emitFile({ type: 'chunk', id: './server/main.ts', fileName: 'start.js' })
    this.emitFile({ type: 'chunk', id: './scripts/staff-create.ts', fileName: 'staff-create.js' })
    this.emitFile({ type: 'chunk', id: './scripts/backup.ts', fileName: 'backup.js' })
    this.emitFile({ type: 'chunk', id: './scripts/restore.ts', fileName: 'restore.js' })
    this.emitFile({ type: 'asset', fileName: 'gazetteer.json', source: JSON.stringify(buildGazetteer()) })
    const pictureFacts = await measureOwnPictures('public')
    this.emitFile({ type: 'asset', fileName: 'picture-facts.json', source: JSON.stringify(pictureFacts) })
  },
}

// The browser's files are compressed once, here, rather than by the server for every request.
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      // A bundle that failed wrote nothing: its own error says why, which this one would hide.
      if (fs.existsSync(outDir)) await writeCompressedTwins(outDir)
    },
  }
}

// The server build carries its dependencies inside it, rather than Node finding and reading a thousand files of
// node_modules at every start-up (docs/decisions/0105), except those that Node must load itself: native add-ons, and
// packages that start workers or read their own files by path.
const serverExternals = ['better-sqlite3', 'better-sqlite3-12', 'sharp', 'pg', 'express', 'pino', 'nodemailer']

export default defineConfig(({ command, isSsrBuild }) => ({
  ...(command === 'build' ? { ssr: { noExternal: true, external: serverExternals } } : {}),
  build: {
    rollupOptions: {
      // Rolldown's note on slow plugin callbacks is about React Router's own plugin and the machine's load, not
      // something this project can act on; left on, a busy machine prints it as a warning with every build.
      checks: { bundlerTimings: false },
      ...(isSsrBuild
        ? { input: './server/app.ts' }
        : { output: { codeSplitting: { groups: [{ name: 'framework', test: framework }, chrome] } } }),
    },
  },
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  plugins: [businessFactsCheck, tailwindcss(), reactRouter(), isSsrBuild ? serverPrograms : precompress()],
}))
