import { pressKitFileName, pressKitHtml } from '~/content/press-kit'
import type { PageHandle } from '~/page-handle'

export const handle = {
  audience: 'public',
  scripts: false,
  facts: ['brand', 'company', 'email', 'phone', 'address', 'figures', 'funding', 'patent', 'team'],
} satisfies PageHandle

// The press kit (app/content/press-kit.ts), downloaded as one self-contained HTML file.
export function loader() {
  return new Response(pressKitHtml(), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${pressKitFileName()}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
