import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { consoleMeta } from '~/components/console/console-meta'
import { ConsoleSection } from '~/components/console/console-section'
import { EventLog } from '~/components/console/event-log'
import { formatField, formatTime } from '~/components/console/format'
import { Status } from '~/components/console/status-message'
import { noteMaxLength } from '~/console-rules'
import { consoleWords } from '~/content/console'
import { pageOnWhatsapp } from '~/content/request-page'
import {
  catalogueEntry,
  columnLabel,
  leadCatalogue,
  leadReference,
  nextStatuses,
  readableValue,
} from '~/leads/catalogue'
import { type PhoneLinks, phoneLinks } from '~/leads/contact-links'
import { WhatsAppTap } from '~/components/console/whatsapp-tap'
import { eventsFor } from '~/server/audit.server'
import { requireStaff } from '~/server/auth.server'
import { config } from '~/server/config.server'
import { getLead, notesFor } from '~/leads/console/leads.server'
import { ConsoleError, addNote, changeStatus } from '~/leads/console/workflow.server'
import { consoleKind } from '~/leads/console/addresses.server'
import { teamCancellationWords } from '~/leads/requests/cancellation-cost.server'
import { hasRequestPage } from '~/leads/requests/pages.server'
import { endedByCustomer, mailsToCustomer, pageForWhatsapp } from '~/leads/requests/requests.server'
import { acceptMove, declineMove, editBooking } from '~/leads/bookings/changes.server'
import { bookingConsole } from '~/leads/bookings/console.server'
import { bookingChange } from '~/leads/bookings/messages'
import { formValues } from '~/forms/field-rules'
import { BookingEditor, BookingHistory, BookingPrice, MoveRequestPanel } from '~/components/console/booking-console'
import type { Route } from './+types/lead'
import type { PageHandle } from '~/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export const meta = ({ data }: Route.MetaArgs) => consoleMeta(data ? `${data.label} ${data.id}` : 'Lead')

