import { robotsTxt } from '~/server/sitemap.server'
import { config } from '~/server/config.server'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'public', scripts: false } satisfies PageHandle

export function loader() {
  return new Response(robotsTxt(config().SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
