import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { site } from '~/content/site'
import { config } from './config.server'

// One sendMail() behind the outbox: SMTP when SMTP_URL is set, otherwise each message is written as an .eml
// file under DATA_DIR/mail/ so mail can be read without a mail server.

export type MailMessage = {
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html: string
}

export type Mailer = {
  send: (message: MailMessage) => Promise<void>
  close: () => void
}

type MailerOptions = { smtpUrl?: string; from: string; mailDir: string }

export function createMailer({ smtpUrl, from, mailDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    return {
      send: async (message) => {
        await transport.sendMail({ from, ...withoutEmptyReplyTo(message) })
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from, ...withoutEmptyReplyTo(message) })
      await fs.mkdir(mailDir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`
      await fs.writeFile(path.join(mailDir, name), info.message as Buffer)
    },
    close: () => transport.close(),
  }
}

function withoutEmptyReplyTo({ replyTo, ...message }: MailMessage) {
  return replyTo ? { ...message, replyTo } : message
}

/** The mailer the configuration asks for. */
export function configuredMailer() {
  const settings = config()
  return createMailer({
    smtpUrl: settings.SMTP_URL,
    from: `${site.brand} <${settings.MAIL_FROM}>`,
    mailDir: path.join(settings.DATA_DIR, 'mail'),
  })
}

export function escapeHtml(value: string) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export type MailField = { label: string; value: string | number | null | undefined }

/** The team's notification for one lead: every field, as readable text and as a simple HTML table. */
export function leadNotification({
  heading,
  fields,
  reference,
}: {
  heading: string
  fields: MailField[]
  reference: string
}) {
  const shown = fields.map(({ label, value }) => ({ label, value: value === null || value === undefined ? '—' : String(value) }))
  const text = [
    heading,
    '',
    ...shown.map(({ label, value }) => (value.includes('\n') ? `${label}:\n${indent(value)}` : `${label}: ${value}`)),
    '',
    `Reference: ${reference}`,
  ].join('\n')
  const rows = shown
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html = page(
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1><table cellspacing="0">${rows}</table><p style="color:#666">Reference: ${escapeHtml(reference)}</p>`,
  )
  return { text, html }
}

/** A short note to the visitor: their request arrived and what happens next. */
export function visitorConfirmation({ greetingName, paragraphs }: { greetingName?: string; paragraphs: string[] }) {
  const greeting = greetingName ? `Hello ${greetingName},` : 'Hello,'
  const signature = `The ${site.brand} team`
  const contact = `${site.email} · ${site.phone}`
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), signature, contact].join('\n')
  const html = page(
    [
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p>${escapeHtml(signature)}<br>${escapeHtml(contact)}</p>`,
    ].join(''),
  )
  return { text, html }
}

function indent(value: string) {
  return value
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')
}

function page(body: string) {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111">${body}</body></html>`
}
