import { site } from '~/content/site'
import { pageMeta } from '~/pages/seo'

/** The title of a console page; no console page is ever indexed. */
export function consoleMeta(title: string) {
  return [{ title: `${title} | ${site.brand} console` }, { name: 'robots', content: 'noindex, nofollow' }]
}

/** A signed-in member's own page (profile, settings) in the site's chrome: never indexed. */
export function staffPageMeta(title: string, description: string) {
  return [...pageMeta({ title, description }), { name: 'robots', content: 'noindex' }]
}

/** A page personal to one signed-in member: never stored by a browser cache or a proxy. */
export function privatePageHeaders() {
  return { 'Cache-Control': 'private, no-store' }
}
