import { Form, Link, data, redirect } from 'react-router'
import { DateField } from '~/components/forms/date-field'
import { SelectField, TextAreaField, TextField } from '~/components/forms/field'
import { PageHero } from '~/components/sections/page-hero'
import { RequestErrorBoundary, requestHeaders } from '~/components/sections/request-page'
import { useSite } from '~/components/layout/use-site'
import { moveNoteMaxLength, requestPageWords } from '~/content/request-page'
import { formValues } from '~/forms/field-rules'
import { bookingMessages } from '~/leads/bookings/messages'
import { pageMeta, siteIn } from '~/pages/seo'
import { clientAddress } from '~/server/auth.server'
import { config } from '~/server/config.server'
import { ConsoleError } from '~/leads/status.server'
import { requestOrNotShown, requestView } from '~/leads/requests/requests.server'
import { RequestChangeError } from '~/leads/requests/updates.server'
import { askToMove } from '~/leads/bookings/moves.server'
import { allEvents } from '~/leads/bookings/messages'
import { bookingById } from '~/leads/bookings/rows.server'
import { eventWhen } from '~/leads/bookings/events'
import { siteOf } from '~/content/site-of'
import { database } from '~/server/db.server'
import { currentFacts } from '~/server/facts-store.server'
import type { Route } from './+types/request-move'

// Where a customer asks to move their booking to another date (docs/decisions/0082): a plain form, kept for the
// team to confirm; the booking itself changes only when the team changes it.

export { handle } from '~/components/sections/request-page'

export const headers = requestHeaders('same-origin')

export async function loader({ params, context }: Route.LoaderArgs) {
  const opened = await requestOrNotShown(params.token, clientAddress(context))
  const { label, reference, changeable, moveAsked, moveText } = await requestView(opened, new Date())
  const booking = opened.kind === 'bookings' ? await bookingById(database().db, opened.id) : null
  // A booking of several events asks which to move; each is named by its day and time, never by words typed.
  const events = booking && booking.events.length > 1 ? booking.events.map((event) => eventWhen(event)) : []
  return { label, reference, changeable, moveAsked: moveAsked !== null, events, moveText }
}

export function meta({ data: view, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  if (!site) return []
  const words = requestPageWords(site)
  return pageMeta(
    { title: view ? `${words.move.heading}: ${view.reference}` : words.notFoundTitle, description: words.description },
    matches,
  )
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const opening = await requestOrNotShown(params.token, clientAddress(context))
  const values = formValues(await request.formData())
  const { SITE_URL: siteUrl, TEAM_INBOX: teamInbox } = config()
  try {
    const booking = opening.kind === 'bookings' ? await bookingById(database().db, opening.id) : null
    if (!booking) throw new RequestChangeError(requestPageWords(siteOf(await currentFacts())).move.refused)
    const result = await askToMove({ ...opening, booking }, values, { siteUrl, teamInbox })
    if (!result.ok) return data({ errors: result.errors, values, refused: null }, { status: 400 })
  } catch (error) {
    if (error instanceof RequestChangeError || error instanceof ConsoleError) {
      return data({ errors: {}, values, refused: error.message }, { status: 409 })
    }
    throw error
  }
  return redirect(`/requests/${params.token}?done=moved`, 303)
}

export default function MoveRequest({ loaderData: view, actionData, params }: Route.ComponentProps) {
  const words = requestPageWords(useSite())
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const values: Record<string, string | undefined> = actionData?.values ?? {}
  const refused =
    actionData?.refused ?? (!view.changeable ? words.move.refused : view.moveAsked ? words.move.alreadyAsked : null)
  return (
    <>
      <PageHero title={words.move.heading} lead={words.title(view.label, view.reference)} />
      <div className="container-page grid max-w-3xl gap-6 pb-24">
        {refused ? (
          <p role="status" className="text-red-300">
            {refused}
          </p>
        ) : (
          <div className="rounded-2xl border border-ink-line p-5">
            <p className="text-muted">{view.moveText}</p>
            <Form method="post" className="mt-4 grid gap-4" noValidate>
              {view.events.length ? (
                <SelectField
                  id="move-event"
                  name="event"
                  label={words.move.which}
                  placeholder={words.move.which}
                  options={[
                    ...view.events.map((when, index) => ({
                      value: String(index + 1),
                      label: words.move.whichEvent(index + 1, when),
                    })),
                    { value: allEvents, label: words.move.whichAll },
                  ]}
                  defaultValue={values.event ?? ''}
                  error={errors.event}
                />
              ) : null}
              <DateField
                id="move-date"
                name="date"
                label={words.move.date}
                defaultValue={values.date}
                error={errors.date}
              />
              <TextField
                id="move-time"
                name="time"
                type="time"
                label={words.move.time}
                hint={bookingMessages.timeHint}
                defaultValue={values.time}
                error={errors.time}
              />
              <TextAreaField
                id="move-note"
                name="note"
                label={words.move.note}
                maxLength={moveNoteMaxLength}
                defaultValue={values.note}
                error={errors.note}
              />
              <button type="submit" className="button-primary justify-self-start">
                {words.move.button}
              </button>
            </Form>
          </div>
        )}
        <Link to={`/requests/${params.token}`} className="justify-self-start text-accent underline underline-offset-4">
          {words.change.back}
        </Link>
      </div>
    </>
  )
}

export const ErrorBoundary = RequestErrorBoundary
