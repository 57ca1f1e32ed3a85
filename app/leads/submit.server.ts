import type { Kysely } from 'kysely'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '~/forms/field-rules'
import { isRecord } from '~/is-record'
import { config } from '~/server/config.server'
import { siteOf } from '~/content/site'
import { readFacts } from '~/server/facts-store.server'
import { type DatabaseHandle, database } from '~/server/db.server'
import {
  bodyHash,
  findAnswer,
  isValidIdempotencyKey,
  rememberAnswer,
  replaceAnswer,
  reusedKey,
} from '~/server/idempotency.server'
import { logger } from '~/server/logger.server'
import { signingKey } from '~/server/signed-links.server'
import { enqueueMail, wakeOutbox } from '~/server/outbox.server'
import { type RateLimit, hitRateLimit, submissionLimit, visitorNetwork } from '~/server/rate-limit.server'
import { hasRequestPage, openRequestPage, requestPagePath } from '~/leads/requests/pages.server'
import type { Database } from '~/server/schema.server'
import { teamInboxesFor } from '~/leads/team-notifications.server'
import { visitorMayBeMailed } from '~/server/visitor-mail.server'
import { addressIsConfirmed } from './mailing-lists.server'
import { type LeadKind, isMailingList } from './catalogue'
import { leadStores } from './catalogue.server'
import { correction } from './correction.server'
import type { PrivateLink } from './mail'
import { type LeadAnswer, type LeadBody, leadErrors, systemClock } from './store.server'
import { listLinks, mailFor, recordSkippedCopy } from './submission-mail.server'

// Every lead the site captures goes through submitLead(): rate limit, honeypot, idempotency key, the
// form's zod schema, then one transaction that stores the lead and queues its e-mails. The route actions
// (forms without JavaScript and with it) and the JSON API call it alike. The visitor's own copy goes out at
// most visitorMailLimit times a day to one mailbox, however its address is spelt and whoever submits: past
// that the lead is stored and the team told, and the lead's history says the copy was skipped.

export type { LeadAnswer, LeadBody } from './store.server'
export { leadErrors } from './store.server'

export type LeadRequest = {
  input: unknown
  /** The visitor's address, for the rate limit. */
  ip: string
  idempotencyKey?: string | null
}

export type LeadOptions = {
  handle?: DatabaseHandle
  now?: () => Date
  rateLimit?: RateLimit
  teamInbox?: string
  /** The site's address, for the links in mail. */
  siteUrl?: string
}

class DuplicateSubmission extends Error {}

