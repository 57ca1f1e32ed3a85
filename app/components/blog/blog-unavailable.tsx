import { isRouteErrorResponse } from 'react-router'
import { blogWords } from '~/content/blog'
import { PageHero } from '~/components/sections/page-hero'

// What a blog page answers while its posts cannot be had (503, `blogUnavailable` in app/server/blog/blog.server.ts):
// its own words in the site's frame, and the answer's `Retry-After`.

export function headers({ errorHeaders }: { errorHeaders?: Headers }) {
  const retryAfter = errorHeaders?.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter, 'Cache-Control': 'no-store' } : new Headers()
}

export function BlogErrorBoundary({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error) || error.status !== 503) throw error
  return <PageHero title={blogWords.unavailable.title} lead={blogWords.unavailable.lead} />
}
