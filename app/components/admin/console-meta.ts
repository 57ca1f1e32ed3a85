import { site } from '~/content/site'

/** The title of a console page; no console page is ever indexed. */
export function consoleMeta(title: string) {
  return [
    { title: `${title} | ${site.brand} console` },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
