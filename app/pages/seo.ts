import type { Site } from '../content/site-of'
import { isRecord } from '../is-record'

// What search engines and link previews read. A page's own words (title, description, type) come from its
// `meta` through `pageMeta`; everything that needs the site's address (canonical URL, Open Graph URL and
// image, structured data) is added once by the document shell (`SiteHead`), so every page has it. The
// structured data itself is in app/components/seo/structured-data.ts, kept out of the browser's bundle.

type PageMeta = {
  title: string
  description: string
  /** `article` for blog posts; `website` otherwise. */
  type?: 'website' | 'article'
}

/** The routes matched, as a `meta` function is given them: the root's data is the first. */
export type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[]

/**
 * Who we are, as the root's loader read the business's facts for this page; none where the root's data is missing
 * (an error page drawn before it).
 */
export function siteIn(matches: MetaMatches): Site | undefined {
  const data = matches.find((match) => match?.id === 'root')?.loaderData
  return isRecord(data) && isRecord(data.site) ? (data.site as Site) : undefined
}

/** A title followed by the brand as the business saved it: 'About Us | ReelCraft'. */
export function titleWithBrand(title: string, brand: string | undefined) {
  return !brand || title === brand ? title : `${title} | ${brand}`
}

/** The title and description of one page; every page has its own. The brand is the business's as it stands. */
export function pageMeta({ title, description: written, type = 'website' }: PageMeta, matches: MetaMatches) {
  // A description is read as one line: a CMS's excerpt may carry the line breaks of its paragraphs.
  const description = written.replace(/\s+/g, ' ').trim()
  return [
    { title: titleWithBrand(title, siteIn(matches)?.brand) },
    { name: 'description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ]
}

export type ShareImage = { url: string; width?: number; height?: number; alt: string }

/**
 * The picture a shared link shows, drawn for this site (public/og/reelcraft.png, 1200 × 630), through the image
 * endpoint as every share image is (`shareImage` in image-urls.ts), with the version of its bytes so that the
 * answer is kept for good. Its address is written out rather than built, so every page's code stays without
 * the endpoint's address builder; a test checks it against the file (change the picture, change the version).
 */
export const defaultShareImagePath = '/img/1200/og/reelcraft.png?v=5ab1bfa5d1ce&format=jpeg'

/** The default share picture, described with the brand as it stands. */
export function defaultShareImage(site: Pick<Site, 'brand' | 'tagline'>): Required<ShareImage> {
  return {
    url: defaultShareImagePath,
    width: 1200,
    height: 630,
    alt: `${site.brand}: ${site.tagline}`,
  }
}

/** An address without trailing slashes: '/contact/' is '/contact'. */
export function withoutTrailingSlash(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export function absoluteUrl(siteUrl: string, path: string) {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`
}

export type JsonLd = Record<string, unknown>

/** JSON for a `<script type="application/ld+json">`, safe inside HTML (no `</script>` can close it). */
export function jsonLdText(data: JsonLd | JsonLd[]) {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
