import type { NextFunction, Request, Response } from 'express'

// A browser names the page a form was sent from in Origin, and, where it leaves Origin out (older browsers,
// some privacy settings), usually in Referer. A state-changing request that names another site in either
// did not come from one of our pages. The console asks more of its requests (auth.server.ts: an origin must
// be named); this rule covers every form and the API, which clients other than browsers call without either.

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export const crossSiteMessage = 'This request did not come from our site, so it was refused.'

/** The origin of a URL, or null when it is not one. */
export function originOf(url: string | null | undefined) {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** The site's origin a request names: its Origin header, or when that is missing, its Referer's. */
export function namedOrigin(origin: string | null | undefined, referer: string | null | undefined) {
  return origin && origin !== 'null' ? origin : originOf(referer)
}

/**
 * Whether a browser says a form was sent from one of the site's own pages: its Origin, or failing that its
 * Referer, is the site's; or it names no site at all and the browser's `Sec-Fetch-Site` is `same-origin`. A page
 * that sends no referrer (a request's page, docs/decisions/0082) makes the browser send `Origin: null` and no
 * Referer with its own forms; Fetch Metadata still says where the form came from, and no page's script can set
 * it. A sandboxed frame on another site also sends `Origin: null`, but `cross-site` with it.
 */
export function fromOwnPage(headers: Headers, siteUrl: string) {
  const named = namedOrigin(headers.get('origin'), headers.get('referer'))
  if (named !== null) return named === new URL(siteUrl).origin
  return headers.get('sec-fetch-site') === 'same-origin'
}

/**
 * Refuses (403) a state-changing request whose Origin, or failing that Referer, names another site: neither
 * SITE_URL nor the host the request was sent to (a developer may open the site by another of its names).
 */
export function refuseCrossSiteWrites(siteUrl: string) {
  const site = new URL(siteUrl).origin
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next()
    const named = namedOrigin(req.headers.origin, req.headers.referer)
    if (named === null || named === site || named === `${req.protocol}://${req.headers.host}`) return next()
    res.status(403).set('Cache-Control', 'no-store').json({ error: crossSiteMessage })
  }
}
