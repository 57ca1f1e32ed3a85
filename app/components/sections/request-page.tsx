import { isRouteErrorResponse } from 'react-router'
import { requestPage } from '~/content/request-page'
import type { PageHandle } from '~/page-handle'
import { PageHero } from './page-hero'

// What the pages of a customer's request share (docs/decisions/0082): never indexed nor cached, plain HTML, and
// one answer for a wrong token, a request no longer kept and a visitor past the limit.

export const handle = { audience: 'mail link', scripts: false, seo: () => ({ noindex: true }) } satisfies PageHandle

/**
 * The headers of a request's pages. The status page, which holds the links out, sends no referrer at all; the
 * pages with a form send their address to this site only, since under `no-referrer` a browser sends
 * `Origin: null` with a page's own form, which the checks against cross-site forms rightly refuse.
 */
export function requestHeaders(referrerPolicy: 'no-referrer' | 'same-origin') {
  return ({ errorHeaders }: { errorHeaders?: Headers }) => {
    const headers = new Headers({
      'Cache-Control': 'no-store',
      'Referrer-Policy': referrerPolicy,
      'X-Robots-Tag': 'noindex',
    })
    const retryAfter = errorHeaders?.get('Retry-After')
    if (retryAfter) headers.set('Retry-After', retryAfter)
    return headers
  }
}

export function RequestErrorBoundary({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error)) throw error
  if (error.status === 429) return <PageHero title={requestPage.tooManyTitle} lead={requestPage.tooMany} />
  return <PageHero title={requestPage.notFoundTitle} lead={requestPage.notFoundText} />
}
