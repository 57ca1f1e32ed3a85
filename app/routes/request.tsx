import { Link } from 'react-router'
import { RequestErrorBoundary, WaysToReachUs, requestHeaders } from '~/components/sections/request-page'
import { PageHero } from '~/components/sections/page-hero'
import { useSite } from '~/components/layout/use-site'
import { requestPageWords } from '~/content/request-page'
import { siteOf } from '~/content/site-of'
import { pageMeta, siteIn } from '~/pages/seo'
import { currentFacts } from '~/server/facts-store.server'
import { clientAddress } from '~/server/auth.server'
import { mayBeWithdrawn } from '~/leads/requests/withdrawal.server'
import { requestOrNotShown, requestView } from '~/leads/requests/requests.server'
import type { Route } from './+types/request'

// A customer's own page for one request, opened by the unguessable token in its address
// (docs/decisions/0082): never indexed, never cached, sending no referrer, and plain HTML. It holds no form: a
// booking is moved or cancelled, and another request withdrawn, on pages of their own (request-move.tsx,
// request-cancel.tsx, request-withdraw.tsx).

export { handle } from '~/components/sections/request-page'

export const headers = requestHeaders('no-referrer')

/** What a change made on another page of the request left to say here, by name: never words from the address. */
const outcomes = {
  moved: (words) => words.move.done,
  cancelled: (words) => words.cancel.doneWithoutMail,
  'cancelled-mailed': (words) => words.cancel.done,
  withdrawn: (words) => words.withdraw.doneWithoutMail,
  'withdrawn-mailed': (words) => words.withdraw.done,
} as const satisfies Record<string, (words: ReturnType<typeof requestPageWords>) => string>

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const now = new Date()
  const opening = await requestOrNotShown(params.token, clientAddress(context))
  const done = new URL(request.url).searchParams.get('done')
  const outcome =
    done && done in outcomes
      ? outcomes[done as keyof typeof outcomes](requestPageWords(siteOf(await currentFacts())))
      : null
  return { ...(await requestView(opening, now)), outcome, withdrawable: mayBeWithdrawn(opening) }
}

export function meta({ data: view, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  if (!site) return []
  const words = requestPageWords(site)
  return pageMeta(
    { title: view ? words.title(view.label, view.reference) : words.notFoundTitle, description: words.description },
    matches,
  )
}

export default function RequestPage({ loaderData: view, params }: Route.ComponentProps) {
  const words = requestPageWords(useSite())
  return (
    <>
      <PageHero title={words.title(view.label, view.reference)} lead={words.description} />
      <div className="container-page grid max-w-3xl gap-8 pb-24">
        {view.outcome ? (
          <p role="status" className="font-semibold text-emerald-300">
            {view.outcome}
          </p>
        ) : null}

        <section aria-labelledby="request-status">
          <h2 id="request-status" className="text-xl font-bold">
            {words.status}
          </h2>
          <p className="mt-2 text-2xl font-semibold">
            {view.status} <span className="text-base font-normal text-muted">{words.since(view.since)}</span>
          </p>
          <p className="mt-2 text-sm text-muted">
            {words.reference}: <strong className="font-mono text-paper">{view.reference}</strong>
          </p>
          {view.note ? (
            <div className="mt-4 rounded-xl border border-ink-line p-4">
              <h3 className="text-sm font-semibold text-muted">{words.teamNote}</h3>
              <p className="mt-1 break-words whitespace-pre-wrap">{view.note}</p>
            </div>
          ) : null}
          {view.reelMaker ? (
            <p className="mt-4">
              {words.reelMaker}: <strong>{view.reelMaker}</strong>
            </p>
          ) : null}
          {view.moveAsked ? (
            <p className="mt-4">{words.move.asked(view.moveAsked.what, view.moveAsked.when, view.moveAsked.day)}</p>
          ) : null}
          {view.moveDeclined ? <p className="mt-4 break-words whitespace-pre-wrap">{view.moveDeclined}</p> : null}
        </section>

        {view.lines.length ? (
          <section aria-labelledby="request-sent">
            <h2 id="request-sent" className="text-xl font-bold">
              {words.sent}
            </h2>
            <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              {view.lines.map((line) => (
                <div key={line.label} className="contents">
                  <dt className="text-muted">{line.label}</dt>
                  <dd className="break-words">{line.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}

        {view.next ? (
          <section aria-labelledby="request-next">
            <h2 id="request-next" className="text-xl font-bold">
              {words.next}
            </h2>
            <p className="mt-2">{view.next}</p>
          </section>
        ) : null}

        {view.changeable ? (
          <section aria-labelledby="request-change" className="rounded-2xl border border-ink-line p-5">
            <h2 id="request-change" className="text-xl font-bold">
              {words.change.heading}
            </h2>
            <p className="mt-2 text-muted">{view.refund}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to={`/requests/${params.token}/move`} className="button-primary">
                {words.move.link}
              </Link>
              <Link to={`/requests/${params.token}/cancel`} className="button-secondary">
                {words.cancel.link}
              </Link>
            </div>
          </section>
        ) : null}

        {view.withdrawable ? (
          <section aria-labelledby="request-withdraw" className="rounded-2xl border border-ink-line p-5">
            <h2 id="request-withdraw" className="text-xl font-bold">
              {words.withdraw.heading}
            </h2>
            <p className="mt-2 text-muted">{words.withdraw.text}</p>
            <Link to={`/requests/${params.token}/withdraw`} className="button-secondary mt-4 inline-flex">
              {words.withdraw.link}
            </Link>
          </section>
        ) : null}

        <section aria-labelledby="request-reach">
          <h2 id="request-reach" className="text-xl font-bold">
            {words.reach}
          </h2>
          <p className="mt-2">{words.reachText}</p>
          <WaysToReachUs reference={view.reference} />
        </section>
      </div>
    </>
  )
}

export const ErrorBoundary = RequestErrorBoundary
