import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './schema.server'
import { siteSecret } from './site-secrets.server'

// Links in our mail that act without a sign-in carry what they act on and an HMAC-SHA256 of it under a key the
// site makes for itself on first use and keeps in the database, so every instance signs and checks alike and no
// operator has to set one (docs/decisions/0024). What a link's payload says is for the code that makes it.

/** The key that signs mail links. */
export function signingKey(db: Kysely<Database>) {
  return siteSecret(db, 'mail-links')
}

function signature(key: Buffer, payload: string) {
  return crypto.createHmac('sha256', key).update(payload).digest('base64url')
}

/** A signed token: `<payload>.<signature>`. */
export function signToken(key: Buffer, payload: string) {
  return `${payload}.${signature(key, payload)}`
}

/** The payload of a token signed under this key, or null when it is not one. */
export function signedPayload(key: Buffer, token: string) {
  const match = /^(.+)\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, payload, given] = match
  const expected = Buffer.from(signature(key, payload))
  return crypto.timingSafeEqual(expected, Buffer.from(given)) ? payload : null
}

/** The address of a page that takes a signed token. */
export function linkUrl(siteUrl: string, path: `/${string}`, token: string) {
  return `${siteUrl}${path}?token=${token}`
}

/** The token a page that a mail's link opens was given in its address. */
export function linkToken(request: Request) {
  return new URL(request.url).searchParams.get('token') ?? ''
}
