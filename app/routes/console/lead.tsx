import { Link, data, redirect, useNavigation } from 'react-router'
import { consoleMeta } from '~/components/console/console-meta'
import { ConsoleSection } from '~/components/console/console-section'
import { EventLog } from '~/components/console/event-log'
import { formatField, formatTime } from '~/components/console/format'
import { Status } from '~/components/console/status-message'
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
import { phoneLinks } from '~/leads/contact-links'
import { eventsFor } from '~/server/audit.server'
import { requireStaff } from '~/server/auth.server'
import { config } from '~/server/config.server'
import { currentFacts } from '~/server/facts-store.server'
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
import { BookingEvents } from '~/components/console/booking-events'
import { ContactTaps } from '~/components/console/contact-taps'
import { CustomerPageSection } from '~/components/console/customer-page-section'
import { LeadFields } from '~/components/console/lead-fields'
import { LeadNotes } from '~/components/console/lead-notes'
import { LeadWorkflow } from '~/components/console/lead-workflow'
import type { Route } from './+types/lead'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return consoleMeta(data ? `${data.label} ${data.id}` : 'Lead', matches)
}

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
          ? { reference: leadReference(kind, value), href: `/console/leads/${kind}/${value}` }
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
      return redirect(
        `${phone.whatsapp}?text=${encodeURIComponent(pageOnWhatsapp((await currentFacts()).brand.name, leadReference(kind, id), url))}`,
      )
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
        to={`/console/leads/${kind}`}
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
            <LeadWorkflow
              status={status}
              next={next}
              followed={followed !== null}
              cancelling={loaderData.cancelling}
              result={actionData?.intent === 'status' ? actionData : null}
              busy={busy}
            />
          ) : null}

          {followed ? (
            <CustomerPageSection
              {...followed}
              error={actionData?.intent === 'whatsapp-page' && 'error' in actionData ? actionData.error : null}
            />
          ) : null}

          <LeadNotes notes={notes} result={actionData?.intent === 'note' ? actionData : null} busy={busy} />

          <ConsoleSection id="history" title="History">
            <EventLog events={events} actor="the site" empty="No changes yet." />
          </ConsoleSection>
        </div>

        <div className="flex min-w-0 flex-col gap-8 xl:col-start-1 xl:row-start-1">
          <ConsoleSection id="fields" title="Details">
            <LeadFields fields={fields} />
            {booking ? <BookingPrice booking={booking} /> : null}
          </ConsoleSection>
          {booking?.editable ? <BookingEditor booking={booking} answer={bookingAnswer} busy={busy} /> : null}
          {booking ? <BookingHistory booking={booking} /> : null}
        </div>
      </div>
    </>
  )
}
