import { LinkOutcome } from '~/components/sections/link-outcome'
import { PageHero } from '~/components/sections/page-hero'
import { unsubscribePage } from '~/content/mailing-lists'
import { noScripts } from '~/page-scripts'
import { unsubscribe } from '~/server/mailing-lists.server'
import { pageMeta } from '~/seo'
import type { Route } from './+types/unsubscribe'

export const handle = { ...noScripts, seo: () => ({ noindex: true }) }

export const meta = () => pageMeta({ title: unsubscribePage.title, description: unsubscribePage.lead })

export const headers = () => ({ 'Cache-Control': 'no-store' })

// Opening the link shows a button: mail scanners open links, and must not unsubscribe anyone. The button, and a
// mail client's one-click POST (RFC 8058, to the same address with its token), unsubscribe.
export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { outcome: await unsubscribe(token) }
}

export default function UnsubscribePage({ actionData }: Route.ComponentProps) {
  const done = actionData?.outcome === 'done'
  const outcome = actionData ? (done ? unsubscribePage.done : unsubscribePage.invalid) : null
  return (
    <PageHero title={unsubscribePage.title} lead={outcome ? undefined : unsubscribePage.lead}>
      <LinkOutcome outcome={outcome} tone={done ? 'success' : 'error'} button={unsubscribePage.button} />
    </PageHero>
  )
}