/** Takes one submission of a form from its first check to the committed lead and queued mail. */
export async function submitLead<K extends LeadKind>(
  kind: K,
  request: LeadRequest,
  options: LeadOptions = {},
): Promise<LeadAnswer> {
  const handle = options.handle ?? database()
  const now = options.now ?? systemClock
  const { db } = handle
  const bucket = `${kind}:${visitorNetwork(request.ip)}`
  const rateLimit = options.rateLimit ?? submissionLimit
  const rateLimited = { status: 429, body: { error: leadErrors.rateLimited } }

  const input = isRecord(request.input) ? request.input : {}
  // A bot that fills the hidden field is told all went well, and nothing is kept, not even its address.
  const honeypot = input[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    if (!(await hitRateLimit(db, bucket, rateLimit)).allowed) return rateLimited
    logger.info({ kind }, 'honeypot filled; submission dropped')
    return { status: 201, body: { ok: true } }
  }

  const key = isValidIdempotencyKey(request.idempotencyKey) ? request.idempotencyKey : null
  const hash = key ? bodyHash(input, [IDEMPOTENCY_FIELD]) : ''
  const siteUrl = options.siteUrl ?? config().SITE_URL
  const siteKey = await signingKey(db)

  let committed: { answer: LeadAnswer; queued: number; stored: 'new' | 'corrected' | null }
  try {
    // Everything a submission reads and writes is one transaction, its count against the rate limit included:
    // one commit a lead. Its checks keep their order: the rate limit, the idempotency key, the form's schema.
    committed = await db.transaction().execute(async (trx) => {
      if (!(await hitRateLimit(trx, bucket, rateLimit)).allowed) return { answer: rateLimited, queued: 0, stored: null }
      if (key) {
        const earlier = await findAnswer<LeadBody>(trx, kind, key, hash, now())
        if (earlier?.sameBody)
          return { answer: await withNewPage(trx, kind, earlier.answer, now()), queued: 0, stored: null }
        if (earlier) {
          const teamInbox = options.teamInbox ?? config().TEAM_INBOX
          const answer = await correction(trx, kind, earlier.answer, input, { now, siteKey, siteUrl, teamInbox })
          if (answer.corrected) await replaceAnswer(trx, kind, key, hash, answer.corrected)
          return { answer: answer.given, queued: answer.queued, stored: answer.corrected ? 'corrected' : null }
        }
      }
      const checked = leadStores[kind].check(input, now)
      if (!checked.ok)
        return {
          answer: { status: 400, body: { error: leadErrors.invalid, fields: checked.errors } },
          queued: 0,
          stored: null,
        }

      const teamInboxes = await teamInboxesFor(kind, options.teamInbox ?? config().TEAM_INBOX, trx)
      // A sign-up's links carry the time it was stored, so a later sign-up of the address needs its own.
      const storedAt = now()
      const stored = await checked.store(trx, storedAt.toISOString(), siteKey)
      const page =
        stored.mail && hasRequestPage(kind)
          ? await openRequestPage(trx, kind, stored.mail.id, storedAt, { givenToSender: true })
          : null
      const links =
        stored.mail && isMailingList(kind)
          ? listLinks(kind, stored.mail.id, siteUrl, stored.mail.signedAt ? new Date(stored.mail.signedAt) : storedAt)
          : null
      const addressConfirmed = stored.mail?.visitor ? await addressIsConfirmed(trx, stored.mail.visitor) : false
      const pageLink: PrivateLink | null =
        page && stored.mail ? { opens: 'request page', kind, id: stored.mail.id, siteUrl } : null
      // The facts as saved, read on the transaction's own connection.
      const about = siteOf(await readFacts(trx))
      const { team, visitor } = mailFor(
        kind,
        stored,
        teamInboxes,
        { list: links, page: pageLink },
        addressConfirmed,
        about,
      )
      const visitorMailed = visitor !== null && (await visitorMayBeMailed(trx, siteKey, visitor.to, now()))
      if (visitor && !visitorMailed) await recordSkippedCopy(trx, kind, visitor.leadId)
      const sent = visitor && visitorMailed ? [...team, visitor] : team
      await enqueueMail(trx, sent)
      if (key && stored.answer.status < 300) {
        if (!(await rememberAnswer(trx, kind, key, hash, stored.answer, now())))
          throw new DuplicateSubmission('idempotency key already used')
      }
      // The page's token is given to this visitor only: a retry with the same key is given a page of its own.
      const answer = page
        ? { ...stored.answer, body: { ...stored.answer.body, page: requestPagePath(page) } }
        : stored.answer
      return { answer, queued: sent.length, stored: 'new' }
    })
  } catch (error) {
    // Another request with the same key committed first; its answer is the answer.
    if (error instanceof DuplicateSubmission && key) {
      const earlier = await findAnswer<LeadBody>(db, kind, key, hash, now())
      if (earlier) return earlier.sameBody ? withNewPage(db, kind, earlier.answer, now()) : reusedKey
    }
    throw error
  }
  const { answer, queued, stored } = committed
  if (queued > 0) wakeOutbox()
  if (stored && answer.body.id)
    logger.info({ kind, id: answer.body.id }, stored === 'new' ? 'lead stored' : 'lead corrected')
  return answer
}

/**
 * An answer given again to the same submission, with a page of its own for a kind that has one: the page's
 * token is not kept, so the first one cannot be given again.
 */
async function withNewPage(db: Kysely<Database>, kind: LeadKind, answer: LeadAnswer, now: Date): Promise<LeadAnswer> {
  const { id } = answer.body
  if (id === undefined || !hasRequestPage(kind)) return answer
  const token = await openRequestPage(db, kind, id, now, { givenToSender: true })
  return { ...answer, body: { ...answer.body, page: requestPagePath(token) } }
}
