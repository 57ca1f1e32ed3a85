import crypto from 'node:crypto'
import { pressKitFileName, pressKitHtml } from '~/content/press-kit'
import { siteOf } from '~/content/site'
import type { PageHandle } from '~/pages/page-handle'
import { previewBanner } from '~/server/fact-preview.server'
import { currentFacts } from '~/server/facts-store.server'

export const handle = {
  audience: 'public',
  scripts: false,
  facts: ['brand', 'company', 'email', 'phone', 'address', 'figures', 'funding', 'patent', 'team', 'capabilities'],
} satisfies PageHandle

// The press kit (app/content/press-kit.ts), downloaded as one self-contained HTML file, with the facts as they
// stand. A browser or a shared cache may keep it, but asks again each time (its ETag is its content's), so a
// fact saved in the console is in the next download.
export async function loader({ request }: { request: Request }) {
  const facts = await currentFacts()
  const site = siteOf(facts)
  // An administrator previewing an unsaved change downloads the kit with it, marked as the pages are.
  const html = pressKitHtml(facts, previewBanner())
  const etag = `"${crypto.createHash('sha1').update(html).digest('base64url')}"`
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Disposition': `attachment; filename="${pressKitFileName(site)}"`,
    'Cache-Control': 'no-cache',
    ETag: etag,
  }
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
  return new Response(html, { headers })
}
