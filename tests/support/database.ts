import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import type { Kysely } from 'kysely'
import { type DatabaseHandle, type Engine, migrate, openDatabase } from '~/server/db.server'
import type { Database } from '~/server/schema.server'

export const engines: Engine[] = ['sqlite', 'postgres']

export type TestDatabase = DatabaseHandle & { url: string; drop: () => Promise<void> }

/** A fresh, migrated database of its own: a temporary SQLite file, or a new database on the test server. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const url = engine === 'sqlite' ? sqliteUrl() : await postgresDatabaseUrl()
  const handle = openDatabase(url)
  await migrate(handle.db)
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.db.destroy()
      if (engine === 'sqlite') fs.rmSync(path.dirname(url), { recursive: true, force: true })
      else await dropPostgresDatabase(url)
    },
  }
}

/** An empty database URL (not migrated), for tests that start the server themselves. */
export async function emptyDatabaseUrl(engine: Engine) {
  return engine === 'sqlite' ? sqliteUrl() : postgresDatabaseUrl()
}

function sqliteUrl() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-sqlite-')), 'site.db')
}

async function postgresDatabaseUrl() {
  const serverUrl = inject('postgresUrl')
  const name = `test_${crypto.randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function dropPostgresDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.end()
}

/**
 * Lets time pass for the sign-in throttle: every claim it has stored becomes `ms` older. The throttle judges its
 * windows by the database's clock, which a test cannot set, so the claims are moved instead.
 */
export async function passwordAttemptsAged(db: Kysely<Database>, ms: number) {
  const claims = await db.selectFrom('password_attempts').select(['key', 'slot', 'claimed_at']).execute()
  for (const { key, slot, claimed_at } of claims) {
    await db
      .updateTable('password_attempts')
      .set({ claimed_at: new Date(Date.parse(claimed_at) - ms).toISOString() })
      .where('key', '=', key)
      .where('slot', '=', slot)
      .execute()
  }
}
