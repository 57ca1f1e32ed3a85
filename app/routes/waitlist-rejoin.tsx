import { LinkOutcome } from '~/components/sections/link-outcome'
import { PageHero } from '~/components/sections/page-hero'
import { rejoinPage } from '~/content/mailing-lists'
import { noScripts } from '~/page-scripts'
import { rejoinWaitlist } from '~/server/mailing-lists.server'
import { pageMeta } from '~/seo'
import type { Route } from './+types/waitlist-rejoin'

export const handle = { ...noScripts, seo: () => ({ noindex: true }) }

export const meta = () => pageMeta({ title: rejoinPage.title, description: rejoinPage.lead })

export const headers = () => ({ 'Cache-Control': 'no-store' })

// Opening the link shows a button, and pressing it takes the place back: a mail scanner that opens every link
// must not undo anyone's unsubscribe.
export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { outcome: await rejoinWaitlist(token) }
}

export default function WaitlistRejoinPage({ actionData }: Route.ComponentProps) {
  const rejoined = actionData?.outcome === 'rejoined'
  const outcome = actionData ? (rejoined ? rejoinPage.rejoined : rejoinPage.invalid) : null
  return (
    <PageHero title={rejoinPage.title} lead={outcome ? undefined : rejoinPage.lead}>
      <LinkOutcome outcome={outcome} tone={rejoined ? 'success' : 'error'} button={rejoinPage.button} />
    </PageHero>
  )
}
