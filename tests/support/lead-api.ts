import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll } from 'vitest'
import { leadApi } from '~/leads/api.server'
import type { DatabaseHandle, Engine } from '~/server/db.server'
import { type TestDatabase, createTestDatabase } from './database'

export const teamInbox = 'team@reelcraft.test'

/** The JSON API on a free loopback port, against the given database, as the server mounts it. */
export async function startLeadApi(handle: DatabaseHandle) {
  const app = express()
  app.set('trust proxy', 'loopback')
  app.use('/api', leadApi({ handle, teamInbox }))
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let lastAddress = 0

/** An address of its own (as a proxy on loopback reports it), so each test starts with a fresh rate limit. */
export function freshAddress() {
  lastAddress += 1
  return `10.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`
}

/** Posts a JSON body to the API from an address of its own; answers the status and the parsed answer. */
export async function postJson(apiUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/**
 * A test database of this engine and the API on it, for the tests of one describe block: made before them,
 * dropped after them. Read its parts inside the tests, once they exist.
 */
export function leadApiOn(engine: Engine) {
  let database: TestDatabase | undefined
  let api: Awaited<ReturnType<typeof startLeadApi>> | undefined
  beforeAll(async () => {
    database = await createTestDatabase(engine)
    api = await startLeadApi(database)
  })
  afterAll(async () => {
    await api?.close()
    await database?.drop()
  })
  const started = () => {
    if (!database || !api) throw new Error('The lead API is started before the tests run')
    return { database, api }
  }
  return {
    get db() {
      return started().database.db
    },
    get url() {
      return started().api.url
    },
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      postJson(started().api.url, path, body, headers),
  }
}
