import type { Kysely } from 'kysely'
import { type MailContent as WrittenContent, renderMail } from '~/server/mail.server'
import type { MadeMail, PrivateLinks } from '~/server/outbox-words.server'
import type { Database } from '~/server/schema.server'
import { linkUrl, signingKey } from '~/server/signed-links.server'
import { leadCatalogue } from './catalogue'
import { site, siteOf } from '~/content/site'
import { readFacts } from '~/server/facts-store.server'
import { type MailContent, type PrivateLink, teamSignature } from './mail'
import { signLink } from './mail-links.server'
import { openRequestPage, requestPagePath } from './requests/pages.server'

// A mail's private links are made as it is sent, never when it is queued: a queued mail says only what a link is
// for, so the outbox, a backup or a copy of the database holds no address that opens a request's page or acts on
// a mailing list (docs/decisions/0082). The outbox is given these at start-up (privateLinks).

function listPath(link: Extract<PrivateLink, { opens: 'list link' }>) {
  return link.purpose === 'unsubscribe' ? '/unsubscribe' : leadCatalogue[link.list].mailingList.confirmPath
}

/** Where a private link leads, without its secret: what a queued mail shows of it. */
function privateLinkShape(link: PrivateLink) {
  return link.opens === 'request page'
    ? `${link.siteUrl}${requestPagePath(':token')}`
    : linkUrl(link.siteUrl, listPath(link), '…')
}

/**
 * A queued mail's parts as they read before its private links are made: each shows its shape, no address, and
 * its signature is the file's defaults.
 */
export function renderQueuedMail({ links = [], listUnsubscribe: _unsubscribe, signed, ...words }: MailContent) {
  const shown: WrittenContent = {
    ...words,
    links: links.map((link) => ('url' in link ? link : { label: link.label, url: privateLinkShape(link.private) })),
    closing: signed ? teamSignature(site) : words.closing,
  }
  return renderMail(shown)
}

/** Makes one private link: a new page for the request, or a mailing list's link signed now. */
async function makePrivateLink(db: Kysely<Database>, link: PrivateLink, now: Date) {
  if (link.opens === 'request page') {
    return `${link.siteUrl}${requestPagePath(await openRequestPage(db, link.kind, link.id, now))}`
  }
  const { purpose, list, id, issuedAt } = link
  const token = signLink(await signingKey(db), { purpose, list, id, issuedAt: new Date(issuedAt) })
  return linkUrl(link.siteUrl, listPath(link), token)
}

/**
 * A mail's words with its private links made, as they go out, and signed with how to reach the team as the
 * business's facts stand now: a number confirmed since the mail was queued is the one it gives.
 */
async function withLinksMade(db: Kysely<Database>, content: MailContent, now: Date): Promise<MadeMail> {
  const { links = [], listUnsubscribe, signed, ...words } = content
  const made = []
  for (const link of links) {
    made.push('url' in link ? link : { label: link.label, url: await makePrivateLink(db, link.private, now) })
  }
  return {
    ...words,
    links: made,
    closing: signed ? teamSignature(siteOf(await readFacts(db))) : words.closing,
    unsubscribeUrl: listUnsubscribe ? await makePrivateLink(db, listUnsubscribe, now) : null,
  }
}

/**
 * A stored mail's text with the secrets of the links it was written with taken out: a request page's token and
 * a signed link's token. Mail queued before links were made at sending held them; once such a mail is sent, its
 * row keeps only their shape.
 */
function withoutSecrets(text: string) {
  return text.replace(/\/requests\/[\w-]{43}/g, requestPagePath(':token')).replace(/([?&]token=)[\w.-]+/g, '$1…')
}

/** What the outbox worker is given to make a lead mail's private links as it sends it. */
export const privateLinks: PrivateLinks<PrivateLink> = { made: withLinksMade, withoutSecrets }
