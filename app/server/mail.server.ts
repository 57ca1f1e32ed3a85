import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { MailContent } from '~/content/lead-mail'
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

function escapeHtml(value: string) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** One mail's words as a plain-text part and an HTML part; every value is escaped in the HTML. */
export function renderMail({ subject, greeting, heading, paragraphs = [], fields = [], closing = [] }: MailContent) {
  const shown = fields.map(({ label, value }) => ({ label, value: value === null || value === undefined ? '—' : String(value) }))
  const text = [
    greeting,
    heading,
    ...paragraphs,
    shown.map(({ label, value }) => (value.includes('\n') ? `${label}:\n${indent(value)}` : `${label}: ${value}`)).join('\n'),
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
    closing.length ? `<p>${closing.map(escapeHtml).join('<br>')}</p>` : '',
  ].join('')
  return {
    subject,
    text,
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111">${html}</body></html>`,
  }
}

function indent(value: string) {
  return value
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')
}
