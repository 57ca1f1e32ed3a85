import { Link } from 'react-router'
import { LaunchCountdown } from '~/components/forms/launch-countdown'
import { useSite } from '~/components/layout/use-site'
import { bookingStory } from '~/content/journey'

/** What is coming soon, how to book until then, and the countdown to the launch. */
export function ComingSoonNotice({ serverNow, launchAt }: { serverNow: number; launchAt: string | null }) {
  const words = bookingStory.comingSoonPage
  const { stillToCome } = useSite()
  return (
    <>
      <p className="mt-5 max-w-2xl text-lg text-muted">{stillToCome.lead}</p>
      <p className="mt-4 max-w-2xl text-lg">
        {words.meanwhile}{' '}
        <Link to="/book" className="text-accent underline underline-offset-2">
          {words.requestLink}
        </Link>
      </p>
      <div className="mt-10">
        <LaunchCountdown serverNow={serverNow} launchAt={launchAt} />
      </div>
    </>
  )
}