function leadParams(request: Request, params: { kind: string; id: string }) {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 })
  return { kind: consoleKind(request, params.kind), id }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const { kind, id } = leadParams(request, params)
  const lead = await getLead(kind, id)
  if (!lead) throw data(null, { status: 404 })
  const { label, console: list, personal } = catalogueEntry(kind)
  const status = lead.status ?? null
  const phone = personal.phone ? phoneLinks(String(lead[personal.phone] ?? '')) : null
  const email = personal.email ? lead[personal.email] : null
  return {
    kind,
    id,
    label: label.singular,
    reference: leadReference(kind, id),
    title: String(lead[list.title] ?? ''),
    status,
    next: status ? nextStatuses(kind, status) : [],
    // What the customer is told if the team cancels it now, in the one refund rule's words.
    cancelling:
      status && nextStatuses(kind, status).includes('cancelled') ? await teamCancellationWords(kind, id) : null,
    fields: Object.entries(lead).map(([key, value]) => ({
      key,
      label: columnLabel(key),
      value: formatField(key, readableValue(key, value)),
      phone: key === personal.phone && typeof value === 'string' ? phoneLinks(value) : null,
      email: key === personal.email && typeof value === 'string' ? value : null,
      // A booking that may repeat an earlier one names it, for the team to open beside this one.
      lead:
        key === 'possible_duplicate_of' && typeof value === 'number'
          ? { reference: leadReference(kind, value), href: `/admin/leads/${kind}/${value}` }
          : null,
    })),
    // One tap to answer the customer, at the top of the page.
    contact: { phone, email: typeof email === 'string' && email ? email : null },
    ended: await endedByCustomer(kind, id, status),
    notes: await notesFor(kind, id),
    events: await eventsFor(kind, id),
    booking: kind === 'bookings' ? await bookingConsole(id) : null,
    followed: hasRequestPage(kind)
      ? {
          mails: await mailsToCustomer(kind, id),
          whatsapp: phone ? phone.text : null,
        }
      : null,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request)
  const { kind, id } = leadParams(request, params)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  try {
    if (intent === 'status') {
      const to = String(form.get('status') ?? '')
      const forCustomer = {
        note: String(form.get('customerNote') ?? ''),
        reelMaker: String(form.get('reelMaker') ?? ''),
      }
      const { mailed } = await changeStatus(kind, id, to, staff.id, forCustomer)
      return { intent, message: mailed ? `Marked ${to}. The customer has been mailed.` : `Marked ${to}.` }
    }
    if (intent === 'whatsapp-page') {
      const lead = await getLead(kind, id)
      const { personal } = catalogueEntry(kind)
      const phone = lead && personal.phone ? phoneLinks(String(lead[personal.phone] ?? '')) : null
      const url = phone ? await pageForWhatsapp(kind, id, staff.id, config().SITE_URL) : null
      if (!phone || !url)
        return data({ intent, error: 'This lead has no phone number to send its page to.' }, { status: 409 })
      return redirect(`${phone.whatsapp}?text=${encodeURIComponent(pageOnWhatsapp(leadReference(kind, id), url))}`)
    }
    if (kind === 'bookings' && intent === 'edit-booking') {
      const values = formValues(form)
      const changed = await editBooking(id, values, staff.id, { siteUrl: config().SITE_URL })
      if (!changed.ok)
        return data({ intent, error: bookingChange.fix, errors: changed.errors, values }, { status: 400 })
      return { intent, message: bookingChange.saved(changed.mailed) }
    }
    if (kind === 'bookings' && (intent === 'accept-move' || intent === 'decline-move')) {
      const moveId = Number(form.get('moveId'))
      if (intent === 'accept-move') {
        const { mailed } = await acceptMove(id, moveId, staff.id, { siteUrl: config().SITE_URL })
        return { intent, message: bookingChange.accepted(mailed) }
      }
      const reason = String(form.get('reason') ?? '')
      const { mailed } = await declineMove(id, moveId, staff.id, reason, { siteUrl: config().SITE_URL })
      return { intent, message: bookingChange.declined(mailed) }
    }
    if (intent === 'note') {
      await addNote(kind, id, staff.id, String(form.get('body') ?? ''))
      return { intent, message: 'Note added.' }
    }
  } catch (error) {
    if (error instanceof ConsoleError) return data({ intent, error: error.message }, { status: 409 })
    throw error
  }
  return data({ intent, error: 'Unknown request.' }, { status: 400 })
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, id, label, reference, title, status, next, fields, notes, events, followed, booking, contact, ended } =
    loaderData
  const bookingAnswer = actionData && 'intent' in actionData ? actionData : null
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <>
      <Link
        to={`/admin/leads/${kind}`}
        className="text-sm text-muted underline-offset-4 hover:text-paper hover:underline"
      >
        ← All {leadCatalogue[kind].label.plural.toLowerCase()}
      </Link>
      <h1 className="mt-3 text-3xl font-bold break-words">
        {label} {id}: {title}
      </h1>
      <p className="mt-1 text-sm text-muted">Reference {reference}</p>
      {status ? (
        <p className="mt-2 text-muted">
          Status: <strong className="text-paper">{status}</strong>
        </p>
      ) : null}
      {contact.phone || contact.email ? <ContactTaps {...contact} name={title} /> : null}
      {/* What needs an answer comes first. */}
      {ended ? (
        <section
          aria-labelledby="ended-heading"
          className="mt-6 rounded-xl border border-amber-400/60 bg-amber-400/10 p-4"
        >
          <h2 id="ended-heading" className="text-xl font-semibold">
            {consoleWords.byCustomer(ended.status)}
          </h2>
          <p className="mt-1 text-sm text-muted">{formatTime(ended.at, { zone: true })}</p>
        </section>
      ) : null}
      {booking?.openMove ? (
        <div className="mt-6">
          <MoveRequestPanel move={booking.openMove} answer={bookingAnswer} busy={busy} />
        </div>
      ) : null}
      {booking &&
      !booking.openMove &&
      (bookingAnswer?.intent === 'accept-move' || bookingAnswer?.intent === 'decline-move') ? (
        <div className="mt-6">
          <Status result={bookingAnswer} />
        </div>
      ) : null}

      {booking ? <BookingEvents events={booking.events} /> : null}

      <div className="mt-8 grid gap-8 xl:grid-cols-[3fr_2fr]">
        {/* On a phone the workflow comes first, where a thumb reaches it; on a wide screen, in the right column. */}
        <div className="flex min-w-0 flex-col gap-8 xl:col-start-2 xl:row-start-1">
          {status ? (
            <ConsoleSection
              id="workflow"
              title="Workflow"
              className="rounded-xl border border-ink-line bg-ink-raised p-4"
            >
              <div className="mt-3">
                <Status result={actionData?.intent === 'status' ? actionData : null} />
              </div>
              {next.length ? (
                <Form method="post" className="mt-3 flex flex-col gap-3">
                  <input type="hidden" name="intent" value="status" />
                  {followed ? (
                    <>
                      <label htmlFor="customer-note" className="text-sm font-medium">
                        Note to the customer (optional): shown on their page and in the mail they are sent
                      </label>
                      <textarea
                        id="customer-note"
                        name="customerNote"
                        maxLength={noteMaxLength}
                        rows={2}
                        className={consoleControl}
                      />
                      {next.includes('confirmed') ? (
                        <>
                          <label htmlFor="reel-maker" className="text-sm font-medium">
                            Reel-maker&apos;s first name (optional, when confirming)
                          </label>
                          <input
                            id="reel-maker"
                            name="reelMaker"
                            maxLength={60}
                            autoComplete="off"
                            className={consoleControl}
                          />
                        </>
                      ) : null}
                    </>
                  ) : null}
                  {loaderData.cancelling ? (
                    <p className="text-sm text-muted">
                      If you mark it cancelled, the customer is told: {loaderData.cancelling}
                    </p>
                  ) : null}
                  <div className="grid gap-2 sm:flex sm:flex-wrap">
                    {next.map((to) => (
                      <button
                        key={to}
                        type="submit"
                        name="status"
                        value={to}
                        className={to === 'cancelled' || to === 'rejected' ? 'button-secondary' : 'button-primary'}
                        disabled={busy}
                      >
                        Mark {to}
                      </button>
                    ))}
                  </div>
                </Form>
              ) : (
                <p className="mt-3 text-muted">This lead is {status}; its workflow is finished.</p>
              )}
            </ConsoleSection>
          ) : null}

          {followed ? (
            <CustomerSection
              {...followed}
              error={actionData?.intent === 'whatsapp-page' && 'error' in actionData ? actionData.error : null}
            />
          ) : null}

          <ConsoleSection
            id="notes"
            title="Internal notes"
            className="rounded-xl border border-ink-line bg-ink-raised p-4"
          >
            <Form method="post" className="mt-3 flex flex-col gap-3" key={notes.length}>
              <Status result={actionData?.intent === 'note' ? actionData : null} />
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="note-body" className="text-sm font-medium">
                New note (only staff see it)
              </label>
              <textarea
                id="note-body"
                name="body"
                required
                maxLength={noteMaxLength}
                rows={3}
                className="rounded-lg border border-ink-line bg-ink px-3 py-2 text-paper"
              />
              <button type="submit" className="button-primary self-start" disabled={busy}>
                Add note
              </button>
            </Form>
            {notes.length ? (
              <ul className="mt-4 flex flex-col gap-3">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-lg border border-ink-line p-3">
                    <p className="break-words whitespace-pre-wrap">{note.body}</p>
                    <p className="mt-2 text-xs text-muted">
                      {note.staff_name} · {formatTime(note.created_at, { zone: true })}
                    </p>
                  </li>
                ))}
              </ul>
            ) : null}
          </ConsoleSection>

          <ConsoleSection id="history" title="History">
            <EventLog events={events} actor="the site" empty="No changes yet." />
          </ConsoleSection>
        </div>

        <div className="flex min-w-0 flex-col gap-8 xl:col-start-1 xl:row-start-1">
          <ConsoleSection id="fields" title="Details">
            <dl className="mt-4 divide-y divide-ink-line rounded-xl border border-ink-line">
              {fields.map((field) => (
                <div key={field.key} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
                  <dt className="text-sm text-muted">{field.label}</dt>
                  <dd className="break-words whitespace-pre-wrap">
                    <FieldValue {...field} />
                  </dd>
                </div>
              ))}
            </dl>
            {booking ? <BookingPrice booking={booking} /> : null}
          </ConsoleSection>
          {booking?.editable ? <BookingEditor booking={booking} answer={bookingAnswer} busy={busy} /> : null}
          {booking ? <BookingHistory booking={booking} /> : null}
        </div>
      </div>
    </>
  )
}

