import type { Transaction } from 'kysely'
import { siteOf } from '~/content/site'
import { readFacts } from '~/server/facts-store.server'
import { recordEvent } from '~/server/audit.server'
import { enqueueMail } from '~/server/outbox.server'
import type { Database } from '~/server/schema.server'
import { reusedKey } from '~/server/idempotency.server'
import { teamInboxesFor } from '~/leads/team-notifications.server'
import { visitorMayBeMailed } from '~/server/visitor-mail.server'
import { hasRequestPage, openRequestPage, requestPagePath } from './requests/pages.server'
import { addressIsConfirmed } from './mailing-lists.server'
import { type LeadKind, leadReference } from './catalogue'
import { leadStores } from './catalogue.server'
import { type LeadAnswer, leadErrors } from './store.server'
import { recordSkippedCopy } from './submission-mail.server'

// What submitLead() (./submit.server.ts) does with a submission that carries the key of an earlier one.

type CorrectionContext = { now: () => Date; siteKey: Buffer; siteUrl: string; teamInbox: string }

/**
 * A submission sent with the key of an earlier one but another body: a correction from the first's own sender,
 * since only they hold the key. A kind that takes corrections (a booking still waiting for the team) changes the
 * lead, mails the team what changed and the sender their new copy; any other refuses the key, as does a lead no
 * longer kept. Answers what the sender is given, and what the key answers from now on.
 */
export async function correction<K extends LeadKind>(
  trx: Transaction<Database>,
  kind: K,
  first: LeadAnswer,
  input: unknown,
  { now, siteKey, siteUrl, teamInbox }: CorrectionContext,
): Promise<{ given: LeadAnswer; corrected: LeadAnswer | null; queued: number }> {
  const refused = { given: reusedKey, corrected: null, queued: 0 }
  const templates = leadStores[kind].mail.corrected
  const id = first.body.id
  if (!templates || id === undefined || first.status >= 300) return refused
  const checked = leadStores[kind].check(input, now)
  if (!checked.ok)
    return {
      given: { status: 400, body: { error: leadErrors.invalid, fields: checked.errors } },
      corrected: null,
      queued: 0,
    }
  const result = await checked.correct?.(trx, id, siteKey)
  if (!result) return refused
  if (!result.mail) return { given: result.answer, corrected: null, queued: 0 }
  const { lead, previous, visitor } = result.mail
  const correctedAt = now()
  const reference = leadReference(kind, id)
  const about = { leadType: kind, leadId: id }
  const team = (await teamInboxesFor(kind, teamInbox, trx)).map((to) => ({
    ...about,
    to,
    replyTo: visitor,
    content: templates.team(lead, previous, reference),
  }))
  // Who we are and how to reach us as saved, read on the transaction's own connection.
  const site = siteOf(await readFacts(trx))
  const token = hasRequestPage(kind) ? await openRequestPage(trx, kind, id, correctedAt, { givenToSender: true }) : null
  const copy =
    visitor && (await visitorMayBeMailed(trx, siteKey, visitor, correctedAt))
      ? [
          {
            ...about,
            to: visitor,
            replyTo: site.email,
            content: templates.visitor(
              lead,
              reference,
              await addressIsConfirmed(trx, visitor),
              token ? { opens: 'request page', kind, id, siteUrl } : null,
              site,
            ),
          },
        ]
      : []
  if (visitor && !copy.length) await recordSkippedCopy(trx, kind, id)
  await enqueueMail(trx, [...team, ...copy])
  await recordEvent(trx, {
    leadType: kind,
    leadId: id,
    staffId: null,
    action: 'corrected',
    detail: 'The customer sent a correction with the key of their first submission; the team was mailed what changed.',
  })
  const given = token
    ? { ...result.answer, body: { ...result.answer.body, page: requestPagePath(token) } }
    : result.answer
  return { given, corrected: result.answer, queued: team.length + copy.length }
}
