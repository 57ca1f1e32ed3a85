import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type SQLite from 'better-sqlite3'
import {
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  type Migration,
  Migrator,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  sql,
} from 'kysely'
import type pg from 'pg'
import { config } from './config.server'
import { sqliteDriver } from './sqlite-driver.server'
import * as leadTables from './migrations/0001-lead-tables'
import * as leadCapture from './migrations/0002-lead-capture'
import * as staffConsole from './migrations/0003-staff-console'
import * as passwordAttempts from './migrations/0004-password-attempts'
import * as oneNamePerLeadKind from './migrations/0005-one-name-per-lead-kind'
import * as consentAndRetention from './migrations/0006-consent-and-retention'
import * as phonesInE164 from './migrations/0009-phones-in-e164-and-city-spelling'
import * as whatABookingIsFor from './migrations/0011-what-a-booking-is-for'
import * as noIndexesThatEveryLeadWrites from './migrations/0012-no-indexes-that-every-lead-writes'
import * as aBookingAsTheCustomerGaveIt from './migrations/0013-a-booking-as-the-customer-gave-it'
import * as requestPages from './migrations/0014-request-pages'
import * as aBookingClaimsAnOffer from './migrations/0015-a-booking-claims-an-offer'
import * as mailWrittenWhenSent from './migrations/0016-mail-written-when-sent'
import * as noSecretKeptInSentMail from './migrations/0017-no-secret-kept-in-sent-mail'
import * as waitlistPlacesOnceConfirmed from './migrations/0018-waitlist-places-once-confirmed'
import * as aBookingThatMayRepeatAnother from './migrations/0019-a-booking-that-may-repeat-another'
import * as requestsThatCanBeWithdrawn from './migrations/0020-requests-that-can-be-withdrawn'
import * as eventsAsPeoplePlanThem from './migrations/0021-events-as-people-plan-them'
import * as aBookingWithVersions from './migrations/0022-a-booking-with-versions'
import * as backupsThatRestore from './migrations/0023-backups-that-restore'
import * as eachMailSentOnce from './migrations/0024-each-mail-sent-once'
import * as businessFactsInTheDatabase from './migrations/0025-business-facts-in-the-database'
import * as offerCodesKeepTheirWord from './migrations/0026-offer-codes-keep-their-word'
import * as bookingsKeepTheirPrices from './migrations/0027-bookings-keep-their-prices'
import type { Database } from './schema.server'

export type Engine = 'sqlite' | 'postgres'

export type DatabaseHandle = {
  db: Kysely<Database>
  engine: Engine
}

// Listed explicitly: the server is bundled, so migrations cannot be discovered from a folder at run time.
// Never rename or edit a migration once it has landed; add a new one.
const migrations: Record<string, Migration> = {
  '0001-lead-tables': leadTables,
  '0002-lead-capture': leadCapture,
  '0003-staff-console': staffConsole,
  '0004-password-attempts': passwordAttempts,
  '0005-one-name-per-lead-kind': oneNamePerLeadKind,
  '0006-consent-and-retention': consentAndRetention,
  '0009-phones-in-e164-and-city-spelling': phonesInE164,
  '0011-what-a-booking-is-for': whatABookingIsFor,
  '0012-no-indexes-that-every-lead-writes': noIndexesThatEveryLeadWrites,
  '0013-a-booking-as-the-customer-gave-it': aBookingAsTheCustomerGaveIt,
  '0014-request-pages': requestPages,
  '0015-a-booking-claims-an-offer': aBookingClaimsAnOffer,
  '0016-mail-written-when-sent': mailWrittenWhenSent,
  '0017-no-secret-kept-in-sent-mail': noSecretKeptInSentMail,
  '0018-waitlist-places-once-confirmed': waitlistPlacesOnceConfirmed,
  '0019-a-booking-that-may-repeat-another': aBookingThatMayRepeatAnother,
  '0020-requests-that-can-be-withdrawn': requestsThatCanBeWithdrawn,
  '0021-events-as-people-plan-them': eventsAsPeoplePlanThem,
  '0022-a-booking-with-versions': aBookingWithVersions,
  '0023-backups-that-restore': backupsThatRestore,
  '0024-each-mail-sent-once': eachMailSentOnce,
  '0025-business-facts-in-the-database': businessFactsInTheDatabase,
  '0026-offer-codes-keep-their-word': offerCodesKeepTheirWord,
  '0027-bookings-keep-their-prices': bookingsKeepTheirPrices,
}

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
