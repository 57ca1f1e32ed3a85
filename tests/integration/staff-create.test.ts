import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '~/server/passwords.server'
import { type TestDatabase, createTestDatabase } from '../support/database'

// scripts/staff-create.ts run as an operator runs it, with the password piped to its standard input.

function staffCreate(databaseUrl: string, email: string, input: string) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/staff-create.ts', '--email', email, '--name', 'Asha Rao'],
    {
      input,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  )
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

describe('npm run staff:create', () => {
  let handle: TestDatabase

  beforeAll(async () => {
    handle = await createTestDatabase('sqlite')
  })
  afterAll(async () => {
    await handle.drop()
  })

  it('creates the account with the one line piped in as its password', async () => {
    const run = staffCreate(handle.url, 'asha@reelcraft.test', 'a long enough password\n')
    expect(run.stdout).toMatch(/^Created staff account \d+ for asha@reelcraft.test\.$/m)
    expect(run.status).toBe(0)
    const row = await handle.db
      .selectFrom('staff')
      .select('password_hash')
      .where('email', '=', 'asha@reelcraft.test')
      .executeTakeFirstOrThrow()
    expect(await verifyPassword('a long enough password', row.password_hash)).toBe(true)
  })

  it('refuses a common password, saying what to type instead, and creates no account', async () => {
    for (const weak of ['aaaaaaaaaaaa', 'password1234']) {
      const run = staffCreate(handle.url, 'meera@reelcraft.test', `${weak}\n`)
      expect(run.stderr.trim()).toMatch(/^This password is too easy to guess\. .*Use four or more words/)
      expect(run.status).toBe(1)
    }
    expect(
      await handle.db.selectFrom('staff').select('id').where('email', '=', 'meera@reelcraft.test').execute(),
    ).toEqual([])
  })

  it('refuses a password piped in as two lines, and creates no account', async () => {
    for (const input of [
      'a long enough password\na long enough password\n',
      'a long enough password\r\nsecond line\r\n',
    ]) {
      const run = staffCreate(handle.url, 'ravi@reelcraft.test', input)
      expect(run.stderr.trim()).toBe('Use a password on one line, without line breaks.')
      expect(run.status).toBe(1)
    }
    expect(
      await handle.db.selectFrom('staff').select('id').where('email', '=', 'ravi@reelcraft.test').execute(),
    ).toEqual([])
  })
})
