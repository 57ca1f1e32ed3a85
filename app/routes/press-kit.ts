import { pressKitFileName, pressKitHtml } from '~/content/press-kit'
import { siteOf } from '~/content/site'
import type { PageHandle } from '~/pages/page-handle'
import { currentFacts } from '~/server/facts-store.server'

export const handle = {
  audience: 'public',
  scripts: false,
  facts: ['brand', 'company', 'email', 'phone', 'address', 'figures', 'funding', 'patent', 'team'],
} satisfies PageHandle

// The press kit (app/content/press-kit.ts), downloaded as one self-contained HTML file, with the facts as they
// stand.
export async function loader() {
  const site = siteOf(await currentFacts())
  return new Response(pressKitHtml(site), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${pressKitFileName(site)}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
