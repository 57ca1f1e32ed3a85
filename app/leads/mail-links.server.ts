import { signToken, signedPayload } from '~/server/signed-links.server'
import { type MailingListKind, leadCatalogue, mailingLists } from './catalogue'

// Links in our mail that act on a mailing list without a sign-in: confirming a sign-up to a list that asks for
// it or a return to the waitlist, and unsubscribing. Each carries what it acts on, signed as every mail link is
// (app/server/signed-links.server.ts). The link names a row by its id, never an address.

export type LinkPurpose = 'confirm' | 'unsubscribe'

export type MailLink = { purpose: LinkPurpose; list: MailingListKind; id: number; issuedAt: Date }

const purposeCodes: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' }

/** The token of a link: `<purpose><list>.<id>.<issued, milliseconds in base 36>.<signature>`. */
export function signLink(key: Buffer, { purpose, list, id, issuedAt }: MailLink) {
  return signToken(
    key,
    `${purposeCodes[purpose]}${leadCatalogue[list].mailingList.linkCode}.${id}.${issuedAt.getTime().toString(36)}`,
  )
}

/** What a token acts on, or null when it is not one we signed or names a list the catalogue does not know. */
export function readLink(key: Buffer, token: string): MailLink | null {
  const match = /^([cu])([a-z])\.(\d{1,12})\.([0-9a-z]{1,10})\.([\w-]{43})$/.exec(token)
  if (!match || signedPayload(key, token) === null) return null
  const [, purposeCode, listCode, id, issued] = match
  const list = mailingLists.find((known) => known.linkCode === listCode)?.kind
  if (!list) return null
  return {
    purpose: purposeCode === 'c' ? 'confirm' : 'unsubscribe',
    list,
    id: Number(id),
    issuedAt: new Date(parseInt(issued, 36)),
  }
}
