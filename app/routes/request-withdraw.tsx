import { Form, Link, data, redirect } from 'react-router'
import { PageHero } from '~/components/sections/page-hero'
import { RequestErrorBoundary, requestHeaders } from '~/components/sections/request-page'
import { useSite } from '~/components/layout/use-site'
import { requestPage, requestPageWords } from '~/content/request-page'
import { pageMeta } from '~/seo'
import { clientAddress } from '~/server/auth.server'
import { config } from '~/server/config.server'
import { ConsoleError } from '~/leads/status.server'
import { mayBeWithdrawn, withdrawByCustomer } from '~/leads/requests/withdrawal.server'
import { requestOrNotShown, requestView } from '~/leads/requests/requests.server'
import { RequestChangeError } from '~/leads/requests/updates.server'
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

export const meta = ({ data: view }: Route.MetaArgs) =>
  pageMeta({
    title: view ? `${requestPage.withdraw.confirmHeading} ${view.reference}` : requestPage.notFoundTitle,
    description: requestPage.description,
  })

export async function action({ params, context }: Route.ActionArgs) {
  const opening = await requestOrNotShown(params.token, clientAddress(context))
  const { SITE_URL: siteUrl, TEAM_INBOX: teamInbox } = config()
  try {
    const { mailed } = await withdrawByCustomer(opening, { siteUrl, teamInbox })
    return redirect(`/requests/${params.token}?done=${mailed ? 'withdrawn-mailed' : 'withdrawn'}`, 303)
  } catch (error) {
    if (error instanceof RequestChangeError || error instanceof ConsoleError) {
      return data({ refused: error.message }, { status: 409 })
    }
    throw error
  }
}

export default function WithdrawRequest({ loaderData: view, actionData, params }: Route.ComponentProps) {
  const words = requestPageWords(useSite())
  const refused = actionData?.refused ?? (view.withdrawable ? null : words.withdraw.refused)
  return (
    <>
      <PageHero title={words.withdraw.confirmHeading} lead={words.title(view.label, view.reference)} />
      <div className="container-page grid max-w-3xl gap-6 pb-24">
        {refused ? (
          <p role="status" className="text-red-300">
            {refused}
          </p>
        ) : (
          <section aria-labelledby="withdraw-heading" className="rounded-2xl border border-ink-line p-5">
            <h2 id="withdraw-heading" className="text-xl font-bold">
              {words.withdraw.heading}
            </h2>
            <p className="mt-2 text-muted">{words.withdraw.confirmText}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Form method="post">
                <button type="submit" className="button-primary">
                  {words.withdraw.confirm}
                </button>
              </Form>
              <Link to={`/requests/${params.token}`} className="button-secondary">
                {words.withdraw.keep}
              </Link>
            </div>
          </section>
        )}
        {refused ? (
          <Link
            to={`/requests/${params.token}`}
            className="justify-self-start text-accent underline underline-offset-4"
          >
            {words.change.back}
          </Link>
        ) : null}
      </div>
    </>
  )
}

export const ErrorBoundary = RequestErrorBoundary
