import { Form, data, useNavigation } from 'react-router'
import { consoleMeta } from '~/components/console/console-meta'
import { ConsoleSection } from '~/components/console/console-section'
import { EventLog } from '~/components/console/event-log'
import { formatField, formatTime } from '~/components/console/format'
import { Status } from '~/components/console/status-message'
import { columnLabel, leadCatalogue } from '~/leads/catalogue'
import { eventsFor } from '~/server/audit.server'
import { requireStaff } from '~/server/auth.server'
import { PrivacyError, erasePersonalData, findPersonalData, readIdentifier } from '~/leads/privacy.server'
import type { Route } from './+types/privacy'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return consoleMeta('Privacy requests', matches)
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { role: 'admin' })
  const query = (new URL(request.url).searchParams.get('person') ?? '').trim()
  const history = await eventsFor('privacy', null)
  if (!query) return { query, error: null, found: null, history }
  try {
    const found = await findPersonalData(readIdentifier(query))
    return {
      query,
      error: null,
      history,
      found: {
        leads: found.leads.map(({ kind, rows }) => ({
          kind,
          rows: rows.map((row) =>
            Object.entries(row).map(([key, value]) => ({
              key,
              label: columnLabel(key),
              value: formatField(key, value),
            })),
          ),
        })),
        mail: found.mail,
      },
    }
  } catch (error) {
    if (error instanceof PrivacyError) return { query, error: error.message, found: null, history }
    throw error
  }
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, { role: 'admin' })
  const form = await request.formData()
  if (form.get('confirm') !== 'yes') {
    return data({ error: 'Tick the box to confirm that this data should be erased for good.' }, { status: 400 })
  }
  try {
    const result = await erasePersonalData(readIdentifier(String(form.get('person') ?? '')), staff.id)
    return { message: `${result.detail}.` }
  } catch (error) {
    if (error instanceof PrivacyError) return data({ error: error.message }, { status: 400 })
    throw error
  }
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { query, error, found, history } = loaderData
  const busy = useNavigation().state === 'submitting'
  const total = found ? found.leads.reduce((sum, group) => sum + group.rows.length, 0) + found.mail.length : 0
  return (
    <>
      <h1 className="text-3xl font-bold">Privacy requests</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Find everything stored about one person by their e-mail address or phone number, and erase it when they ask.
        Erasing removes their leads, the notes on them and the mail about them; the log below keeps only what was erased
        and by whom.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-col gap-1.5 text-sm font-medium">
          E-mail address or phone number
          <input
            type="search"
            name="person"
            defaultValue={query}
            required
            className="min-h-11 w-80 max-w-full rounded-lg border border-ink-line bg-ink px-3 py-2 text-paper"
          />
        </label>
        <button type="submit" className="button-primary">
          Find
        </button>
      </Form>
      <div className="mt-4">
        <Status result={actionData ?? (error ? { error } : null)} />
      </div>

      {found && !(actionData && 'message' in actionData) ? (
        <ConsoleSection
          id="found"
          title={total ? `Found ${total} ${total === 1 ? 'record' : 'records'}` : 'Nothing is stored about this person'}
          className="mt-8"
        >
          {found.leads.map((group) => (
            <div key={group.kind} className="mt-4">
              <h3 className="font-semibold">{leadCatalogue[group.kind].label.plural}</h3>
              {group.rows.map((fields, index) => (
                <dl
                  key={index}
                  className="mt-2 grid gap-x-4 gap-y-1 rounded-xl border border-ink-line p-4 text-sm sm:grid-cols-[12rem_1fr]"
                >
                  {fields.map((field) => (
                    <div key={field.key} className="contents">
                      <dt className="text-muted">{field.label}</dt>
                      <dd className="break-words whitespace-pre-wrap">{field.value}</dd>
                    </div>
                  ))}
                </dl>
              ))}
            </div>
          ))}
          {found.mail.length ? (
            <div className="mt-4">
              <h3 className="font-semibold">Mail</h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {found.mail.map((mail) => (
                  <li key={mail.id}>
                    #{mail.id} to {mail.to_address}: {mail.subject} ({mail.status},{' '}
                    {formatTime(mail.created_at, { zone: true })})
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {total ? (
            <Form
              method="post"
              className="mt-6 flex flex-col gap-3 rounded-xl border border-red-400/50 bg-red-500/10 p-4"
            >
              <input type="hidden" name="person" value={query} />
              <label className="flex items-center gap-3">
                <input type="checkbox" name="confirm" value="yes" required className="size-5" />
                Erase all of this for good; it cannot be undone.
              </label>
              <button type="submit" className="button-primary self-start" disabled={busy}>
                Erase everything
              </button>
            </Form>
          ) : null}
        </ConsoleSection>
      ) : null}

      <ConsoleSection id="log" title="Erasure log" className="mt-10">
        <EventLog events={history} actor="someone" empty="Nothing has been erased yet." />
      </ConsoleSection>
    </>
  )
}
