import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { type MailingListKind, leadCatalogue, mailingLists } from '~/leads/catalogue'
import type { Database } from '~/server/schema.server'
import { siteSecret } from '~/server/site-secrets.server'

// Links in our mail that act on a mailing list without a sign-in: confirming a sign-up to a list that asks for
// it or a return to the waitlist, and unsubscribing. Each carries what it acts on and an HMAC-SHA256 of that
// under a key the site makes for itself on first use and keeps in the database, so every instance signs and
// checks alike and no operator has to set one (docs/decisions/0024). The link names a row by its id, never an address.

export type LinkPurpose = 'confirm' | 'unsubscribe'

export type MailLink = { purpose: LinkPurpose; list: MailingListKind; id: number; issuedAt: Date }

const purposeCodes: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' }

/** The key that signs mail links. */
export function signingKey(db: Kysely<Database>) {
  return siteSecret(db, 'mail-links')
}

function signature(key: Buffer, payload: string) {
  return crypto.createHmac('sha256', key).update(payload).digest('base64url')
}

/** The token of a link: `<purpose><list>.<id>.<issued, milliseconds in base 36>.<signature>`. */
export function signLink(key: Buffer, { purpose, list, id, issuedAt }: MailLink) {
  const payload = `${purposeCodes[purpose]}${leadCatalogue[list].mailingList.linkCode}.${id}.${issuedAt.getTime().toString(36)}`
  return `${payload}.${signature(key, payload)}`
}

/** What a token acts on, or null when it is not one we signed or names a list the catalogue does not know. */
export function readLink(key: Buffer, token: string): MailLink | null {
  const match = /^([cu])([a-z])\.(\d{1,12})\.([0-9a-z]{1,10})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, purposeCode, listCode, id, issued, given] = match
  const expected = Buffer.from(signature(key, `${purposeCode}${listCode}.${id}.${issued}`))
  if (!crypto.timingSafeEqual(expected, Buffer.from(given))) return null
  const list = mailingLists.find((known) => known.linkCode === listCode)?.kind
  if (!list) return null
  return {
    purpose: purposeCode === 'c' ? 'confirm' : 'unsubscribe',
    list,
    id: Number(id),
    issuedAt: new Date(parseInt(issued, 36)),
  }
}

/** The address of a page that takes a signed token. */
export function linkUrl(siteUrl: string, path: `/${string}`, token: string) {
  return `${siteUrl}${path}?token=${token}`
}

/** The token a page that a mail's link opens was given in its address. */
export function linkToken(request: Request) {
  return new URL(request.url).searchParams.get('token') ?? ''
}
