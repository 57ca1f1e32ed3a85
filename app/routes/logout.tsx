import { redirect } from 'react-router'
import { endSession, verifySameOrigin } from '~/server/auth.server'
import type { Route } from './+types/logout'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: false } satisfies PageHandle

// Signing out changes state, so it is a POST (from the avatar menu); a plain visit just goes home.
export function loader() {
  throw redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
  verifySameOrigin(request)
  throw redirect('/', { headers: { 'Set-Cookie': await endSession(request) } })
}
