import { useMatches } from 'react-router'

/**
 * What a route says in its `handle` about running code in the browser. `hydrate: false` means its part of the
 * page works as plain HTML and CSS: links, forms that post, the browser's own popovers. A route that says
 * nothing needs its scripts, so a page that forgets to say keeps working.
 */
export type ScriptsHandle = { hydrate: false }

export const noScripts: ScriptsHandle = { hydrate: false }

function declaresNoScripts(handle: unknown) {
  return typeof handle === 'object' && handle !== null && (handle as Partial<ScriptsHandle>).hydrate === false
}

/**
 * Whether this page loads the site's scripts and hydrates: yes unless every matched route has declared that
 * it needs none. Decided on the server; in the browser the page has hydrated (or it would not be running this
 * code), so the answer stays yes after the visitor moves on to a page that would not have needed them.
 */
export function usePageScripts() {
  const matches = useMatches()
  return !import.meta.env.SSR || !matches.every((match) => declaresNoScripts(match.handle))
}
