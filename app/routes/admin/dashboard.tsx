import { Link } from 'react-router'
import { BackupStatus } from '~/components/admin/backup-status'
import { consoleMeta } from '~/components/admin/console-meta'
import { ConsoleSection } from '~/components/admin/console-section'
import { DataTable } from '~/components/admin/data-table'
import { formatTime } from '~/components/admin/format'
import { examplesByPage } from '~/content/examples'
import { leadCatalogue, leadReference } from '~/leads/catalogue'
import { openMoveRequests } from '~/leads/bookings/console.server'
import { bookingChange } from '~/leads/bookings/messages'
import { requireStaff } from '~/server/auth.server'
import { backupStatus } from '~/server/backup/record.server'
import { exampleFactsOfSite } from '~/server/business-facts.server'
import { dashboard } from '~/server/console/dashboard.server'
import type { Route } from './+types/dashboard'
import type { PageHandle } from '~/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export const meta = () => consoleMeta('Dashboard')

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  const examples = staff.role === 'admin' ? examplesByPage(await exampleFactsOfSite()) : []
  return {
    ...(await dashboard()),
    openMoves: await openMoveRequests(),
    backups: staff.role === 'admin' ? await backupStatus() : null,
    beforeLaunch: examples.map(({ page, entries }) => ({
      page,
      entries: entries.map(({ entry, value }) => ({ entry, value })),
    })),
  }
}

const countColumns = [
  { key: 'kind', label: 'Kind', className: 'px-4 py-3 font-medium' },
  ...['Today', 'Last 7 days', 'All'].map((label) => ({
    key: label,
    label,
    className: 'px-4 py-3 text-right font-medium',
  })),
]

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, newest, outbox, beforeLaunch, openMoves, backups } = loaderData
  return (
    <>
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-2 text-muted">Every lead the site has captured, counted by day in India's time.</p>
      {beforeLaunch.length ? <BeforeLaunch pages={beforeLaunch} /> : null}
      {openMoves.length ? (
        <ConsoleSection
          id="open-moves"
          title={`${bookingChange.openMoves}: ${openMoves.length}`}
          className="mt-8 rounded-xl border border-amber-400/60 bg-amber-400/10 p-4"
        >
          <ul className="mt-3 flex flex-col gap-2">
            {openMoves.map((move) => (
              <li key={move.id} className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={`/admin/leads/bookings/${move.id}`} className="font-medium underline underline-offset-4">
                  {leadReference('bookings', move.id)}: {move.name}
                </Link>
                <span className="text-sm text-muted">{formatTime(move.asked, { zone: true })}</span>
              </li>
            ))}
          </ul>
        </ConsoleSection>
      ) : null}

      <ConsoleSection id="counts" title="Leads" className="mt-8">
        <DataTable columns={countColumns}>
          {counts.map((row) => (
            <tr key={row.kind} className="border-t border-ink-line">
              <th scope="row" className="px-4 py-3 font-medium">
                <Link to={`/admin/leads/${row.kind}`} className="underline-offset-4 hover:underline">
                  {leadCatalogue[row.kind].label.plural}
                </Link>
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{row.today}</td>
              <td className="px-4 py-3 text-right tabular-nums">{row.week}</td>
              <td className="px-4 py-3 text-right tabular-nums">{row.total}</td>
            </tr>
          ))}
        </DataTable>
      </ConsoleSection>

      <div className="mt-10 grid gap-8 xl:grid-cols-[2fr_1fr]">
        <ConsoleSection id="newest" title="Newest leads">
          {newest.length ? (
            <ul className="mt-4 divide-y divide-ink-line rounded-xl border border-ink-line">
              {newest.map((lead) => (
                <li
                  key={`${lead.kind}-${lead.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3"
                >
                  <Link
                    to={`/admin/leads/${lead.kind}/${lead.id}`}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {lead.title || `#${lead.id}`}
                  </Link>
                  <span className="text-sm text-muted">
                    {leadCatalogue[lead.kind].label.singular}
                    {lead.status ? ` · ${lead.status}` : ''} · {formatTime(lead.created_at, { zone: true })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">No leads yet.</p>
          )}
        </ConsoleSection>
        <ConsoleSection id="outbox" title="Mail outbox">
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <div className="rounded-xl border border-ink-line bg-ink-raised p-4">
              <dt className="text-sm text-muted">Waiting to send</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">{outbox.pending}</dd>
            </div>
            <div
              className={`rounded-xl border p-4 ${outbox.failed ? 'border-red-400/60 bg-red-500/10' : 'border-ink-line bg-ink-raised'}`}
            >
              <dt className="text-sm text-muted">Failed</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">{outbox.failed}</dd>
            </div>
          </dl>
          <Link to={outbox.failed ? '/admin/outbox?status=failed' : '/admin/outbox'} className="button-secondary mt-4">
            Open the outbox
          </Link>
        </ConsoleSection>
      </div>
      {backups ? <BackupStatus status={backups} /> : null}
    </>
  )
}

type ExamplesOnPage = { page: string; entries: { entry: string; value: string }[] }

/** For administrators: the business facts still marked as examples, page by page, to confirm before launch. */
function BeforeLaunch({ pages }: { pages: ExamplesOnPage[] }) {
  return (
    <ConsoleSection
      id="before-launch"
      title="Before launch"
      className="mt-8 rounded-xl border border-amber-400/60 bg-amber-500/10 p-4"
    >
      <p className="mt-2 text-muted">
        These facts in <code>app/content/business.ts</code> are still the examples the site shipped with. Replace each
        with your own and mark it <code>confirmed: true</code>; <code>npm run content:check</code> lists the same.
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium">The examples, page by page</summary>
        <dl className="mt-3 flex flex-col gap-3">
          {pages.map(({ page, entries }) => (
            <div key={page}>
              <dt className="font-semibold">{page}</dt>
              <dd>
                <ul className="mt-1 list-disc pl-5 text-sm text-muted">
                  {entries.map(({ entry, value }) => (
                    <li key={entry} className="break-words">
                      <span className="text-paper">{entry}</span>: {value}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </ConsoleSection>
  )
}
