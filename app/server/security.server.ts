import crypto from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'

type Options = { dev: boolean; analyticsScriptUrl?: string }

export type ContentSecurityPolicy = (scriptSources: string[]) => string

/**
 * The Content-Security-Policy for the given script sources (a nonce, or the hashes of a cached page's inline
 * scripts): scripts never 'unsafe-inline', the page may not be framed, nothing is loaded from another host
 * except an analytics script the operator configured (loaded only after the visitor allows it). Pictures from
 * a CMS come through our own image endpoint, so images too are our own origin's only.
 */
export function contentSecurityPolicy({ dev, analyticsScriptUrl }: Options): ContentSecurityPolicy {
  const analyticsOrigin = analyticsScriptUrl ? ` ${new URL(analyticsScriptUrl).origin}` : ''
  return (scriptSources) =>
    [
      "default-src 'self'",
      `script-src 'self' ${scriptSources.join(' ')}${analyticsOrigin}`,
      // React sets style attributes and the toaster injects a style element: styles may be inline,
      // scripts may not.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self'",
      "media-src 'self' blob:",
      "font-src 'self'",
      `connect-src 'self'${analyticsOrigin}${dev ? ' ws: wss:' : ''}`,
      "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ')
}

// Answers that are not pages (files, JSON) may not run or embed anything; pages get their own policy below.
const restrictivePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

// A year, and every subdomain: once a browser has seen the site over HTTPS it never tries plain HTTP again.
const strictTransportSecurity = 'max-age=31536000; includeSubDomains'

/** Security headers for every answer, set in this one place. */
export function securityHeaders({ dev, siteUrl }: { dev: boolean; siteUrl: string }) {
  const https = siteUrl.startsWith('https://')
  return (_req: Request, res: Response, next: NextFunction) => {
    if (!dev) res.setHeader('Content-Security-Policy', restrictivePolicy)
    if (https) res.setHeader('Strict-Transport-Security', strictTransportSecurity)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()')
    next()
  }
}

/** How an answer rendered for a signed-in member of staff may be kept: by no cache, the browser's included. */
export const privateAnswer = 'private, no-store'

/**
 * Every answer rendered for a browser that carries a staff session (console pages, public pages with the member's
 * name in the top bar, their `.data`, exports, avatars, errors) is `Cache-Control: private, no-store`, whatever
 * its route said: it may hold the member's name and address or the leads. The header is forced where headers are
 * set, as the compression middleware edits its own, because React Router appends each route's headers to the
 * answer after this has run. Mounted in front of the pages only, so files and pictures, alike for everyone, stay
 * cacheable.
 */
export function privateWhenSignedIn(carriesSession: (cookieHeader: string | undefined) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (carriesSession(req.headers.cookie)) {
      const setHeader = res.setHeader.bind(res)
      res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? privateAnswer : value)
      res.setHeader('Cache-Control', privateAnswer)
    }
    next()
  }
}

/**
 * A fresh nonce for a page rendered for this request, with the policy that lets only scripts carrying it
 * run. Made only for rendered pages, so files and cached pages do not pay for it.
 */
export function pageNonce(options: Options) {
  const policy = contentSecurityPolicy(options)
  return (res: Response) => {
    const nonce = crypto.randomBytes(16).toString('base64')
    if (!options.dev) res.setHeader('Content-Security-Policy', policy([`'nonce-${nonce}'`]))
    return nonce
  }
}
