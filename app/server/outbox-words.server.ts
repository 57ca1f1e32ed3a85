import type { Kysely } from 'kysely'
import { type MailContent, renderMail } from './mail.server'
import type { Database, MailOutboxTable } from './schema.server'

// A row keeps a mail's words, and the worker writes them into a text and an HTML part as it sends them: that
// work is the worker's, not the request's that queued the mail. The worker also makes the mail's private links
// then, with the maker it is given at start-up (the leads': a request's page, a mailing list's signed links), so
// no row ever holds one.

/** A mail's words with every private link made, and the one-click unsubscribe address its headers carry. */
export type MadeMail = MailContent & { unsubscribeUrl: string | null }

/** How the private links of queued mail are made as it is sent, and taken out of it once it is sent. */
export type PrivateLinks<Private> = {
  made: (db: Kysely<Database>, content: MailContent<Private>, now: Date) => Promise<MadeMail>
  /** A stored mail's text with the secrets of any link it was written with taken out. */
  withoutSecrets: (text: string) => string
}

type QueuedMail = Pick<MailOutboxTable, 'subject' | 'text_body' | 'html_body' | 'content' | 'unsubscribe_url'>

/**
 * A queued mail's subject, its text and HTML parts and its unsubscribe address, as they are sent: written from
 * its words with its private links made now, or as a build before 0016 wrote them when it queued the mail.
 */
export async function writtenMail<Private>(
  db: Kysely<Database>,
  row: QueuedMail,
  privateLinks: PrivateLinks<Private>,
  now = new Date(),
) {
  if (row.content === null) {
    return { subject: row.subject, text: row.text_body, html: row.html_body, unsubscribeUrl: row.unsubscribe_url }
  }
  const content = JSON.parse(row.content) as MailContent<Private>
  const { unsubscribeUrl, ...made } = await privateLinks.made(db, content, now)
  return { ...renderMail(made), unsubscribeUrl: unsubscribeUrl ?? row.unsubscribe_url }
}

/**
 * What a sent mail's row keeps: its words, with no secret. A mail queued before private links were made at
 * sending carried them in its words, its parts and its unsubscribe address.
 */
export function keptOnceSent(row: QueuedMail, withoutSecrets: (text: string) => string) {
  return {
    content: row.content === null ? null : withoutSecrets(row.content),
    text_body: withoutSecrets(row.text_body),
    html_body: withoutSecrets(row.html_body),
    unsubscribe_url: null,
  }
}
