import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    // Vitest's default on two cores is one worker; many of these tests wait on a database, a mail server or a
    // child process, so two keep both cores busy (the run takes about half as long).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
  },
})
