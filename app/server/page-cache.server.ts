import crypto from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { type ServerBuild, createRequestHandler, matchPath } from 'react-router'
import { type SitePage, addressPattern, addressablePages, sitePages } from '~/pages/site-pages'
import { sessionCookieName } from './session-cookie.server'
import { boundedCache } from './caches.server'
import { type Consent, consentCookieName, consentFrom } from './consent.server'
import { logger } from './logger.server'
import { blogLifetimeMs } from './blog/blog.server'
import { contentVersions, pageSources } from './page-sources.server'
import { compress, preferredEncoding } from './precompressed.server'
import type { ContentSecurityPolicy } from './security.server'
import type { Signals } from './signals.server'

// Pages whose HTML is the same for every visitor who is not signed in and has given the same answer to the
// cookie banner: rendered once per answer (none yet, allowed, rejected; never per visitor), kept in memory with
// their brotli and gzip forms (static pages for ten minutes, the blog for a minute), and served like static
// files. Their inline scripts are allowed by hash instead of a per-request nonce, so the cached bytes never
// change. Signed-in staff (their name is in the top bar), query strings (a form's result) and everything else
// go through the renderer as before. A page is kept when its handle says `cached: true` (app/pages/page-handle.ts).

const staticLifetimeMs = 10 * 60_000
// The blog changes when the CMS does: its pages are kept per version of the list of posts, and no longer than
// the blog keeps the CMS's answer.

/** The pages that may be kept, each with the addresses it answers. */
function keptPages(pages: SitePage[]) {
  return addressablePages(pages)
    .filter((page) => page.handle.cached)
    .map((page) => ({ page, answers: addressPattern(page) }))
}

/** How long a kept page lives. */
function cacheLifetime(page: SitePage) {
  return page.handle.changesWith === 'blog' ? blogLifetimeMs : staticLifetimeMs
}

type CachedPage = { html: Buffer; br: Buffer; gzip: Buffer; csp: string; etag: string }

type PageToRender = { path: string; consent: Consent | null }

type Options = {
  build: Promise<ServerBuild>
  policy: ContentSecurityPolicy
  /** The site's public address: every page is rendered for it, whatever Host a request names. */
  siteUrl: string
  /** What tells every instance that what a kind of page shows has changed. */
  signals: Signals
}

/** The hashes of a page's inline scripts, as Content-Security-Policy sources. */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || body === '') continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes]
}

export function pageCache({ build, policy, siteUrl, signals }: Options) {
  const render = build.then((loaded) => createRequestHandler(loaded, 'production'))
  const kept = build.then((loaded) => keptPages(sitePages(loaded.routes)))

  async function renderPage(path: string, consent: Consent | null): Promise<CachedPage | undefined> {
    const url = new URL(siteUrl)
    url.pathname = path
    // Rendered as a crawler sees it, so the whole document arrives at once rather than streamed.
    const headers = new Headers({ 'user-agent': 'ReelCraft page cache (bot)', accept: 'text/html' })
    if (consent) headers.set('cookie', `${consentCookieName}=${consent}`)
    const response = await (await render)(new Request(url, { headers }), { nonce: '', clientAddress: '' })
    // Only pages that exist are kept: a path that is not found costs nothing here.
    if (response.status !== 200 || response.headers.has('set-cookie')) return undefined
    const text = await response.text()
    const html = Buffer.from(text)
    const [br, gzip] = await Promise.all([compress(html, 'br'), compress(html, 'gzip')])
    return {
      html,
      br,
      gzip,
      csp: policy(inlineScriptHashes(text)),
      etag: `"${crypto.createHash('sha1').update(html).digest('base64url')}"`,
    }
  }

  // Concurrent requests for a page share one render; an expired page is rendered again before it is served.
  const pages = boundedCache<string, CachedPage, PageToRender>('pages', {
    max: 500,
    maxSize: 64 * 1024 * 1024,
    ttl: staticLifetimeMs,
    sizeCalculation: (page) => page.html.length + page.br.length + page.gzip.length,
    fetchMethod: (_key, _stale, { context: { path, consent } }) =>
      renderPage(path, consent).catch((error: unknown) => {
        logger.error({ err: error, path }, 'page could not be cached')
        return undefined
      }),
  })

  // Told that the blog changed, the pages that show it start a new generation: a page kept from before is never
  // served again, though the list's version may not show the change (a tag renamed), and ages out of the cache.
  const generation = { blog: 0, facts: 0 }
  signals.on('blog', () => {
    generation.blog += 1
  })
  // Every page shows some of the business's facts (the chrome shows the brand and WhatsApp): told that they
  // changed, every kept page starts a new generation, and the next visitor's copy is rendered with the new facts.
  signals.on('facts', () => {
    generation.facts += 1
  })

  return async (req: Request, res: Response, next: NextFunction) => {
    const signedIn = (req.headers.cookie ?? '').includes(`${sessionCookieName()}=`)
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.includes('?') || signedIn) return next()
    try {
      const cached = (await kept).find(({ answers }) => answers.test(req.path))?.page
      if (!cached) return next()
      // A post that does not exist is left to the ordinary renderer: one render, and nothing kept.
      const { source, changesWith = 'build' } = cached.handle
      const params = matchPath(cached.path, req.path)?.params ?? {}
      // A source that cannot say (the CMS is down) leaves the page to the renderer too, which says why.
      if (source && !(await pageSources[source].has(params).catch(() => false))) return next()
      const version =
        changesWith === 'build' ? '' : ` ${await contentVersions[changesWith]()} ${generation[changesWith]}`
      const consent = consentFrom(req.headers.cookie)
      const page = await pages.fetch(`${generation.facts} ${consent ?? 'unanswered'} ${req.path}${version}`, {
        ttl: cacheLifetime(cached),
        context: { path: req.path, consent },
      })
      if (!page) return next()
      res.setHeader('Content-Security-Policy', page.csp)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'no-cache')
      res.setHeader('ETag', page.etag)
      res.setHeader('Vary', 'Accept-Encoding, Cookie')
      if (req.headers['if-none-match'] === page.etag) return res.status(304).end()
      const encoding = preferredEncoding(req.headers['accept-encoding'], ['br', 'gzip'])
      if (encoding) res.setHeader('Content-Encoding', encoding)
      const body = encoding ? page[encoding] : page.html
      res.setHeader('Content-Length', body.length)
      return req.method === 'HEAD' ? res.end() : res.end(body)
    } catch (error) {
      next(error)
    }
  }
}
