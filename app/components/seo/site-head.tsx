import { useState } from 'react'
import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { site } from '~/content/site'
import type { loader as rootLoader } from '~/root'
import {
  type SeoHandle,
  type ShareImage,
  absoluteUrl,
  canonicalPath,
  defaultShareImage,
  isStaffPath,
  jsonLdText,
} from '~/seo'
import { structuredDataFor } from './structured-data'

function isSeoHandle(handle: unknown): handle is SeoHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as SeoHandle).seo === 'function'
}

/**
 * The head tags every page shares and that need the site's public address: canonical URL, Open Graph and
 * Twitter card basics with our share image, noindex on staff pages, and the page's structured data.
 */
export function SiteHead() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const { pathname } = useLocation()
  const matches = useMatches()
  if (!root) return null
  const siteUrl = root.config.siteUrl
  const leaf = matches.at(-1)
  const own = leaf && isSeoHandle(leaf.handle) ? leaf.handle.seo(leaf.loaderData) : {}
  const noindex = isStaffPath(pathname) || own.noindex === true
  const image: ShareImage = own.image ?? defaultShareImage
  const imageUrl = absoluteUrl(siteUrl, image.url)
  const url = absoluteUrl(siteUrl, canonicalPath(pathname))
  return (
    <>
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  )
}

const structuredDataId = 'structured-data'

/**
 * The page's structured data, written by the server. The browser keeps the server's text for the page it was
 * written for (and drops it after navigating away; crawlers read the server's HTML), so the structured data
 * and the package list it reads never ship to the browser. It sits in the body, in an element of its own:
 * React's hydration passes over scripts placed directly in <head> or <body> (browser extensions add such
 * scripts), so one there would be rendered a second time in the browser.
 */
export function SiteStructuredData() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const { pathname } = useLocation()
  const [written] = useState(() => ({
    pathname,
    text: import.meta.env.SSR
      ? root && !isStaffPath(pathname)
        ? jsonLdText(structuredDataFor(root.config.siteUrl, pathname))
        : ''
      : (document.getElementById(structuredDataId)?.textContent ?? ''),
  }))
  if (!written.text || written.pathname !== pathname) return null
  return (
    <div hidden>
      <script id={structuredDataId} type="application/ld+json" dangerouslySetInnerHTML={{ __html: written.text }} />
    </div>
  )
}
