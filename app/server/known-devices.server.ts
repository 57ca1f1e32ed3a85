import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { config } from './config.server'
import type { Database } from './schema.server'
import { siteSecret } from './site-secrets.server'

// A browser that signed in to an account is given a "known device" cookie for it: the time of that sign-in
// and an HMAC-SHA256 of the account's address and that time, under a key the site makes for itself on first
// use and keeps in `site_secrets`, so every instance signs and checks alike. For 30 days it lets its browser
// past the account-wide pause of the sign-in throttle (password-throttle.server.ts), so that strangers failing
// on purpose cannot keep the owner out. It names no account: it is checked against the address being signed in
// to. One browser is known for one account at a time, the last it signed in to.

export const knownDeviceLifetimeMs = 30 * 24 * 60 * 60 * 1000

function signature(key: Buffer, account: string, issued: string) {
  return crypto.createHmac('sha256', key).update(`${account}\n${issued}`).digest('base64url')
}

function secureCookies() {
  return config().SITE_URL.startsWith('https://')
}

export function knownDeviceCookieName() {
  return secureCookies() ? '__Host-rc_device' : 'rc_device'
}

/** The Set-Cookie header that makes this browser known for the account (its e-mail address, lower-cased). */
export async function knownDeviceCookie(db: Kysely<Database>, account: string, now = new Date()) {
  const issued = now.getTime().toString(36)
  const token = `${issued}.${signature(await siteSecret(db, 'known-devices'), account, issued)}`
  return [
    `${knownDeviceCookieName()}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${knownDeviceLifetimeMs / 1000}`,
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
}

/** The known-device token the request carries, if any. */
export function knownDeviceToken(request: Request) {
  const name = knownDeviceCookieName()
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=') || null
  }
  return null
}

/** Whether the token was given to a browser that signed in to this account within the last 30 days. */
export async function isKnownDevice(
  db: Kysely<Database>,
  token: string | null | undefined,
  account: string,
  now = new Date(),
) {
  const match = /^([0-9a-z]{1,10})\.([\w-]{43})$/.exec(token ?? '')
  if (!match) return false
  const [, issued, given] = match
  const age = now.getTime() - parseInt(issued, 36)
  // A minute ahead is another instance's clock, not a forgery: the signature decides.
  if (age < -60_000 || age > knownDeviceLifetimeMs) return false
  const expected = Buffer.from(signature(await siteSecret(db, 'known-devices'), account, issued))
  return crypto.timingSafeEqual(expected, Buffer.from(given))
}
