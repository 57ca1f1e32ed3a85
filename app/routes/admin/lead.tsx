import { Form, Link, data, useNavigation } from 'react-router'
import { consoleMeta } from '~/components/admin/console-meta'
import { ConsoleSection } from '~/components/admin/console-section'
import { EventLog } from '~/components/admin/event-log'
import { formatField, formatTime } from '~/components/admin/format'
import { Status } from '~/components/admin/status-message'
import { noteMaxLength } from '~/console-rules'
import { catalogueEntry, columnLabel, leadCatalogue, leadReference, nextStatuses, readableValue } from '~/leads/catalogue'
import { type PhoneLinks, phoneLinks } from '~/leads/contact-links'
import { eventsFor } from '~/server/audit.server'
import { requireStaff } from '~/server/auth.server'
import { getLead, notesFor } from '~/server/console/leads.server'
import { ConsoleError, addNote, changeStatus } from '~/server/console/workflow.server'
import { consoleKind } from '~/server/console/addresses.server'
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
  return {
    kind,
    id,
    label: label.singular,
    reference: leadReference(kind, id),
    title: String(lead[list.title] ?? ''),
    status,
    next: status ? nextStatuses(kind, status) : [],
    fields: Object.entries(lead).map(([key, value]) => ({
      key,
      label: columnLabel(key),
      value: formatField(key, readableValue(key, value)),
      phone: key === personal.phone && typeof value === 'string' ? phoneLinks(value) : null,
      email: key === personal.email && typeof value === 'string' ? value : null,
    })),
    notes: await notesFor(kind, id),
    events: await eventsFor(kind, id),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request)
  const { kind, id } = leadParams(request, params)
  const form = await request.formData()
  const intent = form.get('intent')
  try {
    if (intent === 'status') {
      const to = String(form.get('status') ?? '')
      await changeStatus(kind, id, to, staff.id)
      return { intent, message: `Marked ${to}.` }
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
  const { kind, id, label, reference, title, status, next, fields, notes, events } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <>
      <Link to={`/admin/leads/${kind}`} className="text-sm text-muted underline-offset-4 hover:text-paper hover:underline">
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

      <div className="mt-8 grid gap-8 xl:grid-cols-[3fr_2fr]">
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
        </ConsoleSection>

        <div className="flex flex-col gap-8">
          {status ? (
            <ConsoleSection id="workflow" title="Workflow" className="rounded-xl border border-ink-line bg-ink-raised p-4">
              <div className="mt-3">
                <Status result={actionData?.intent === 'status' ? actionData : null} />
              </div>
              {next.length ? (
                <Form method="post" className="mt-3 flex flex-wrap gap-2">
                  <input type="hidden" name="intent" value="status" />
                  {next.map((to) => (
                    <button key={to} type="submit" name="status" value={to} className={to === 'cancelled' || to === 'rejected' ? 'button-secondary' : 'button-primary'} disabled={busy}>
                      Mark {to}
                    </button>
                  ))}
                </Form>
              ) : (
                <p className="mt-3 text-muted">This lead is {status}; its workflow is finished.</p>
              )}
            </ConsoleSection>
          ) : null}

          <ConsoleSection id="notes" title="Internal notes" className="rounded-xl border border-ink-line bg-ink-raised p-4">
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
      </div>
    </>
  )
}

const contactLink = 'text-accent underline underline-offset-4'

/** A field's value; a phone number to call or message on WhatsApp and an e-mail address to write to, in one tap. */
function FieldValue({ value, phone, email }: { value: string; phone: PhoneLinks | null; email: string | null }) {
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
