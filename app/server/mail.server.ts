import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { config } from './config.server'
import { currentFacts } from './facts-store.server'
import { headerAddresses } from './mail-headers.server'

// One sendMail() behind the outbox: SMTP when SMTP_URL is set, otherwise each message is written as an .eml
// file under DATA_DIR/mail/ so mail can be read without a mail server. A file's name starts with its outbox
// row's id, so that erasing a person's mail, or mail past its retention, removes its files too. Files
// written before that naming (`<date>-<message id>.eml`) are found by the addresses in their headers.

export type MailField = { label: string; value: string | number | null | undefined }

/**
 * A link the reader can open, shown with its address in full: a public address, or a private link (what it is for,
 * in the terms of the code that queued the mail), which is made into an address only as the mail is sent
 * (outbox-words.server.ts, driven by outbox-worker.server.ts), so no stored mail holds one.
 */
export type MailLink<Private = never> = { label: string; url: string } | { label: string; private: Private }

/** One mail's words, in the order a reader meets them; with every private link made, as it is written. */
export type MailContent<Private = never> = {
  subject: string
  greeting?: string
  heading?: string
  paragraphs?: readonly string[]
  fields?: readonly MailField[]
  links?: readonly MailLink<Private>[]
  closing?: readonly string[]
  /** A mailing list's one-click unsubscribe link, which the mail's headers carry (RFC 8058). */
  listUnsubscribe?: Private
}

/** A message as it is addressed and written: what the outbox keeps of it, and what is sent. */
export type AddressedMail = {
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html: string
  /** A mail to a mailing list's member carries its one-click unsubscribe address in headers (RFC 8058). */
  unsubscribeUrl?: string | null
}

export type MailMessage = AddressedMail & {
  /** The outbox row the message is sent from. */
  outboxId: number
}

export type Mailer = {
  send: (message: MailMessage) => Promise<void>
  close: () => void
}

type MailerOptions = {
  smtpUrl?: string
  /** Who the mail is from, or how to read it as each mail is sent. */
  from: string | (() => Promise<string>)
  mailDir: string
}

export function createMailer({ smtpUrl, from: sender, mailDir }: MailerOptions): Mailer {
  const from = () => (typeof sender === 'string' ? sender : sender())
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    return {
      send: async (message) => {
        await transport.sendMail({ from: await from(), ...nodemailerMessage(message) })
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: await from(), ...nodemailerMessage(message) })
      await fs.mkdir(mailDir, { recursive: true })
      const name = `${message.outboxId}-${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`
      await fs.writeFile(path.join(mailDir, name), info.message as Buffer)
    },
    close: () => transport.close(),
  }
}

function nodemailerMessage({ outboxId: _outboxId, replyTo, unsubscribeUrl, ...message }: MailMessage) {
  return {
    ...message,
    ...(replyTo ? { replyTo } : {}),
    ...(unsubscribeUrl
      ? {
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  }
}

/** The mail files of these outbox rows; answers how many it removed. */
export async function removeMailFiles(mailDir: string, outboxIds: readonly number[]) {
  if (!outboxIds.length) return 0
  const ids = new Set(outboxIds.map(String))
  // The id is followed by the date; a file of the older naming starts with the date's year, never an id.
  return removeMailFilesWhere(mailDir, async (name) => ids.has(/^(\d+)-\d{4}-\d{2}-\d{2}T/.exec(name)?.[1] ?? ''))
}

/**
 * The mail files whose To, Cc or Reply-To names this address (trimmed, in lower case), whatever their names;
 * answers how many it removed.
 */
export async function removeMailFilesAddressedTo(mailDir: string, address: string) {
  return removeMailFilesWhere(mailDir, async (name) =>
    headerAddresses(await readHeaderBlock(path.join(mailDir, name)), ['To', 'Cc', 'Reply-To']).includes(address),
  )
}

/** The start of a stored message, where its headers are: far more than ours ever take. */
async function readHeaderBlock(file: string) {
  const handle = await fs.open(file)
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0)
    return buffer.subarray(0, bytesRead).toString('utf8')
  } finally {
    await handle.close()
  }
}

/** The mail files last written before the given time, whatever their names; answers how many it removed. */
export async function removeMailFilesBefore(mailDir: string, before: Date) {
  return removeMailFilesWhere(mailDir, async (name) => (await fs.stat(path.join(mailDir, name))).mtime < before)
}

async function removeMailFilesWhere(mailDir: string, condition: (name: string) => Promise<boolean>) {
  const names = await fs.readdir(mailDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  let removed = 0
  for (const name of names) {
    if (!name.endsWith('.eml') || !(await condition(name))) continue
    await fs.rm(path.join(mailDir, name), { force: true })
    removed += 1
  }
  return removed
}

/** Where mail is written when no SMTP server is configured. */
export function configuredMailDir() {
  return path.join(config().DATA_DIR, 'mail')
}

/** The mailer the configuration asks for: each mail from the brand as the business saved it, at MAIL_FROM. */
export function configuredMailer() {
  const settings = config()
  return createMailer({
    smtpUrl: settings.SMTP_URL,
    from: async () => `${(await currentFacts()).brand.name} <${settings.MAIL_FROM}>`,
    mailDir: configuredMailDir(),
  })
}

function escapeHtml(value: string) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * One mail's words as a plain-text part and an HTML part; every value is escaped in the HTML. A field the
 * visitor left empty is left out: the reader sees what was given, not a list of dashes.
 */
export function renderMail({
  subject,
  greeting,
  heading,
  paragraphs = [],
  fields = [],
  links: given = [],
  closing = [],
}: MailContent) {
  const links = given.flatMap((link) => ('url' in link ? [link] : []))
  const shown = fields
    .filter(({ value }) => value !== null && value !== undefined && value !== '')
    .map(({ label, value }) => ({ label, value: String(value) }))
  const text = [
    greeting,
    heading,
    ...paragraphs,
    shown
      .map(({ label, value }) => (value.includes('\n') ? `${label}:\n${indent(value)}` : `${label}: ${value}`))
      .join('\n'),
    ...links.map(({ label, url }) => `${label}:\n${url}`),
    closing.join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n')
  const rows = shown
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html = [
    greeting ? `<p>${escapeHtml(greeting)}</p>` : '',
    heading ? `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>` : '',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    rows ? `<table cellspacing="0">${rows}</table>` : '',
    ...links.map(
      ({ label, url }) => `<p>${escapeHtml(label)}:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    ),
    closing.length ? `<p>${closing.map(closingLine).join('<br>')}</p>` : '',
  ].join('')
  return {
    subject,
    text,
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111">${html}</body></html>`,
  }
}

// A closing line is our own words, and may end in an address (our WhatsApp chat's): that part is a link, as in
// the text part a mail reader makes it one.
function closingLine(line: string) {
  const address = /^(.*?)(https:\/\/\S+)$/.exec(line)
  if (!address) return escapeHtml(line)
  return `${escapeHtml(address[1])}<a href="${escapeHtml(address[2])}">${escapeHtml(address[2])}</a>`
}

function indent(value: string) {
  return value
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')
}
