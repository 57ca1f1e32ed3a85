import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { data, redirect } from 'react-router'
import { config } from './config.server'
import { database } from './db.server'
import { isKnownDevice, knownDeviceCookie } from './known-devices.server'
import { checkPasswordAttempt } from './password-throttle.server'
import { passwordChecksBusyMessage, verifyPasswordOrDecoy } from './passwords.server'
import type { Database, StaffRole } from './schema.server'

type Db = Kysely<Database>

// Sessions: a random token in an http-only cookie; the database keeps only its SHA-256. A session ends after
// 30 days without use, and 90 days after sign-in however much it is used (so a stolen cookie does not last
// for ever); use within the last hour is not written down again, to spare the database.
export const sessionIdleLimitMs = 30 * 24 * 60 * 60 * 1000
export const sessionLifetimeMs = 90 * 24 * 60 * 60 * 1000
const touchIntervalMs = 60 * 60 * 1000

function secureCookies() {
  return config().SITE_URL.startsWith('https://')
}

export function sessionCookieName() {
  return secureCookies() ? '__Host-rc_session' : 'rc_session'
}

function sessionCookie(token: string, lifetimeMs: number) {
  return [
    `${sessionCookieName()}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(lifetimeMs / 1000)}`,
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
}

function expiredSessionCookie() {
  return [
    `${sessionCookieName()}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
}

/** The session token a Cookie header carries, or null. */
function sessionTokenIn(cookieHeader: string | null | undefined) {
  const name = sessionCookieName()
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=') || null
  }
  return null
}

function sessionToken(request: Request) {
  return sessionTokenIn(request.headers.get('cookie'))
}

/**
 * Whether a Cookie header carries a session, valid or not: whatever is rendered for it may hold a staff member's
 * name and address, so no cache may keep it (`privateWhenSignedIn`, security.server.ts).
 */
export function carriesSession(cookieHeader: string | undefined) {
  return sessionTokenIn(cookieHeader) !== null
}

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
  const row = await db
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
  const lifetimeEnd = row ? Date.parse(row.created_at) + sessionLifetimeMs : 0
  if (!row || row.disabled_at || row.expires_at <= now.toISOString() || lifetimeEnd <= now.getTime()) {
    if (row) await db.deleteFrom('staff_sessions').where('id', '=', id).execute()
    headers.append('Set-Cookie', expiredSessionCookie())
    return { staff: null, sessionId: null, headers }
  }
  if (now.getTime() - Date.parse(row.last_seen_at) > touchIntervalMs) {
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
  const origin = request.headers.get('origin')
  const source = origin && origin !== 'null' ? origin : originOf(request.headers.get('referer'))
  if (source !== expected) {
    throw data({ error: 'This request did not come from our site, so it was refused.' }, { status: 403 })
  }
}

function originOf(url: string | null) {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
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

export const throttledMessage = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.'
export const wrongCredentialsMessage = 'That e-mail address and password do not match an active staff account.'

type SignInRefusal = { ok: false; status: 401 | 429; message: string }

export type SignInResult =
  | { ok: true; staff: { id: number; name: string; role: StaffRole }; cookie: string; knownDeviceCookie: string }
  | SignInRefusal

/**
 * Signs a staff member in. The check claims an attempt against the throttle, waits out its slowdown, and then
 * takes a place in the line for password hashes (refused at once when the line is full) before the password
 * is hashed (checkPasswordAttempt). `knownDevice` is
 * the browser's known-device token (known-devices.server.ts), if it sent one. On success, `cookie` and
 * `knownDeviceCookie` are the Set-Cookie headers of the new session and of the browser, now known for this
 * account.
 */
export async function signIn(
  {
    email,
    password,
    address,
    knownDevice = null,
  }: { email: string; password: string; address: string; knownDevice?: string | null },
  db: Db = database().db,
): Promise<SignInResult> {
  const account = email.trim().toLowerCase()
  const known = await isKnownDevice(db, knownDevice, account)
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'name', 'role', 'password_hash', 'disabled_at'])
    .where('email', '=', account)
    .executeTakeFirst()
  const checked = await checkPasswordAttempt(db, { account, address, knownDevice: known }, async () => {
    const matches = await verifyPasswordOrDecoy(password, staff?.password_hash)
    return matches && staff !== undefined && !staff.disabled_at
  })
  if (checked === 'throttled') return { ok: false, status: 429, message: throttledMessage }
  if (checked === 'busy') return { ok: false, status: 429, message: passwordChecksBusyMessage }
  if (checked === 'wrong' || !staff) return { ok: false, status: 401, message: wrongCredentialsMessage }
  const { cookie } = await startSession(staff.id, db)
  return {
    ok: true,
    staff: { id: staff.id, name: staff.name, role: staff.role },
    cookie,
    knownDeviceCookie: await knownDeviceCookie(db, account),
  }
}

/** The visitor's network address, as the Express host passes it in the load context. */
export function clientAddress(context: unknown) {
  const address = (context as { clientAddress?: unknown } | undefined)?.clientAddress
  return typeof address === 'string' && address ? address : 'unknown'
}
