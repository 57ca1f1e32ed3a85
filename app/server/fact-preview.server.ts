import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import type { Kysely } from 'kysely'
import { factSections, previewWords } from '~/content/business-console'
import { isFactName } from '~/content/business-schema'
import { isRecord } from '~/is-record'
import { hasParameters } from '~/pages/site-pages'
import { sessionInForce } from './auth.server'
import { database } from './db.server'
import { type FactDraft, draftShown, withDraft } from './facts-draft.server'
import type { FactName } from './facts-store.server'
import { logger } from './logger.server'
import type { Database } from './schema.server'
import { secureCookies, sessionTokenIn } from './session-cookie.server'
import { siteSecret } from './site-secrets.server'
import { sitePagesOfBuild } from './site-pages.server'

// An administrator's preview of one fact's unsaved value (docs/decisions/0130). The console checks the value as a
// save would and hands it to the browser in a cookie: http-only, for half an hour, compressed, and signed under a
// key of the site's own together with the session it was made in, so it is worth nothing in another browser, after
// sign-out, or altered. Each request that carries it from that session, while its member is an administrator,
// runs with the draft laid over the facts (facts-draft.server.ts); nothing is saved, and the page cache never
// sees these requests, which carry a session.

type Db = Kysely<Database>

const lifetimeMs = 30 * 60_000
// Browsers keep a cookie of about 4 KB at most, its name and attributes included.
const longestValue = 3_800

export function previewCookieName() {
  return secureCookies() ? '__Host-rc_preview' : 'rc_preview'
}

function cookie(value: string, lifetime: number) {
  return [
    `${previewCookieName()}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(lifetime / 1000)}`,
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
}

function signature(key: Buffer, sessionId: string, payload: string) {
  return crypto.createHmac('sha256', key).update(`${sessionId}.${payload}`).digest('base64url')
}

/** The Set-Cookie header that starts a preview of `draft` in one session, or null when it is too large for one. */
export async function previewCookie(draft: FactDraft, sessionId: string, db: Db = database().db) {
  const payload = zlib
    .deflateRawSync(JSON.stringify({ ...draft, until: Date.now() + lifetimeMs }))
    .toString('base64url')
  const value = `${payload}.${signature(await siteSecret(db, 'fact-previews'), sessionId, payload)}`
  return value.length > longestValue ? null : cookie(value, lifetimeMs)
}

/** The Set-Cookie header that ends a preview. */
export function endedPreviewCookie() {
  return cookie('', 0)
}

function previewValue(cookieHeader: string | null | undefined) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === previewCookieName()) return value.join('=') || null
  }
  return null
}

/** The draft a Cookie header carries for one session, or null: none, altered, made in another session, or old. */
export async function draftIn(cookieHeader: string | null | undefined, sessionId: string, db: Db = database().db) {
  const match = /^([\w-]+)\.([\w-]{43})$/.exec(previewValue(cookieHeader) ?? '')
  if (!match) return null
  const [, payload, given] = match
  const expected = Buffer.from(signature(await siteSecret(db, 'fact-previews'), sessionId, payload))
  if (!crypto.timingSafeEqual(expected, Buffer.from(given))) return null
  let read: unknown
  try {
    read = JSON.parse(zlib.inflateRawSync(Buffer.from(payload, 'base64url')).toString('utf8'))
  } catch {
    return null
  }
  if (!isRecord(read) || typeof read.name !== 'string' || !isFactName(read.name)) return null
  if (typeof read.since !== 'number' || typeof read.until !== 'number' || read.until <= Date.now()) return null
  return { name: read.name, value: read.value, since: read.since } satisfies FactDraft
}

/** The draft a request previews: carried from a session in force of a member who is an administrator now. */
export async function draftOfRequest(cookieHeader: string | undefined, db: Db = database().db) {
  if (!previewValue(cookieHeader)) return null
  const session = await sessionInForce(sessionTokenIn(cookieHeader), db)
  if (session?.role !== 'admin') return null
  return draftIn(cookieHeader, session.sessionId, db)
}

/** Runs each request that previews a draft with the draft laid over the facts; every other request as it is. */
export function previewsOfDrafts() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!previewValue(req.headers.cookie)) return next()
    draftOfRequest(req.headers.cookie).then(
      (draft) => (draft ? withDraft(draft, next) : next()),
      (error: unknown) => {
        logger.warn({ err: error }, 'a preview could not be read; the page is drawn with the saved facts')
        next()
      },
    )
  }
}

/** The first public page that shows a fact, where its preview opens; the home page for the chrome's facts. */
export async function pageShowing(name: FactName) {
  const pages = await sitePagesOfBuild()
  const showing = pages.find(
    (page) =>
      page.isPage && page.handle.audience === 'public' && !hasParameters(page) && page.handle.facts?.includes(name),
  )
  return showing?.path ?? '/'
}

/** What the banner over a page drawn with a draft says, and where its links go; null for every other page. */
export function previewBanner() {
  const draft = draftShown()
  if (!draft) return null
  return {
    label: previewWords.label,
    text: previewWords.text(factSections[draft.name].title),
    form: `/console/business/${draft.name}`,
    back: previewWords.back,
    end: previewWords.end,
  }
}
