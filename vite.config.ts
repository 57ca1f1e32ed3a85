import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'
import { writeCompressedTwins } from './app/server/precompressed.server.ts'

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
      ...(isSsrBuild ? { input: './server/app.ts' } : {}),
    },
  },
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [precompress()])],
}))
