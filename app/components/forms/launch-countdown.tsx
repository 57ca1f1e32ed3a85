import { Countdown } from './countdown'

/** The countdown to the launch the site's configuration names (`launchAt`); without one, it has already come. */
export function LaunchCountdown({ serverNow, launchAt }: { serverNow: number; launchAt: string | null }) {
  return <Countdown launchAt={launchAt ?? new Date(serverNow).toISOString()} serverNow={serverNow} />
}
