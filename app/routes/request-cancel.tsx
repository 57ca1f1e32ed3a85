import { ConfirmEnding, RequestErrorBoundary, requestHeaders } from '~/components/sections/request-page'
import { useSite } from '~/components/layout/use-site'
import { requestPageWords } from '~/content/request-page'
import { pageMeta, siteIn } from '~/pages/seo'
import { clientAddress } from '~/server/auth.server'
import { cancelByCustomer } from '~/leads/bookings/cancellation.server'
import { endOnRequestPage, requestOrNotShown, requestView } from '~/leads/requests/requests.server'
import type { Route } from './+types/request-cancel'

// Where a customer confirms that they cancel their booking (docs/decisions/0082): the refund the terms give,
// then one button that cancels, and a way back that keeps it.

export { handle } from '~/components/sections/request-page'

export const headers = requestHeaders('same-origin')

export async function loader({ params, context }: Route.LoaderArgs) {
  const { label, reference, changeable, refund } = await requestView(
    await requestOrNotShown(params.token, clientAddress(context)),
    new Date(),
  )
  return { label, reference, changeable, refund }
}

export function meta({ data: view, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  if (!site) return []
  const words = requestPageWords(site)
  return pageMeta(
    {
      title: view ? `${words.cancel.confirmHeading} ${view.reference}` : words.notFoundTitle,
      description: words.description,
    },
    matches,
  )
}

export async function action({ params, context }: Route.ActionArgs) {
  return endOnRequestPage(params.token, clientAddress(context), 'cancelled', cancelByCustomer)
}

export default function CancelRequest({ loaderData: view, actionData, params }: Route.ComponentProps) {
  const words = requestPageWords(useSite())
  const refused = actionData?.refused ?? (view.changeable ? null : words.cancel.refused)
  return (
    <ConfirmEnding
      words={words.cancel}
      headingId="cancel-heading"
      text={view.refund}
      lead={words.title(view.label, view.reference)}
      refused={refused}
      token={params.token}
    />
  )
}

export const ErrorBoundary = RequestErrorBoundary
