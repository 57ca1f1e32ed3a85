import { redirect } from 'react-router'
import type { Route } from './+types/console-moved'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: false } satisfies PageHandle

/**
 * The console was at /admin before it took its one name. Staff bookmarks and mails already sent link there, so
 * every such address is sent on for good (301) to the same page under /console, its query kept; the page it
 * lands on checks the session itself.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return redirect(`/console${url.pathname.slice('/admin'.length)}${url.search}`, 301)
}
