import { redirect } from 'react-router'
import type { Route } from './+types/settings'

// Staff-only page: until staff accounts exist, everyone is sent to sign in first.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  throw redirect(`/sign-in?redirectTo=${encodeURIComponent(url.pathname)}`)
}