const contactLink = 'text-accent underline underline-offset-4'
const consoleControl = 'rounded-lg border border-ink-line bg-ink px-3 py-2 text-paper'

type Followed = NonNullable<Route.ComponentProps['loaderData']['followed']>

/**
 * What the customer of a request they follow on their own page has been told: the mails sent to them, and a way to
 * send them their page on WhatsApp. A booking's requests to move are in its own panel.
 */
function CustomerSection({ mails, whatsapp, error }: Followed & { error: string | null }) {
  return (
    <ConsoleSection
      id="customer"
      title="The customer's page"
      className="rounded-xl border border-ink-line bg-ink-raised p-4"
    >
      <h3 className="mt-4 text-sm font-semibold text-muted">Mails to the customer</h3>
      {mails.length ? (
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          {mails.map((mail) => (
            <li key={mail.id}>
              {mail.subject}{' '}
              <span className="text-muted">
                · {mail.status} · {formatTime(mail.created_at, { zone: true })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">None yet.</p>
      )}
      {whatsapp ? (
        <Form method="post" reloadDocument target="_blank" className="mt-4">
          <input type="hidden" name="intent" value="whatsapp-page" />
          <button type="submit" className="button-secondary">
            Send their page on WhatsApp to {whatsapp}
          </button>
        </Form>
      ) : null}
      {error ? <p className="mt-2 text-sm text-red-300">{error}</p> : null}
    </ConsoleSection>
  )
}

/** The customer's number to call or message on WhatsApp and their address to write to, each one tap on a phone. */
function ContactTaps({ phone, email, name }: { phone: PhoneLinks | null; email: string | null; name: string }) {
  return (
    <ul className="mt-4 grid gap-2 sm:flex sm:flex-wrap">
      {phone ? (
        <>
          <li>
            <a href={phone.call} className="button-primary w-full">
              {consoleWords.call} {phone.text}
            </a>
          </li>
          <li>
            <WhatsAppTap phone={phone} name={name} className="button-secondary w-full" />
          </li>
        </>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`} className="button-secondary w-full break-all">
            {consoleWords.mail} {email}
          </a>
        </li>
      ) : null}
    </ul>
  )
}

/** A booking's events, one to a line, in the order they happen. */
function BookingEvents({ events }: { events: string[] }) {
  return (
    <ConsoleSection id="events" title={consoleWords.events} className="mt-6">
      <ol className="mt-3 divide-y divide-ink-line rounded-xl border border-ink-line">
        {events.map((event, index) => (
          <li key={`${index + 1} ${event}`} className="flex gap-3 px-4 py-3">
            <span className="shrink-0 font-semibold tabular-nums text-muted">{index + 1}</span>
            <span className="min-w-0 break-words">{event}</span>
          </li>
        ))}
      </ol>
    </ConsoleSection>
  )
}

/** A field's value; a phone number to call or message on WhatsApp and an e-mail address to write to, in one tap. */
type FieldValueProps = {
  value: string
  phone: PhoneLinks | null
  email: string | null
  lead: { reference: string; href: string } | null
}

function FieldValue({ value, phone, email, lead }: FieldValueProps) {
  if (lead) {
    return (
      <Link to={lead.href} className={contactLink}>
        {lead.reference}
      </Link>
    )
  }
  if (email) {
    return (
      <a href={`mailto:${email}`} className={contactLink}>
        {email}
      </a>
    )
  }
  if (phone) {
    return (
      <span className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={phone.call} className={contactLink}>
          {phone.text}
        </a>
        <a href={phone.whatsapp} target="_blank" rel="noopener noreferrer" className={contactLink}>
          WhatsApp<span className="sr-only"> {phone.text} (opens in a new tab)</span>
        </a>
      </span>
    )
  }
  return value
}
