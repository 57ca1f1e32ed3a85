import fs from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'

// The mail the e2e server writes as .eml files under its data folder (no SMTP server is configured).

const mailDir = path.join(process.env.E2E_DATA_DIR as string, 'mail')

function decodedText(eml: string) {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The links, under this path of the site, in the mail to this address, once the outbox has written it. */
export async function linkInMailTo(
  address: string,
  pathname: '/newsletter/confirm' | '/waitlist/confirm' | '/unsubscribe',
) {
  let link = ''
  await expect
    .poll(async () => {
      const names = await fs.readdir(mailDir).catch(() => [])
      for (const name of names) {
        const text = decodedText(await fs.readFile(path.join(mailDir, name), 'utf8'))
        if (!new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) continue
        const found = new RegExp(`https?://[^\\s"<>]+${pathname}\\?token=[\\w.-]+`).exec(text)
        if (found) link = found[0]
      }
      return link
    })
    .not.toBe('')
  return new URL(link)
}

/**
 * The text of every mail to this address that contains `text`, once the outbox has written at least one; from
 * the e2e server's mail, or that of a site of the test's own (its data folder's `mail`).
 */
export async function mailsTo(address: string, text: string, folder = mailDir) {
  let found: string[] = []
  await expect
    .poll(async () => {
      const names = await fs.readdir(folder).catch(() => [])
      const texts = await Promise.all(
        names.map(async (name) => decodedText(await fs.readFile(path.join(folder, name), 'utf8'))),
      )
      found = texts.filter(
        (mail) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail) && mail.includes(text),
      )
      return found.length
    })
    .toBeGreaterThan(0)
  return found
}
