import { createRequire } from 'node:module'
import { setTimeout as delay } from 'node:timers/promises'
import { type Kysely, sql } from 'kysely'
import type pg from 'pg'
import { config } from './config.server'
import { database, isPostgresUrl } from './db.server'
import { logger } from './logger.server'
import type { Database } from './schema.server'

// A change that every instance must hear about at once (a post published in the CMS; facts edited in the
// console): a cache that would keep the old answer for its lifetime drops it when told. On PostgreSQL a signal
// is a NOTIFY on one channel, which every instance hears on a connection of its own that LISTENs and comes back
// by itself when it is lost. An instance that was away cannot know what it missed, so once back it calls every
// listener as if everything had changed. On SQLite there is one instance, and a signal stays in its process.

/** What changed. A new name is all it takes to tell every instance about something else. */
export type Topic = 'blog' | 'facts'

type Listener = () => void

/** The listening connection, given to whoever must hold something for the instance's life (mail-folder.server.ts). */
export type Session = { client: pg.ClientBase; first: boolean }

export type Signals = {
  /** Tells every instance, this one included, that `topic` changed. */
  send(topic: Topic): Promise<void>
  /** Calls `listener` each time `topic` changes, or may have; answers a function that stops it. */
  on(topic: Topic, listener: Listener): () => void
  /**
   * Starts listening; answers once the instance hears every signal. `onSession` runs on each new listening
   * connection before it is used; when it fails on the first, start() fails.
   */
  start(onSession?: (session: Session) => Promise<void>): Promise<void>
  close(): Promise<void>
}

const channel = 'reelcraft_signals'

function listenerTable() {
  const listeners = new Map<string, Set<Listener>>()
  function call(topic: string, listener: Listener) {
    try {
      listener()
    } catch (error) {
      logger.error({ err: error, topic }, 'a listener of a signal failed')
    }
  }
  return {
    on(topic: Topic, listener: Listener) {
      const set = listeners.get(topic) ?? new Set()
      listeners.set(topic, set.add(listener))
      return () => {
        set.delete(listener)
      }
    },
    call(topic: string) {
      for (const listener of listeners.get(topic) ?? []) call(topic, listener)
    },
    callAll() {
      for (const [topic, set] of listeners) for (const listener of set) call(topic, listener)
    },
  }
}

/** Signals within one process: the only instance there is on SQLite. */
export function inProcessSignals(): Signals {
  const listeners = listenerTable()
  return {
    send: async (topic) => listeners.call(topic),
    on: listeners.on,
    start: async () => {},
    close: async () => {},
  }
}

export type PostgresSignalsOptions = {
  url: string
  /** Where signals are sent from: the instance's own pool, so a signal needs no connection of its own. */
  db: Kysely<Database>
  /** How long to wait before the first attempt to listen again, doubling up to `mostMs`. */
  retry?: { firstMs: number; mostMs: number }
}

// PostgreSQL's driver is loaded only where a database of its kind is used, as in db.server.ts.
const require = createRequire(import.meta.url)

/** Signals between every instance on one PostgreSQL database: NOTIFY to send, a connection that LISTENs to hear. */
export function postgresSignals({ url, db, retry = { firstMs: 100, mostMs: 5_000 } }: PostgresSignalsOptions): Signals {
  const { Client } = require('pg') as typeof pg
  const listeners = listenerTable()
  let listening: pg.Client | undefined
  let closed = false
  let onSession: ((session: Session) => Promise<void>) | undefined

  async function listen(first: boolean) {
    // TCP keepalive from 10 s of quiet: a connection whose peer vanished without a word is noticed and replaced.
    const client = new Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 })
    // A lost connection also ends, and its end brings the next attempt.
    client.on('error', () => {})
    try {
      await client.connect()
      await client.query(`listen ${channel}`)
      await onSession?.({ client, first })
    } catch (error) {
      await client.end().catch(() => {})
      throw error
    }
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) listeners.call(message.payload)
    })
    client.once('end', () => {
      if (listening !== client || closed) return
      listening = undefined
      logger.warn('signals: the listening connection to the database was lost; listening again')
      void listenAgain()
    })
    listening = client
    if (!first) {
      logger.info('signals: listening again; every cache that listens is dropped, as a signal may have been missed')
      listeners.callAll()
    }
  }

  async function listenAgain() {
    for (let wait = retry.firstMs; !closed; wait = Math.min(wait * 2, retry.mostMs)) {
      await delay(wait)
      if (closed) return
      try {
        return await listen(false)
      } catch {
        // The database is still away: try again, a little later each time.
      }
    }
  }

  return {
    send: async (topic) => {
      await sql`select pg_notify(${channel}, ${topic})`.execute(db)
    },
    on: listeners.on,
    start: async (given) => {
      onSession = given
      await listen(true)
    },
    close: async () => {
      closed = true
      await listening?.end().catch(() => {})
      listening = undefined
    },
  }
}

let current: Signals | undefined

/** The instance's signals: between every instance on PostgreSQL, within the process on SQLite. */
export function signals(): Signals {
  if (!current) {
    const { DATABASE_URL } = config()
    current = isPostgresUrl(DATABASE_URL)
      ? postgresSignals({ url: DATABASE_URL, db: database().db })
      : inProcessSignals()
  }
  return current
}
