import { leadMail } from '~/content/lead-mail'
import { site } from '~/content/site'
import { HONEYPOT_FIELD } from '~/forms/field-rules'
import { type LeadKind, leadCatalogue } from '~/leads/catalogue'
import { config } from '../config.server'
import { type DatabaseHandle, database } from '../db.server'
import { findAnswer, isValidIdempotencyKey, rememberAnswer } from '../idempotency.server'
import { logger } from '../logger.server'
import { renderMail } from '../mail.server'
import { type OutgoingMail, enqueueMail, wakeOutbox } from '../outbox.server'
import { type RateLimit, hitRateLimit, submissionLimit } from '../rate-limit.server'
import { staffRecipientsFor } from '../staff.server'
import { type LeadAnswer, type StoredLead, leadDefinitions, systemClock } from './kinds.server'

// Every lead the site captures goes through submitLead(): rate limit, honeypot, idempotency key, the
// form's zod schema, then one transaction that stores the lead and queues its e-mails. The route actions
// (forms without JavaScript and with it) and the JSON API call it alike.

export type { LeadAnswer, LeadBody } from './kinds.server'

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
}

export const leadErrors = {
  invalid: 'Please correct the highlighted fields.',
  rateLimited: 'Too many submissions from your address. Please wait a minute and try again.',
} as const

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

class DuplicateSubmission extends Error {}

/** Takes one submission of a form from its first check to the committed lead and queued mail. */
export async function submitLead<K extends LeadKind>(kind: K, request: LeadRequest, options: LeadOptions = {}): Promise<LeadAnswer> {
  const handle = options.handle ?? database()
  const now = options.now ?? systemClock
  const { db } = handle

  const limited = await hitRateLimit(db, `${kind}:${request.ip}`, options.rateLimit ?? submissionLimit, now())
  if (!limited.allowed) return { status: 429, body: { error: leadErrors.rateLimited } }

  const input = isRecord(request.input) ? request.input : {}
  // A bot that fills the hidden field is told all went well, and nothing is kept.
  const honeypot = input[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    logger.info({ kind, ip: request.ip }, 'honeypot filled; submission dropped')
    return { status: 201, body: { ok: true } }
  }

  const key = isValidIdempotencyKey(request.idempotencyKey) ? request.idempotencyKey : null
  if (key) {
    const earlier = await findAnswer(db, kind, key, now())
    if (earlier) return earlier
  }

  const checked = leadDefinitions[kind].check(input, now)
  if (!checked.ok) return { status: 400, body: { error: leadErrors.invalid, fields: checked.errors } }

  const teamInbox = options.teamInbox ?? config().TEAM_INBOX
  // Staff members who asked in their settings to hear of this kind of lead get their own copy.
  const teamInboxes = [teamInbox, ...(await staffRecipientsFor(kind, db)).filter((address) => address !== teamInbox)]

  let committed: { answer: LeadAnswer; queued: number }
  try {
    committed = await db.transaction().execute(async (trx) => {
      const stored = await checked.store(trx, now().toISOString())
      const mail = mailFor(kind, stored, teamInboxes)
      await enqueueMail(trx, mail)
      if (key && stored.answer.status < 300) {
        try {
          await rememberAnswer(trx, kind, key, stored.answer, now())
        } catch (error) {
          throw new DuplicateSubmission('idempotency key already used', { cause: error })
        }
      }
      return { answer: stored.answer, queued: mail.length }
    })
  } catch (error) {
    // Another request with the same key committed first; its answer is the answer.
    if (error instanceof DuplicateSubmission && key) {
      const earlier = await findAnswer(db, kind, key, now())
      if (earlier) return earlier
    }
    throw error
  }
  const { answer, queued } = committed
  if (queued > 0) wakeOutbox()
  if (answer.body.id) logger.info({ kind, id: answer.body.id }, 'lead stored')
  return answer
}

/** The mails the catalogue lists for a new lead of this kind, in the words of its templates. */
function mailFor<K extends LeadKind>(kind: K, { mail }: StoredLead<K>, teamInboxes: string[]): OutgoingMail[] {
  if (!mail) return []
  const templates = leadMail[kind]
  const reference = `${kind} #${mail.id}`
  const about = { leadType: kind, leadId: mail.id }
  return leadCatalogue[kind].mails.flatMap((which): OutgoingMail[] => {
    if (which === 'team') {
      const message = renderMail(templates.team(mail.lead, reference))
      return teamInboxes.map((to) => ({ ...about, to, replyTo: mail.visitor, ...message }))
    }
    if (!mail.visitor || !templates.visitor) return []
    return [{ ...about, to: mail.visitor, replyTo: site.email, ...renderMail(templates.visitor(mail.lead, reference)) }]
  })
}
