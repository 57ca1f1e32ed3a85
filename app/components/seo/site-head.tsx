import { createContext, useContext, useState } from 'react'
import { useLocation, useMatches } from 'react-router'
import type { Site } from '~/content/site-of'
import type { PageHandle } from '~/pages/page-handle'
import { type ShareImage, absoluteUrl, defaultShareImage, withoutTrailingSlash } from '~/pages/seo'
import { type SitePage, isPageHandle, isStaffAddress } from '~/pages/site-pages'

// Every page of the site, which the server knows (app/entry.server.tsx); the browser knows the routes it matched.
const SitePages = createContext<SitePage[] | null>(null)

export const SitePagesProvider = SitePages.Provider

// The page's structured data as the server wrote it (app/entry.server.tsx, from ./structured-data.ts), so that
// neither it nor the package list it reads is in the browser's scripts.
const StructuredDataText = createContext('')

export const StructuredDataProvider = StructuredDataText.Provider

/**
 * The page the server is answering, as its route's handle says, for the server's own work on it: its handle,
 * whether it is staff's and its canonical address.
 */
export function shownPage(pages: SitePage[], pathname: string, leafHandle: unknown) {
  const handle: PageHandle | undefined = isPageHandle(leafHandle) ? leafHandle : undefined
  return {
    handle,
    staff: isStaffAddress(pages, pathname),
    canonical: handle?.canonical ?? withoutTrailingSlash(pathname),
  }
}

/**
 * The page being shown, as its route's handle says: whether it is staff's, its canonical address, and its own
 * handle and data. On the server an address no page answers below a staff page (/console/nothing) is staff's
 * too; such a page is never hydrated (the not-found page runs no script), so the browser need not know it.
 */
function useShownPage() {
  const pages = useContext(SitePages)
  const { pathname } = useLocation()
  const leaf = useMatches().at(-1)
  const handle: PageHandle | undefined = isPageHandle(leaf?.handle) ? leaf.handle : undefined
  return {
    pathname,
    handle,
    loaderData: leaf?.loaderData,
    staff: pages ? isStaffAddress(pages, pathname) : handle?.audience === 'staff',
    canonical: handle?.canonical ?? withoutTrailingSlash(pathname),
  }
}

/**
 * The head tags every page shares and that need the site's public address: canonical URL, Open Graph and
 * Twitter card basics with our share image, noindex on staff pages, and the page's structured data.
 */
export function SiteHead({ siteUrl, site }: { siteUrl: string | undefined; site: Site | undefined }) {
  const page = useShownPage()
  if (!siteUrl || !site) return null
  const own = page.handle?.seo?.(page.loaderData) ?? {}
  const noindex = page.staff || own.noindex === true
  const image: ShareImage = own.image ?? defaultShareImage(site)
  const imageUrl = absoluteUrl(siteUrl, image.url)
  const url = absoluteUrl(siteUrl, page.canonical)
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
  const { pathname } = useLocation()
  const serverText = useContext(StructuredDataText)
  const [written] = useState(() => ({
    pathname,
    text: import.meta.env.SSR ? serverText : (document.getElementById(structuredDataId)?.textContent ?? ''),
  }))
  if (!written.text || written.pathname !== pathname) return null
  return (
    <div hidden>
      <script id={structuredDataId} type="application/ld+json" dangerouslySetInnerHTML={{ __html: written.text }} />
    </div>
  )
}
