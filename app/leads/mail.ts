import { type Site, emailText, phoneText, reachLabels } from '~/content/site'
import { whatsappChatHref } from '~/content/whatsapp'
import type { MailContent as ServerMailContent, MailField, MailLink as ServerMailLink } from '~/server/mail.server'
import type { LeadKind, MailingListKind } from './catalogue'

// The words of every mail a new lead sends, one template per mail, in the folder of its kind
// (app/leads/<kind>/mail.ts) with the shapes they share here. A template gives plain text only; the server
// renders it to a text part and an HTML part, escaping every value, so no template can write markup.

export type { MailField } from '~/server/mail.server'

/**
 * A link that opens something without a sign-in: a request's own page, or a mailing list's signed link. A
 * queued mail keeps only what the link is for; the outbox worker makes its secret as it sends the mail, so no
 * stored mail, and no copy of the database, holds an address that opens anything.
 */
export type PrivateLink =
  | { opens: 'request page'; kind: LeadKind; id: number; siteUrl: string }
  | {
      opens: 'list link'
      purpose: 'confirm' | 'unsubscribe'
      list: MailingListKind
      id: number
      /** When the link counts as issued (a sign-up's links carry the time it was made), as an ISO string. */
      issuedAt: string
      siteUrl: string
    }

/** A link the reader can open, shown with its address in full: a public address, or a private link made at sending. */
export type MailLink = ServerMailLink<PrivateLink>

/**
 * One mail's words, in the order a reader meets them, its private links still to be made. A mail `signed` closes
 * with the team's name and how to reach us, written as the business's facts stand when it is sent.
 */
export type MailContent = ServerMailContent<PrivateLink> & { signed?: true }

/** The signed links of a mail to a mailing list's member: to confirm a sign-up, and to unsubscribe. */
export type ListLinks = { confirm: PrivateLink; unsubscribe: PrivateLink }

/**
 * The team's notification is given the lead as its kind stored it and the reference the visitor is given and the
 * console finds the lead by ('BK-12').
 */
type TeamTemplate<Row> = (lead: Row, reference: string) => MailContent

/**
 * The visitor's copy is also told whether the owner of the address has shown it is theirs (they confirmed a
 * newsletter sign-up with it): only then may it repeat what they typed, their name included. Anyone can type
 * anyone's address, so to any other address the copy is our own words and values checked against a list.
 */
type VisitorTemplate<Row> = (
  lead: Row,
  reference: string,
  links: ListLinks | null,
  addressConfirmed: boolean,
  /** The private page where the customer follows the request, for a kind that has one. */
  page: PrivateLink | null,
  /** Who we are and how to reach us, as the business's facts stand when the mail is written. */
  site: Site,
) => MailContent

/** The mails of a lead its sender corrected: the team's, given the lead as it was, and the visitor's new copy. */
type CorrectionTemplates<Row> = {
  team: (lead: Row, previous: Row, reference: string) => MailContent
  visitor: (
    lead: Row,
    reference: string,
    addressConfirmed: boolean,
    page: PrivateLink | null,
    site: Site,
  ) => MailContent
}

/**
 * A kind's mails: the team's, the visitor's copy when its catalogue entry lists one, and those of a correction
 * for a kind whose sender may correct a lead.
 */
export type LeadMailTemplates<Row> = {
  team: TeamTemplate<Row>
  visitor?: VisitorTemplate<Row>
  corrected?: CorrectionTemplates<Row>
}

/** The team's notification: every field, and the lead's reference. */
export function notification(reference: string, subject: string, heading: string, fields: MailField[]): MailContent {
  return { subject: `${subject} (${reference})`, heading, fields, closing: [`Reference: ${reference}`] }
}

/**
 * The name a visitor typed, as their own copy may repeat it to a confirmed address: on one line and at most
 * 60 characters. Nothing else they typed goes back to the address they gave.
 */
export function nameForGreeting(name: string) {
  const oneLine = name.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim()
  return Array.from(oneLine).slice(0, 60).join('').trim()
}

/**
 * The end of every mail to a customer: the team's name and how to reach it, our e-mail address, phone and
 * WhatsApp (a wa.me link). The mails say "call us", so the number is there; while the business has not confirmed
 * it, it is marked as the pages mark it, "(example number, not in service)", and WhatsApp is not linked
 * (docs/decisions/0095); an example e-mail address is marked the same way.
 */
export function teamSignature(about: Site) {
  return [
    `The ${about.brand} team`,
    `${reachLabels.email}: ${emailText(about.emails.general)}`,
    `${reachLabels.phone}: ${phoneText(about.phone)}`,
    `${reachLabels.whatsapp}: ${whatsappChatHref(about.whatsapp) ?? phoneText(about.whatsapp)}`,
  ]
}

/**
 * A short note to the visitor: their request arrived and what happens next. It is written from our own words
 * and, to an address its owner has confirmed, their name.
 */
export function letter(
  name: string | undefined,
  subject: string,
  paragraphs: string | readonly string[],
  links: readonly MailLink[] = [],
): MailContent {
  const greetingName = name ? nameForGreeting(name) : ''
  return {
    subject,
    greeting: greetingName ? `Hello ${greetingName},` : 'Hello,',
    paragraphs: typeof paragraphs === 'string' ? [paragraphs] : paragraphs,
    links,
    signed: true,
  }
}
