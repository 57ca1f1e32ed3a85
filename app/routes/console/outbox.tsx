import { Form, Link, data, useLocation, useNavigation } from 'react-router'
import { consoleMeta } from '~/components/console/console-meta'
import { DataTable } from '~/components/console/data-table'
import { formatTime } from '~/components/console/format'
import { Pager } from '~/components/console/pager'
import { outboxStatuses } from '~/forms/console-rules'
import { Status } from '~/components/console/status-message'
import { requireStaff } from '~/server/auth.server'
import { isOutboxStatus, listOutbox, retryMail } from '~/leads/console/outbox.server'
import { ConsoleError } from '~/leads/console/workflow.server'
import type { Route } from './+types/outbox'
import { indiaZoneLabel } from '~/india/india-time'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return consoleMeta('Mail outbox', matches)
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const url = new URL(request.url)
  const status = url.searchParams.get('status') ?? ''
  const list = await listOutbox(status, Number(url.searchParams.get('page')) || 1)
  return { status: isOutboxStatus(status) ? status : '', ...list }
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request)
  const form = await request.formData()
  const id = Number(form.get('id'))
  try {
    await retryMail(id, staff.id)
    return { message: `Message ${id} is queued again.` }
  } catch (error) {
    if (error instanceof ConsoleError) return data({ error: error.message }, { status: 409 })
    throw error
  }
}

const outboxColumns = [
  'ID',
  'Lead',
  'To',
  'Subject',
  'Status',
  'Attempts',
  'Last error',
  'Next attempt',
  'Queued',
  '',
].map((label) => ({
  key: label || 'actions',
  label:
    label === 'Next attempt' || label === 'Queued'
      ? `${label} (${indiaZoneLabel})`
      : label || <span className="sr-only">Actions</span>,
  className: 'px-3 py-3 font-medium whitespace-nowrap',
}))

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, status } = loaderData
  const busy = useNavigation().state === 'submitting'
  const search = new URLSearchParams(useLocation().search)
  search.delete('page')
  return (
    <>
      <h1 className="text-3xl font-bold">Mail outbox</h1>
      <p className="mt-2 text-muted">
        Every e-mail the site sends waits here until it is delivered. A failed message can be sent again.
      </p>
      <nav aria-label="Filter by status" className="mt-6 flex flex-wrap gap-2">
        {['', ...outboxStatuses].map((value) => (
          <Link
            key={value}
            to={value ? `?status=${value}` : '?'}
            aria-current={status === value ? 'page' : undefined}
            className={`rounded-full border px-4 py-2 text-sm ${status === value ? 'border-accent bg-accent text-accent-ink' : 'border-ink-line hover:border-muted'}`}
          >
            {value || 'all'}
          </Link>
        ))}
      </nav>
      <div className="mt-4">
        <Status result={actionData} />
      </div>
      {rows.length ? (
        <DataTable columns={outboxColumns}>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-ink-line align-top">
              <td className="px-3 py-3 tabular-nums">{row.id}</td>
              <td className="px-3 py-3 whitespace-nowrap">
                {row.lead_id ? (
                  <Link
                    to={`/console/leads/${row.lead_type}/${row.lead_id}`}
                    className="text-accent underline-offset-4 hover:underline"
                  >
                    {row.lead_type} {row.lead_id}
                  </Link>
                ) : (
                  row.lead_type
                )}
              </td>
              <td className="px-3 py-3">{row.to_address}</td>
              <td className="max-w-xs px-3 py-3 break-words">{row.subject}</td>
              <td className="px-3 py-3">{row.status}</td>
              <td className="px-3 py-3 tabular-nums">{row.attempts}</td>
              <td className="max-w-xs px-3 py-3 break-words text-red-200">{row.last_error ?? '—'}</td>
              <td className="px-3 py-3 whitespace-nowrap">
                {row.status === 'sent' ? '—' : formatTime(row.next_attempt_at)}
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{formatTime(row.created_at)}</td>
              <td className="px-3 py-3">
                {row.status === 'failed' ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      className="button-secondary min-h-9 px-4"
                      disabled={busy}
                      aria-label={`Retry message ${row.id}`}
                    >
                      Retry
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-6 text-muted">No messages{status ? ` with status ${status}` : ''}.</p>
      )}
      <Pager
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        total={loaderData.total}
        search={search}
        noun="messages"
      />
    </>
  )
}
