import { Form, Link, data, redirect } from 'react-router'
import { PageHero } from '~/components/sections/page-hero'
import { RequestErrorBoundary, requestHeaders } from '~/components/sections/request-page'
import { useSite } from '~/components/layout/use-site'
import { requestPage, requestPageWords } from '~/content/request-page'
import { pageMeta } from '~/seo'
import { clientAddress } from '~/server/auth.server'
import { config } from '~/server/config.server'
import { ConsoleError } from '~/leads/status.server'
import { cancelByCustomer } from '~/leads/bookings/cancellation.server'
import { requestOrNotShown, requestView } from '~/leads/requests/requests.server'
import { RequestChangeError } from '~/leads/requests/updates.server'
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

export const meta = ({ data: view }: Route.MetaArgs) =>
  pageMeta({
    title: view ? `${requestPage.cancel.confirmHeading} ${view.reference}` : requestPage.notFoundTitle,
    description: requestPage.description,
  })

export async function action({ params, context }: Route.ActionArgs) {
  const opening = await requestOrNotShown(params.token, clientAddress(context))
  const { SITE_URL: siteUrl, TEAM_INBOX: teamInbox } = config()
  try {
    const { mailed } = await cancelByCustomer(opening, { siteUrl, teamInbox })
    return redirect(`/requests/${params.token}?done=${mailed ? 'cancelled-mailed' : 'cancelled'}`, 303)
  } catch (error) {
    if (error instanceof RequestChangeError || error instanceof ConsoleError) {
      return data({ refused: error.message }, { status: 409 })
    }
    throw error
  }
}

export default function CancelRequest({ loaderData: view, actionData, params }: Route.ComponentProps) {
  const words = requestPageWords(useSite())
  const refused = actionData?.refused ?? (view.changeable ? null : words.cancel.refused)
  return (
    <>
      <PageHero title={words.cancel.confirmHeading} lead={words.title(view.label, view.reference)} />
      <div className="container-page grid max-w-3xl gap-6 pb-24">
        {refused ? (
          <p role="status" className="text-red-300">
            {refused}
          </p>
        ) : (
          <section aria-labelledby="cancel-heading" className="rounded-2xl border border-ink-line p-5">
            <h2 id="cancel-heading" className="text-xl font-bold">
              {words.cancel.heading}
            </h2>
            <p className="mt-2 text-muted">{view.refund}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Form method="post">
                <button type="submit" className="button-primary">
                  {words.cancel.confirm}
                </button>
              </Form>
              <Link to={`/requests/${params.token}`} className="button-secondary">
                {words.cancel.keep}
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
