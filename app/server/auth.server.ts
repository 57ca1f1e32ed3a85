import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { data, redirect } from 'react-router'
import { config } from './config.server'
import { database } from './db.server'
import { namedOrigin } from './same-origin.server'
import type { Database, StaffRole } from './schema.server'
import { expiredSessionCookie, sessionCookie, sessionToken } from './session-cookie.server'

type Db = Kysely<Database>

// Sessions: a random token in an http-only cookie; the database keeps only its SHA-256. A session ends after
// 30 days without use, and 90 days after sign-in however much it is used (so a stolen cookie does not last
// for ever); use within the last hour is not written down again, to spare the database.
export const sessionIdleLimitMs = 30 * 24 * 60 * 60 * 1000
export const sessionLifetimeMs = 90 * 24 * 60 * 60 * 1000
const touchIntervalMs = 60 * 60 * 1000

function sessionId(token: string) {
  return crypto.createHash('sha256').update(token).digest('hex')
}

export type SignedInStaff = {
  id: number
  name: string
  email: string
  role: StaffRole
  avatarUrl: string | null
}

export function avatarUrl(staff: { id: number; avatar_data: string | null; updated_at: string }) {
  return staff.avatar_data ? `/console/avatars/${staff.id}?v=${encodeURIComponent(staff.updated_at)}` : null
}

/** Starts a session for a staff member; the answer's Set-Cookie header carries it to the browser. */
export async function startSession(staffId: number, db: Db = database().db) {
  const token = crypto.randomBytes(32).toString('base64url')
  const now = new Date()
  await db
    .insertInto('staff_sessions')
    .values({
      id: sessionId(token),
      staff_id: staffId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + sessionIdleLimitMs).toISOString(),
    })
    .execute()
  return { token, cookie: sessionCookie(token, sessionIdleLimitMs) }
}

function sessionRow(id: string, db: Db) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff.id',
      'staff.name',
      'staff.email',
      'staff.role',
      'staff.avatar_data',
      'staff.updated_at',
      'staff.disabled_at',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
    ])
    .where('staff_sessions.id', '=', id)
    .executeTakeFirst()
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionRow>>>

function inForce(row: SessionRow, now: Date) {
  const lifetimeEnd = Date.parse(row.created_at) + sessionLifetimeMs
  return !row.disabled_at && row.expires_at > now.toISOString() && lifetimeEnd > now.getTime()
}

/**
 * The staff member signed in on this request, or null. A session in use has its expiry pushed back (sliding
 * expiry, never past 90 days from sign-in); `headers` then carries the refreshed cookie and must be sent with
 * the answer.
 */
export async function readSession(request: Request, db: Db = database().db) {
  const headers = new Headers()
  const token = sessionToken(request)
  if (!token) return { staff: null, sessionId: null, headers }
  const id = sessionId(token)
  const now = new Date()
  const row = await sessionRow(id, db)
  if (!row || !inForce(row, now)) {
    if (row) await db.deleteFrom('staff_sessions').where('id', '=', id).execute()
    headers.append('Set-Cookie', expiredSessionCookie())
    return { staff: null, sessionId: null, headers }
  }
  if (now.getTime() - Date.parse(row.last_seen_at) > touchIntervalMs) {
    const lifetimeEnd = Date.parse(row.created_at) + sessionLifetimeMs
    const expiresAt = Math.min(now.getTime() + sessionIdleLimitMs, lifetimeEnd)
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString(), expires_at: new Date(expiresAt).toISOString() })
      .where('id', '=', id)
      .execute()
    headers.append('Set-Cookie', sessionCookie(token, expiresAt - now.getTime()))
  }
  const staff: SignedInStaff = {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatarUrl: avatarUrl(row),
  }
  return { staff, sessionId: id, headers }
}

/**
 * Who holds the session a token opens, while it is in force, read without touching it: for a check made beside
 * the loaders of the same request, which read the session themselves and refresh its cookie.
 */
export async function sessionInForce(token: string | null, db: Db = database().db) {
  if (!token) return null
  const id = sessionId(token)
  const row = await sessionRow(id, db)
  return row && inForce(row, new Date()) ? { staffId: row.id, role: row.role, sessionId: id } : null
}

/** Ends the session of this request (if any) and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request, db: Db = database().db) {
  const token = sessionToken(request)
  if (token) await db.deleteFrom('staff_sessions').where('id', '=', sessionId(token)).execute()
  return expiredSessionCookie()
}

/** Ends every session of one staff member, except optionally the one in use. */
export async function endOtherSessions(staffId: number, keepSessionId: string | null, db: Db = database().db) {
  let query = db.deleteFrom('staff_sessions').where('staff_id', '=', staffId)
  if (keepSessionId) query = query.where('id', '!=', keepSessionId)
  await query.execute()
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses (403) a state-changing request that did not come from a page of this site: its Origin header, or
 * failing that its Referer, must be SITE_URL's origin. Call it first in every action that changes something.
 */
export function verifySameOrigin(request: Request, siteUrl = config().SITE_URL) {
  if (safeMethods.has(request.method)) return
  const expected = new URL(siteUrl).origin
  const source = namedOrigin(request.headers.get('origin'), request.headers.get('referer'))
  if (source !== expected) {
    throw data({ error: 'This request did not come from our site, so it was refused.' }, { status: 403 })
  }
}

type Requirement = { role?: 'admin' }

/**
 * The signed-in staff member, or the request is refused: a page asked for without a session is sent to sign
 * in, anything else answers 401; a `staff` member asking for an admin-only thing gets 403. A state-changing
 * request must also pass the origin check. Every console loader and action calls this first.
 */
export async function requireStaff(request: Request, requirement: Requirement = {}, db: Db = database().db) {
  verifySameOrigin(request)
  const { staff, sessionId: id } = await readSession(request, db)
  if (!staff) {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const url = new URL(request.url)
      const target = url.pathname.replace(/\.data$/, '') + url.search
      throw redirect(`/sign-in?redirectTo=${encodeURIComponent(target)}`)
    }
    throw data({ error: 'Please sign in first.' }, { status: 401 })
  }
  if (requirement.role === 'admin' && staff.role !== 'admin') {
    throw data({ error: 'Only an administrator can do this.' }, { status: 403 })
  }
  return { ...staff, sessionId: id as string }
}

/** The visitor's network address, as the Express host passes it in the load context. */
export function clientAddress(context: unknown) {
  const address = (context as { clientAddress?: unknown } | undefined)?.clientAddress
  return typeof address === 'string' && address ? address : 'unknown'
}
