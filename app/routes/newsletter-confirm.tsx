import { LinkOutcome } from '~/components/sections/link-outcome'
import { PageHero } from '~/components/sections/page-hero'
import { confirmPage } from '~/content/mailing-lists'
import { noScripts } from '~/page-scripts'
import { confirmSubscription } from '~/server/mailing-lists.server'
import { pageMeta } from '~/seo'
import type { Route } from './+types/newsletter-confirm'

export const handle = { ...noScripts, seo: () => ({ noindex: true }) }

export const meta = () => pageMeta({ title: confirmPage.title, description: confirmPage.lead })

export const headers = () => ({ 'Cache-Control': 'no-store' })

// Opening the link shows a button, and pressing it confirms: a mail scanner that opens every link must not
// subscribe anyone.
export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { outcome: await confirmSubscription(token) }
}

export default function NewsletterConfirmPage({ actionData }: Route.ComponentProps) {
  const confirmed = actionData?.outcome === 'confirmed'
  const outcome = actionData ? (confirmed ? confirmPage.confirmed : confirmPage.invalid) : null
  return (
    <PageHero title={confirmPage.title} lead={outcome ? undefined : confirmPage.lead}>
      <LinkOutcome outcome={outcome} tone={confirmed ? 'success' : 'error'} button={confirmPage.button} />
    </PageHero>
  )
}
