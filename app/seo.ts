import { site } from './content/site'

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

/** The title and description of one page; every page has its own. */
export function pageMeta({ title, description, type = 'website' }: PageMeta) {
  return [
    { title: title === site.brand ? title : `${title} | ${site.brand}` },
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
export const defaultShareImage: Required<ShareImage> = {
  url: '/img/1200/og/reelcraft.png?v=5ab1bfa5d1ce&format=jpeg',
  width: 1200,
  height: 630,
  alt: `${site.brand}: ${site.tagline}`,
}

/**
 * What a route may tell the document shell about itself through its `handle`: a share image of its own
 * (a blog post's cover) or that it must not be indexed (a post that does not exist).
 */
export type SeoHandle = {
  seo: (data: unknown) => { image?: ShareImage; noindex?: boolean }
}

// Pages for staff only: never in the sitemap, always marked noindex.
const staffPaths = ['/sign-in', '/profile', '/settings', '/admin', '/logout']

export function isStaffPath(pathname: string) {
  return staffPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`))
}

// Pages a link in our mail opens, for the one person it was sent to: never in the sitemap, marked noindex by
// their own routes.
const mailLinkPaths = ['/newsletter/confirm', '/waitlist/rejoin', '/unsubscribe']

export function isMailLinkPath(pathname: string) {
  return mailLinkPaths.includes(pathname)
}

// The same page under a second address names its main address as canonical.
const canonicalPaths: Record<string, string> = { '/landing': '/' }

export function canonicalPath(pathname: string) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return canonicalPaths[trimmed] ?? trimmed
}

export function absoluteUrl(siteUrl: string, path: string) {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`
}

export type JsonLd = Record<string, unknown>

/** JSON for a `<script type="application/ld+json">`, safe inside HTML (no `</script>` can close it). */
export function jsonLdText(data: JsonLd | JsonLd[]) {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
