import { type MetaMatches, pageMeta, siteIn, titleWithBrand } from '~/pages/seo'

/** The title of a console page; no console page is ever indexed. */
export function consoleMeta(title: string, matches: MetaMatches) {
  const brand = siteIn(matches)?.brand
  return [
    { title: titleWithBrand(title, brand && `${brand} console`) },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

/** A signed-in member's own page (profile, settings) in the site's chrome: never indexed. */
export function staffPageMeta(title: string, description: string, matches: MetaMatches) {
  return [...pageMeta({ title, description }, matches), { name: 'robots', content: 'noindex' }]
}

/** A page personal to one signed-in member: never stored by a browser cache or a proxy. */
export function privatePageHeaders() {
  return { 'Cache-Control': 'private, no-store' }
}
