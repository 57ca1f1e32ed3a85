import crypto from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'

type Options = { dev: boolean; analyticsScriptUrl?: string; ghostUrl?: string }

/**
 * Security headers for every answer, set in this one place. Scripts run only with the per-request
 * nonce (no 'unsafe-inline'); the page may not be framed; nothing is loaded from another host except an
 * analytics script the operator configured (and the page loads it only after the visitor allows it).
 */
export function securityHeaders({ dev, analyticsScriptUrl, ghostUrl }: Options) {
  const analyticsOrigin = analyticsScriptUrl ? new URL(analyticsScriptUrl).origin : ''
  // Post images of a configured Ghost CMS are served from its own host.
  const ghostOrigin = ghostUrl ? new URL(ghostUrl).origin : ''
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${analyticsOrigin ? ` ${analyticsOrigin}` : ''}`,
      // React sets style attributes and the toaster injects a style element: styles may be inline,
      // scripts may not.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${ghostOrigin ? ` ${ghostOrigin}` : ''}`,
      "media-src 'self' blob:",
      "font-src 'self'",
      `connect-src 'self'${analyticsOrigin ? ` ${analyticsOrigin}` : ''}${dev ? ' ws: wss:' : ''}`,
      "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]
    if (!dev) res.setHeader('Content-Security-Policy', directives.join('; '))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()')
    next()
  }
}
