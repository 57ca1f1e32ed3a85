import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'
import * as businessFacts from './app/content/business.ts'
import { businessFactsProblems } from './app/content/business-schema.ts'
import { writeCompressedTwins } from './app/server/precompressed.server.ts'

// Every page that hydrates loads React, React Router and the site's chrome (root, layout, top bar, dock, footer,
// cookie banner). Left to itself the bundler cuts these into a dozen small shared chunks, and each costs its own
// import header and compression window; two chunks load the same code in fewer bytes
// (docs/decisions/0005-chunks-for-every-page.md). Page-specific code still splits per route.
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/
const chrome =
  /app[\\/](root\.tsx|stylesheet\.tsx|page-scripts\.ts|routes[\\/]site\.tsx|content[\\/](site|navigation)\.ts|seo\.ts|nonce\.tsx|scroll-restoration\.tsx|components[\\/](seo[\\/]site-head|layout[\\/](top-bar|dock|footer|cookie-banner|mobile-menu|menu-contents|app-download-dialog|staff-avatar)|ui[\\/](chrome-icons|social-icon|logo|toast|code-load-boundary|popover))\.tsx?)$|preload-helper/

// Grouping modules without their dependencies needs route entries that may gain exports; React Router
// reads only the exports it knows, so extra ones are harmless.
const allowEntryExtension: Plugin = {
  name: 'allow-entry-extension',
  enforce: 'post',
  apply: 'build',
  options(options) {
    options.preserveEntrySignatures = 'allow-extension'
    return options
  },
}

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
      await writeCompressedTwins(outDir)
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: {
      // Rolldown's note on slow plugin callbacks is about React Router's own plugin and the machine's load, not
      // something this project can act on; left on, a busy machine prints it as a warning with every build.
      checks: { bundlerTimings: false },
      ...(isSsrBuild
        ? { input: './server/app.ts' }
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: framework, includeDependenciesRecursively: false },
                  { name: 'chrome', test: chrome, includeDependenciesRecursively: false },
                ],
              },
            },
          }),
    },
  },
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  plugins: [businessFactsCheck, tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [allowEntryExtension, precompress()])],
}))
