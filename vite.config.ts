import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'
import { writeCompressedTwins } from './app/server/precompressed.server.ts'

// React and React Router, which every page that hydrates loads whole, as one file rather than the handful of
// chunks the bundler would cut them into (1 KB gzip less on the home page; docs/decisions/0005).
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/

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
        : { output: { codeSplitting: { groups: [{ name: 'framework', test: framework }] } } }),
    },
  },
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [precompress()])],
}))
