import { data, redirect } from 'react-router'
import { config } from '~/server/config.server'
import { safeRedirectTarget } from '~/server/redirect-target.server'
import { consentChoice, consentCookie } from '~/server/consent.server'
import { crossSiteMessage, fromOwnPage } from '~/server/same-origin.server'
import type { Route } from './+types/consent'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'public', scripts: false } satisfies PageHandle

// The cookie banner and the cookie policy post the visitor's choice here. A plain visit shows the policy, where
// the choice can be changed.
export function loader() {
  throw redirect('/cookies')
}

export async function action({ request }: Route.ActionArgs) {
  // The banner is on every page, the request's pages among them, whose forms name no origin (fromOwnPage).
  if (!fromOwnPage(request.headers, config().SITE_URL)) throw data({ error: crossSiteMessage }, { status: 403 })
  const form = await request.formData()
  const choice = consentChoice(form.get('choice'))
  if (!choice) throw data(null, { status: 400 })
  const headers = { 'Set-Cookie': consentCookie(choice) }
  // A form posted without JavaScript names the page it came from, which is shown again with the choice applied;
  // the banner's fetcher on a page that runs scripts names none and stays where it is.
  const back = form.get('back')
  if (back !== null) throw redirect(safeRedirectTarget(back, '/'), { status: 303, headers })
  return data({ choice }, { headers })
}
