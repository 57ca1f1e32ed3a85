import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db.server'
import { type TestDatabase, createTestDatabase } from '../support/database'

// Several instances share one PostgreSQL. Each holds no more connections than its pool allows, so that together
// they stay within the server's max_connections.

describe("an instance's connections to PostgreSQL", () => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
  })
  afterAll(async () => {
    await database.drop()
  })

  it('are never more at once than its pool size', async () => {
    const handle = openDatabase(database.url, { poolSize: 2 })
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.05)`.execute(handle.db),
        ),
      )
      expect(new Set(answers.map(({ rows }) => rows[0].pid)).size).toBe(2)
    } finally {
      await handle.db.destroy()
    }
  })
})
