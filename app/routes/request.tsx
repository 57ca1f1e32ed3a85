import { Form, data, isRouteErrorResponse } from 'react-router'
import { DateField } from '~/components/forms/date-field'
import { TextAreaField, TextField } from '~/components/forms/field'
import { PageHero } from '~/components/sections/page-hero'
import { moveNoteMaxLength, requestPage } from '~/content/request-page'
import { formValues } from '~/forms/field-rules'
import { bookingMessages } from '~/leads/bookings/messages'
import type { PageHandle } from '~/page-handle'
import { pageMeta } from '~/seo'
import { clientAddress } from '~/server/auth.server'
import { config } from '~/server/config.server'
import { ConsoleError } from '~/server/lead-status.server'
import { logger } from '~/server/logger.server'
import {
  type Opening,
  RequestChangeError,
  askToMove,
  cancelByCustomer,
  openRequest,
  requestView,
} from '~/server/requests.server'
import type { Route } from './+types/request'

// A customer's own page for one request, opened by the unguessable token in its address
// (docs/decisions/0082): never indexed, never cached, its address sent to no other site, and plain HTML.

export const handle = { audience: 'mail link', scripts: false, seo: () => ({ noindex: true }) } satisfies PageHandle

// `same-origin`: the page's address, token and all, is never sent to another site. `no-referrer` would also
// make the browser send `Origin: null` with the page's own forms, which the checks against cross-site forms
// (React Router's and ours) rightly refuse (docs/decisions/0082).
const privateHeaders = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin', 'X-Robots-Tag': 'noindex' }

