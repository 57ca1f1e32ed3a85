import { site } from '~/content/site'

// The words of every mail a new lead sends, one template per mail, in the folder of its kind
// (app/leads/<kind>/mail.ts) with the shapes they share here. A template gives plain text only; the server
// renders it to a text part and an HTML part, escaping every value, so no template can write markup.

export type MailField = { label: string; value: string | number | null | undefined }

/** A link the reader can open, shown with its address in full. */
export type MailLink = { label: string; url: string }

/** One mail's words, in the order a reader meets them. */
export type MailContent = {
  subject: string
  greeting?: string
  heading?: string
  paragraphs?: readonly string[]
  fields?: readonly MailField[]
  links?: readonly MailLink[]
  closing?: readonly string[]
}

/** The signed links of a mail to a mailing list's member: to confirm a sign-up, and to unsubscribe. */
export type ListLinks = { confirm: string; unsubscribe: string }

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
  /** The address of the private page where the customer follows the request, for a kind that has one. */
  page: string | null,
) => MailContent

/** A kind's mails: the team's, and the visitor's copy when its catalogue entry lists one. */
export type LeadMailTemplates<Row> = { team: TeamTemplate<Row>; visitor?: VisitorTemplate<Row> }

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
    // An example phone number never goes out in mail: a visitor would call it.
    closing: [`The ${site.brand} team`, site.phone.confirmed ? `${site.email} · ${site.phone.text}` : site.email],
  }
}
