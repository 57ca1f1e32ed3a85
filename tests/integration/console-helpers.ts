import { vi } from 'vitest'
import { isRecord } from '~/is-record'
import { startSession } from '~/server/auth.server'
import type { FormNode } from '~/server/console/business.server'
import type { StaffRole } from '~/server/schema.server'
import { createStaff } from '~/server/staff.server'
import { type TestDatabase, createTestDatabase } from '../support/database'
import type { Engine } from '~/server/db.server'

// Console tests call route modules' loaders and actions directly, as React Router does, against a test
// database of their own. The app's modules read DATABASE_URL once, so each engine gets a fresh module graph.

export const siteOrigin = 'http://localhost:3000'
export const context = { nonce: '', clientAddress: '127.0.0.1' }

export async function openConsoleDatabase(engine: Engine) {
  const handle = await createTestDatabase(engine)
  process.env.DATABASE_URL = handle.url
  process.env.SITE_URL = siteOrigin
  vi.resetModules()
  return handle
}

export async function closeConsoleDatabase(handle: TestDatabase) {
  const { closeDatabase } = await import('~/server/db.server')
  await closeDatabase()
  await handle.drop()
}

let counter = 0

/** A staff account and a cookie header for a session of theirs. */
export async function signedIn(handle: TestDatabase, role: StaffRole, name = `Member ${++counter}`) {
  const id = await createStaff(
    { email: `member${counter}-${Date.now()}@reelcraft.test`, name, role, password: 'a long enough password' },
    handle.db,
  )
  const { token } = await startSession(id, handle.db)
  return { id, cookie: `rc_session=${token}` }
}

type RequestOptions = { method?: string; cookie?: string; origin?: string | null; form?: Record<string, string> }

export function consoleRequest(
  path: string,
  { method = 'GET', cookie, origin = siteOrigin, form }: RequestOptions = {},
) {
  const headers = new Headers()
  if (cookie) headers.set('cookie', cookie)
  if (origin && method !== 'GET') headers.set('origin', origin)
  return new Request(`${siteOrigin}${path}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : new URLSearchParams(form ?? {}),
  })
}

/** What a loader or action answered, whether it returned or threw: a status, and where a redirect goes. */
export async function outcome(run: () => Promise<unknown>) {
  try {
    return describe(await run())
  } catch (thrown) {
    return describe(thrown)
  }
}

function describe(value: unknown): { status: number; location: string | null; body: unknown } {
  if (value instanceof Response) return { status: value.status, location: value.headers.get('location'), body: value }
  // What react-router's data() returns: its data, and the response's status in its init.
  if (isRecord(value) && value.type === 'DataWithResponseInit') {
    const status = isRecord(value.init) && typeof value.init.status === 'number' ? value.init.status : 200
    return { status, location: null, body: value.data }
  }
  if (value instanceof Error) throw value
  return { status: 200, location: null, body: value }
}

/** The fields a browser posts for a form as drawn: what each field holds, and a checked box as 'on'. */
export function posted(node: FormNode, fields: Record<string, string> = {}) {
  if (node.kind === 'list') {
    fields[`${node.path}.count`] = String(node.items.length)
    for (const item of node.items) posted(item, fields)
  } else if (node.kind === 'group') {
    if (node.variant !== undefined) fields[`${node.path}.variant`] = String(node.variant)
    for (const field of node.fields) posted(field, fields)
    if (node.confirmation?.confirmed) fields[node.confirmation.path] = 'on'
  } else if (node.kind === 'switch') {
    if (node.value) fields[node.path] = 'on'
  } else if (node.kind !== 'fixed') fields[node.path] = node.value
  return fields
}

/** The field at a place in the form, as drawn. */
export function fieldAt(node: FormNode, path: string): FormNode | undefined {
  if (node.path === path) return node
  const children = node.kind === 'group' ? node.fields : node.kind === 'list' ? node.items : []
  for (const child of children) {
    const found = fieldAt(child, path)
    if (found) return found
  }
  return undefined
}