export function headers({ errorHeaders }: Route.HeadersArgs) {
  const headers = new Headers(privateHeaders)
  const retryAfter = errorHeaders?.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

/** The request, or the answer that stands for it: a wrong token and a request no longer kept are one 404. */
function found(opening: Opening) {
  if (opening.outcome === 'limited') {
    throw data(null, { status: 429, headers: { 'Retry-After': String(opening.retryAfterSeconds) } })
  }
  if (opening.outcome === 'missing') throw data(null, { status: 404 })
  return opening
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const now = new Date()
  const opened = found(await openRequest(params.token, clientAddress(context), now))
  return requestView(opened, now)
}

export const meta = ({ data: view }: Route.MetaArgs) =>
  pageMeta({
    title: view ? requestPage.title(view.label, view.reference) : requestPage.notFoundTitle,
    description: requestPage.description,
  })

export async function action({ request, params, context }: Route.ActionArgs) {
  const opened = found(await openRequest(params.token, clientAddress(context), new Date()))
  const values = formValues(await request.formData())
  const { SITE_URL: siteUrl, TEAM_INBOX: teamInbox } = config()
  try {
    if (values.intent === 'cancel') return { intent: 'cancel' as const }
    if (values.intent === 'cancel-confirmed') {
      const { mailed } = await cancelByCustomer(opened, { siteUrl, teamInbox })
      return {
        intent: 'cancelled' as const,
        message: mailed ? requestPage.cancel.done : requestPage.cancel.doneWithoutMail,
      }
    }
    if (values.intent === 'move') {
      const result = await askToMove(opened, values, { siteUrl, teamInbox })
      if (!result.ok) return data({ intent: 'move' as const, errors: result.errors, values }, { status: 400 })
      return { intent: 'moved' as const, message: requestPage.move.done }
    }
  } catch (error) {
    if (error instanceof RequestChangeError || error instanceof ConsoleError) {
      return data({ intent: 'refused' as const, message: error.message }, { status: 409 })
    }
    logger.error({ err: error }, 'a change on a request page failed')
    return data({ intent: 'refused' as const, message: requestPage.failed }, { status: 500 })
  }
  return data({ intent: 'refused' as const, message: requestPage.failed }, { status: 400 })
}

export default function RequestPage({ loaderData: view, actionData }: Route.ComponentProps) {
  const moveErrors = actionData?.intent === 'move' ? actionData.errors : {}
  const moveValues = actionData?.intent === 'move' ? actionData.values : {}
  const outcome = actionData && 'message' in actionData ? actionData : null
  return (
    <>
      <PageHero title={requestPage.title(view.label, view.reference)} lead={requestPage.description} />
      <div className="container-page grid max-w-3xl gap-8 pb-24">
        {outcome ? (
          <p role="status" className={outcome.intent === 'refused' ? 'text-red-300' : 'font-semibold text-emerald-300'}>
            {outcome.message}
          </p>
        ) : null}

        <section aria-labelledby="request-status">
          <h2 id="request-status" className="text-xl font-bold">
            {requestPage.status}
          </h2>
          <p className="mt-2 text-2xl font-semibold">
            {view.status} <span className="text-base font-normal text-muted">{requestPage.since(view.since)}</span>
          </p>
          <p className="mt-2 text-sm text-muted">
            {requestPage.reference}: <strong className="font-mono text-paper">{view.reference}</strong>
          </p>
          {view.note ? (
            <div className="mt-4 rounded-xl border border-ink-line p-4">
              <h3 className="text-sm font-semibold text-muted">{requestPage.teamNote}</h3>
              <p className="mt-1 break-words whitespace-pre-wrap">{view.note}</p>
            </div>
          ) : null}
          {view.reelMaker ? (
            <p className="mt-4">
              {requestPage.reelMaker}: <strong>{view.reelMaker}</strong>
            </p>
          ) : null}
          {view.moveAsked ? (
            <p className="mt-4">{requestPage.move.asked(view.moveAsked.when, view.moveAsked.day)}</p>
          ) : null}
        </section>

        {view.lines.length ? (
          <section aria-labelledby="request-sent">
            <h2 id="request-sent" className="text-xl font-bold">
              {requestPage.sent}
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
              {requestPage.next}
            </h2>
            <p className="mt-2">{view.next}</p>
          </section>
        ) : null}

        {view.changeable ? (
          <>
            <section aria-labelledby="request-move" className="rounded-2xl border border-ink-line p-5">
              <h2 id="request-move" className="text-xl font-bold">
                {requestPage.move.heading}
              </h2>
              <p className="mt-2 text-muted">{requestPage.move.text}</p>
              <Form method="post" className="mt-4 grid gap-4" noValidate>
                <input type="hidden" name="intent" value="move" />
                <DateField
                  id="move-date"
                  name="date"
                  label={requestPage.move.date}
                  defaultValue={moveValues.date}
                  error={moveErrors.date}
                />
                <TextField
                  id="move-time"
                  name="time"
                  type="time"
                  label={requestPage.move.time}
                  hint={bookingMessages.timeHint}
                  defaultValue={moveValues.time}
                  error={moveErrors.time}
                />
                <TextAreaField
                  id="move-note"
                  name="note"
                  label={requestPage.move.note}
                  maxLength={moveNoteMaxLength}
                  defaultValue={moveValues.note}
                  error={moveErrors.note}
                />
                <button type="submit" className="button-primary justify-self-start">
                  {requestPage.move.button}
                </button>
              </Form>
            </section>

            <section aria-labelledby="request-cancel" className="rounded-2xl border border-ink-line p-5">
              <h2 id="request-cancel" className="text-xl font-bold">
                {actionData?.intent === 'cancel' ? requestPage.cancel.confirmHeading : requestPage.cancel.heading}
              </h2>
              <p className="mt-2 text-muted">{view.refund}</p>
              {actionData?.intent === 'cancel' ? (
                <div className="mt-4 flex flex-wrap gap-3">
                  <Form method="post">
                    <input type="hidden" name="intent" value="cancel-confirmed" />
                    <button type="submit" className="button-primary" autoFocus>
                      {requestPage.cancel.confirm}
                    </button>
                  </Form>
                  <a href="?" className="button-secondary">
                    {requestPage.cancel.keep}
                  </a>
                </div>
              ) : (
                <Form method="post" className="mt-4">
                  <input type="hidden" name="intent" value="cancel" />
                  <button type="submit" className="button-secondary">
                    {requestPage.cancel.button}
                  </button>
                </Form>
              )}
            </section>
          </>
        ) : null}

        <section aria-labelledby="request-reach">
          <h2 id="request-reach" className="text-xl font-bold">
            {requestPage.reach}
          </h2>
          <p className="mt-2">{requestPage.reachText}</p>
        </section>
      </div>
    </>
  )
}

/** A wrong token, and a request no longer kept, answer one and the same page; so does a visitor past the limit. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 429)
    return <PageHero title={requestPage.tooManyTitle} lead={requestPage.tooMany} />
  if (!isRouteErrorResponse(error)) throw error
  return <PageHero title={requestPage.notFoundTitle} lead={requestPage.notFoundText} />
}
