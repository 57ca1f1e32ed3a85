import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import { Countdown } from './countdown'

/** The countdown to the launch the site's configuration names; without one, it has already come. */
export function LaunchCountdown({ serverNow }: { serverNow: number }) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return <Countdown launchAt={root?.config.launchAt ?? new Date(serverNow).toISOString()} serverNow={serverNow} />
}
