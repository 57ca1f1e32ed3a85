import type { Transaction } from 'kysely'
import type { Site } from '~/content/site'
import { recordEvent } from '~/server/audit.server'
import { logger } from '~/server/logger.server'
import type { OutgoingMail } from '~/server/outbox.server'
import { visitorMailLimit } from '~/server/rate-limit.server'
import type { Database } from '~/server/schema.server'
import { type LeadKind, type MailingListKind, leadCatalogue, leadReference } from './catalogue'
import { type LeadRow, leadStores } from './catalogue.server'
import type { ListLinks, PrivateLink } from './mail'
import type { StoredLead } from './store.server'

// The mails a submission queues, the team's and the visitor's own copy, written by its kind's templates; and what
// the lead's history says when the visitor's copy was held back by the day's cap on mail to one mailbox.

/**
 * The mails the catalogue lists for a new lead of this kind, in the words of its templates; the visitor's
 * written from `site`, who we are and how to reach us as the business's facts stand, and replied to at our
 * general address.
 */
export function mailFor<K extends LeadKind>(
  kind: K,
  { mail }: StoredLead<LeadRow<K>>,
  teamInboxes: string[],
  { list: links, page }: { list: ListLinks | null; page: PrivateLink | null },
  addressConfirmed: boolean,
  site: Site,
): { team: OutgoingMail[]; visitor: (OutgoingMail & { leadId: number }) | null } {
  if (!mail) return { team: [], visitor: null }
  const templates = leadStores[kind].mail
  const { mails } = leadCatalogue[kind]
  const reference = leadReference(kind, mail.id)
  const about = { leadType: kind, leadId: mail.id }
  // The words only: the outbox worker writes them into the mail's parts when it sends it.
  const teamContent = mails.includes('team') && !mail.visitorOnly ? templates.team(mail.lead, reference) : null
  const visitorContent =
    mails.includes('visitor') && mail.visitor && templates.visitor
      ? templates.visitor(mail.lead, reference, links, addressConfirmed, page, site)
      : null
  return {
    team: teamContent ? teamInboxes.map((to) => ({ ...about, to, replyTo: mail.visitor, content: teamContent })) : [],
    visitor:
      visitorContent && mail.visitor
        ? {
            ...about,
            to: mail.visitor,
            replyTo: site.email,
            content: links ? { ...visitorContent, listUnsubscribe: links.unsubscribe } : visitorContent,
          }
        : null,
  }
}

/** A mailing list's links for a mail to one of its members, signed when the mail is sent. */
export function listLinks(kind: MailingListKind, id: number, siteUrl: string, issuedAt: Date): ListLinks {
  const link = (purpose: 'confirm' | 'unsubscribe') =>
    ({ opens: 'list link', purpose, list: kind, id, issuedAt: issuedAt.toISOString(), siteUrl }) as const
  return { confirm: link('confirm'), unsubscribe: link('unsubscribe') }
}

export async function recordSkippedCopy(trx: Transaction<Database>, kind: LeadKind, id: number) {
  logger.info({ kind, id }, "visitor's copy skipped: their address has had its mails for today")
  await recordEvent(trx, {
    leadType: kind,
    leadId: id,
    staffId: null,
    action: 'mail-skipped',
    detail: `The visitor's copy was not sent: their address has already had ${visitorMailLimit.limit} mails from us today.`,
  })
}
