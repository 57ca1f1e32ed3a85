import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type SQLite from 'better-sqlite3'
import {
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  Migrator,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  sql,
} from 'kysely'
import type pg from 'pg'
import { config } from './config.server'
import { migrations } from './migrations/all'
import { sqliteDriver } from './sqlite-driver.server'
import type { Database } from './schema.server'

export type Engine = 'sqlite' | 'postgres'

export type DatabaseHandle = {
  db: Kysely<Database>
  engine: Engine
}

// Never rename or edit a migration once it has landed; add a new one. `npm run assemble` lists them.

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//.test(url)
}

/** The file a SQLite DATABASE_URL names. */
export function sqliteFile(url: string) {
  return url.replace(/^file:/, '')
}

// PostgreSQL's driver is loaded when a database of its kind is opened: a server runs on one engine.
const require = createRequire(import.meta.url)

/**
 * Opens a database: a PostgreSQL URL, or a SQLite file path (created with its folder if missing). On PostgreSQL
 * it holds at most `poolSize` connections at once (DATABASE_POOL_SIZE).
 */
export function openDatabase(url: string, { poolSize = 10 }: { poolSize?: number } = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const { Pool } = require('pg') as typeof pg
    const pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 })
    // A client that loses its connection (the database restarted) must not crash the process: the query
    // in flight fails on its own, and the pool replaces the client.
    pool.on('error', () => {})
    pool.on('connect', (client) => client.on('error', () => {}))
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' }
  }
  const file = sqliteFile(url)
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const Database = sqliteDriver()
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  // Deleted rows are overwritten with zeros, not left in free space for `strings` to read (decision 0053).
  sqlite.pragma('secure_delete = ON')
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) }),
    engine: 'sqlite',
  }
}

/**
 * Kysely asks SQLite to prepare every query afresh, which costs about as much as running it; the same SQL
 * text is prepared once and reused (a statement still being iterated is not handed out again).
 */
function preparedOnce(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql)
      if (cached && !cached.busy) return cached
      const statement = sqlite.prepare(sql)
      if (!cached) {
        // Queries with lists of varying length each have their own text; keep the cache bounded.
        if (statements.size >= 1000) statements.delete(statements.keys().next().value as string)
        statements.set(sql, statement)
      }
      return statement
    },
  }
}

/**
 * Copies SQLite's WAL into the database file and empties the WAL (a TRUNCATE checkpoint), so that pages as they
 * were before a delete are left nowhere; nothing to do on PostgreSQL. Answers false when it could not finish
 * because another connection (another instance) was reading an older state for longer than the busy timeout:
 * the WAL keeps those pages until a checkpoint finishes.
 */
export async function emptyWal(handle: DatabaseHandle) {
  if (handle.engine !== 'sqlite') return true
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(handle.db)
  return rows[0]?.busy === 0
}

/**
 * Makes a person's rows, just erased, unreadable in the database's files (docs/decisions/0053). SQLite has
 * zeroed them as it deleted them (secure_delete); its WAL is emptied. PostgreSQL leaves deleted rows in its
 * pages, and a plain VACUUM frees their space without clearing it, so the tables are rewritten (VACUUM FULL),
 * each locked against all use while it is. Answers as emptyWal() does.
 */
export async function wipeErasedRows(handle: DatabaseHandle, tables: readonly string[]) {
  if (handle.engine === 'sqlite') return emptyWal(handle)
  // Outside a transaction, as VACUUM must be.
  for (const table of tables) await sql`vacuum full ${sql.table(table)}`.execute(handle.db)
  return true
}

/**
 * Brings the schema up to date, or to the named migration (for tests of a migration). Safe to run on every
 * start and from several instances at once.
 */
export async function migrate(db: Kysely<Database>, target?: string) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  })
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest())
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
  return results?.filter((result) => result.status === 'Success').map((result) => result.migrationName) ?? []
}

/**
 * How a database's migrations stand against this build's: those this build would still run, and those the database
 * has run that this build does not know (it was last migrated by a newer build).
 */
export async function migrationState(db: Kysely<Database>) {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
  const ran = tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)
    ? (await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db)).rows.map(
        (row) => row.name,
      )
    : []
  const known = Object.keys(migrations)
  return { pending: known.filter((name) => !ran.includes(name)), unknown: ran.filter((name) => !known.includes(name)) }
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
])

/**
 * True when an error means the database cannot be reached right now (as opposed to a bad query): the
 * request should be answered 503 and tried again later, never 201 and never a crash.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(message)
}

/** True when the database answers a trivial query. */
export async function isReachable(db: Kysely<Database>, timeoutMs = 2_000) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([probe, timeout])
  } finally {
    clearTimeout(timer)
  }
}

let shared: DatabaseHandle | undefined

/** The one database handle of this process, opened on first use from DATABASE_URL. */
export function database(): DatabaseHandle {
  shared ??= openDatabase(config().DATABASE_URL, { poolSize: config().DATABASE_POOL_SIZE })
  return shared
}

export async function closeDatabase() {
  const handle = shared
  shared = undefined
  await handle?.db.destroy()
}
