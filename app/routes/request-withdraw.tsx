import { ConfirmEnding, RequestErrorBoundary, requestHeaders } from '~/components/sections/request-page'
import { useSite } from '~/components/layout/use-site'
import { requestPageWords } from '~/content/request-page'
import { pageMeta, siteIn } from '~/pages/seo'
import { clientAddress } from '~/server/auth.server'
import { mayBeWithdrawn, withdrawByCustomer } from '~/leads/requests/withdrawal.server'
import { endOnRequestPage, requestOrNotShown, requestView } from '~/leads/requests/requests.server'
import type { Route } from './+types/request-withdraw'

// Where a customer confirms that they withdraw a request that is not a booking (docs/decisions/0096): what it
// means, then one button that withdraws it, and a way back that keeps it.

export { handle } from '~/components/sections/request-page'

export const headers = requestHeaders('same-origin')

export async function loader({ params, context }: Route.LoaderArgs) {
  const now = new Date()
  const opening = await requestOrNotShown(params.token, clientAddress(context))
  const { label, reference } = await requestView(opening, now)
  return { label, reference, withdrawable: mayBeWithdrawn(opening) }
}

export function meta({ data: view, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  if (!site) return []
  const words = requestPageWords(site)
  return pageMeta(
    {
      title: view ? `${words.withdraw.confirmHeading} ${view.reference}` : words.notFoundTitle,
      description: words.description,
    },
    matches,
  )
}

export async function action({ params, context }: Route.ActionArgs) {
  return endOnRequestPage(params.token, clientAddress(context), 'withdrawn', withdrawByCustomer)
}

export default function WithdrawRequest({ loaderData: view, actionData, params }: Route.ComponentProps) {
  const words = requestPageWords(useSite())
  const refused = actionData?.refused ?? (view.withdrawable ? null : words.withdraw.refused)
  return (
    <ConfirmEnding
      words={words.withdraw}
      headingId="withdraw-heading"
      text={words.withdraw.confirmText}
      lead={words.title(view.label, view.reference)}
      refused={refused}
      token={params.token}
    />
  )
}

export const ErrorBoundary = RequestErrorBoundary
