import type { Kysely } from 'kysely'
import { startSession } from './auth.server'
import { database } from './db.server'
import { isKnownDevice, knownDeviceCookie } from './known-devices.server'
import { checkPasswordAttempt } from './password-throttle.server'
import { passwordChecksBusyMessage, verifyPasswordOrDecoy } from './passwords.server'
import type { Database, StaffRole } from './schema.server'

type Db = Kysely<Database>

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
