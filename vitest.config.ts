import { configDefaults, defineConfig } from 'vitest/config'

// Tests that read PostgreSQL's files on disk run on their own, after the rest: a transaction of another test file
// running at the same moment can keep rows that VACUUM FULL would otherwise have removed from those files.
const alone = ['tests/integration/erasure-on-disk.test.ts']

export default defineConfig({
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    // Vitest's default on two cores is one worker; many of these tests wait on a database, a mail server or a
    // child process, so two keep both cores busy (the run takes about half as long).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
    projects: [
      {
        extends: true,
        test: {
          name: 'tests',
          include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...alone],
        },
      },
      { extends: true, test: { name: 'on their own', include: alone, sequence: { groupOrder: 1 } } },
    ],
  },
})
