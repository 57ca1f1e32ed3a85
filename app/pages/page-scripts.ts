import { useMatches } from 'react-router'
import { isPageHandle } from './site-pages'

/**
 * Whether this page loads the site's scripts and hydrates: yes unless every matched route's handle says
 * `scripts: false` (app/pages/page-handle.ts). Decided on the server; in the browser the page has hydrated (or it would
 * not be running this code), so the answer stays yes after the visitor moves on to a page that would not have
 * needed them.
 */
export function usePageScripts() {
  const matches = useMatches()
  return !import.meta.env.SSR || !matches.every((match) => isPageHandle(match.handle) && !match.handle.scripts)
}
