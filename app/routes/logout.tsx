import { redirect } from 'react-router'
import { endSession, verifySameOrigin } from '~/server/auth.server'
import { endedPreviewCookie } from '~/server/fact-preview.server'
import type { Route } from './+types/logout'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: false } satisfies PageHandle

// Signing out changes state, so it is a POST (from the avatar menu); a plain visit just goes home.
export function loader() {
  throw redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
  verifySameOrigin(request)
  const headers = new Headers([
    ['Set-Cookie', await endSession(request)],
    ['Set-Cookie', endedPreviewCookie()],
  ])
  throw redirect('/', { headers })
}
