import { sql } from 'kysely'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SeveralInstancesWithoutSmtp, claimMailFolder } from '~/server/mail-folder.server'
import { type Signals, type Topic, inProcessSignals, postgresSignals } from '~/server/signals.server'
import { type TestDatabase, createTestDatabase } from '../support/database'

// Signals between instances on one real PostgreSQL database: each "instance" here is a signals object with its own
// listening connection, as each server process has one.

let database: TestDatabase
const opened: Signals[] = []

beforeAll(async () => {
  database = await createTestDatabase('postgres')
  return () => database.drop()
})
afterEach(async () => {
  await Promise.all(opened.splice(0).map((signals) => signals.close()))
})

function instance() {
  const signals = postgresSignals({ url: database.url, db: database.db, retry: { firstMs: 20, mostMs: 200 } })
  opened.push(signals)
  return signals
}

/** Every time `topic` is heard by `signals`, counted. */
function heard(signals: Signals, topic: Topic) {
  const times = { count: 0 }
  signals.on(topic, () => {
    times.count += 1
  })
  return times
}

/** The server processes of the listening connections of this database, as PostgreSQL lists them. */
async function listeningBackends() {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and query like 'listen %'`.execute(database.db)
  return rows.map((row) => row.pid)
}

describe('signals between instances on PostgreSQL', () => {
  it('reach every instance, the sender included', async () => {
    const [first, second] = [instance(), instance()]
    await Promise.all([first.start(), second.start()])
    const [atFirst, atSecond] = [heard(first, 'blog'), heard(second, 'blog')]

    await first.send('blog')

    await vi.waitFor(() => expect([atFirst.count, atSecond.count]).toEqual([1, 1]), { interval: 10 })
  })

  it('come back by themselves after the listening connection is lost, and drop what may have been missed', async () => {
    const [sender, listener] = [instance(), instance()]
    await Promise.all([sender.start(), listener.start()])
    const atListener = heard(listener, 'blog')
    await vi.waitFor(async () => expect(await listeningBackends()).toHaveLength(2), { interval: 10 })

    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query like 'listen %'`.execute(database.db)
    // Back, it cannot know what it missed: its listeners are called once.
    await vi.waitFor(() => expect(atListener.count).toBe(1), { timeout: 5_000, interval: 10 })
    await vi.waitFor(async () => expect(await listeningBackends()).toHaveLength(2), { interval: 10 })

    await sender.send('blog')
    await vi.waitFor(() => expect(atListener.count).toBe(2), { interval: 10 })
  })

  it('stop reaching a listener once it is removed', async () => {
    const signals = instance()
    await signals.start()
    const times = { count: 0 }
    const stop = signals.on('blog', () => {
      times.count += 1
    })
    await signals.send('blog')
    await vi.waitFor(() => expect(times.count).toBe(1), { interval: 10 })

    stop()
    const after = heard(signals, 'blog')
    await signals.send('blog')
    await vi.waitFor(() => expect(after.count).toBe(1), { interval: 10 })
    expect(times.count).toBe(1)
  })
})

describe('signals on SQLite', () => {
  it('reach the one instance there is', async () => {
    const signals = inProcessSignals()
    await signals.start()
    const times = heard(signals, 'blog')
    await signals.send('blog')
    expect(times.count).toBe(1)
  })
})

describe('an instance that writes mail to files', () => {
  const starting = (writesFiles: boolean) => {
    const signals = instance()
    return signals.start((session) => claimMailFolder(session, { writesFiles }))
  }

  it('refuses to start beside another instance on the same database', async () => {
    await starting(false)
    await expect(starting(true)).rejects.toThrow(SeveralInstancesWithoutSmtp)
    await expect(starting(true)).rejects.toThrow(/Set SMTP_URL on every instance/)
  })

  it('keeps an instance that sends through SMTP from starting beside it', async () => {
    await starting(true)
    await expect(starting(false)).rejects.toThrow(/An instance without SMTP_URL runs on this database/)
  })

  it('lets any number of instances that send through SMTP run together, and one that writes files run alone', async () => {
    await Promise.all([starting(false), starting(false), starting(false)])
    await Promise.all(opened.splice(0).map((signals) => signals.close()))
    await starting(true)
  })
})
