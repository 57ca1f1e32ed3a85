import { defineConfig } from 'vitest/config'

// Fault and fuzz tests run the production build as separate processes; run them one file at a time.
export default defineConfig({
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  test: {
    include: ['tests/faults/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: 'silent' },
  },
})
