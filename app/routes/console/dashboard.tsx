import { Link } from 'react-router'
import { BackupStatus } from '~/components/console/backup-status'
import { BeforeLaunch } from '~/components/console/before-launch'
import { consoleMeta } from '~/components/console/console-meta'
import { ConsoleSection } from '~/components/console/console-section'
import { formatTime } from '~/components/console/format'
import { LeadCounts } from '~/components/console/lead-counts'
import { consoleWords } from '~/content/console'
import { examplesByPage } from '~/content/examples'
import { factsShownByLeads, leadCatalogue, leadReference } from '~/leads/catalogue'
import { openMoveRequests } from '~/leads/bookings/console.server'
import { bookingChange } from '~/leads/bookings/messages'
import { requireStaff } from '~/server/auth.server'
import { backupStatus } from '~/server/backup/record.server'
import { exampleFactsOfSite } from '~/server/business-facts.server'
import { dashboard } from '~/leads/console/dashboard.server'
import type { Route } from './+types/dashboard'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return consoleMeta('Dashboard', matches)
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  const examples = staff.role === 'admin' ? examplesByPage(await exampleFactsOfSite(factsShownByLeads)) : []
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

/** A count of what needs doing, in one tap from the list of it. */
function CountTile({ to, count, label }: { to: string; count: number; label: string }) {
  return (
    <Link
      to={to}
      className={`flex h-full flex-col gap-1 rounded-xl border p-4 hover:border-muted ${count ? 'border-accent/60 bg-accent/10' : 'border-ink-line bg-ink-raised'}`}
    >
      <span className="text-3xl font-bold tabular-nums">{count}</span>
      <span className="text-sm break-words">{label}</span>
    </Link>
  )
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { days, counts, events, newest, outbox, beforeLaunch, openMoves, backups } = loaderData
  return (
    <>
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-2 text-muted">Every lead the site has captured, counted by day in India's time.</p>
      <ConsoleSection id="today" title={consoleWords.dayHeading(days.today)} className="mt-8">
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
          {events.flatMap(({ kind, ...count }) =>
            (['today', 'tomorrow'] as const).map((day) => (
              <li key={`${kind}-${day}`}>
                <CountTile
                  to={`/console/leads/${kind}?event=${days[day]}`}
                  count={count[day]}
                  label={consoleWords.withEvent(leadCatalogue[kind].label.plural, day)}
                />
              </li>
            )),
          )}
          <li>
            <CountTile
              to="/console/leads/bookings?move=open"
              count={openMoves.length}
              label={bookingChange.openMoves}
            />
          </li>
        </ul>
      </ConsoleSection>
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
                <Link to={`/console/leads/bookings/${move.id}`} className="font-medium underline underline-offset-4">
                  {leadReference('bookings', move.id)}: {move.name}
                </Link>
                <span className="text-sm text-muted">{formatTime(move.asked, { zone: true })}</span>
              </li>
            ))}
          </ul>
        </ConsoleSection>
      ) : null}

      <LeadCounts counts={counts} days={days} />

      <div className="mt-10 grid grid-cols-1 gap-8 xl:grid-cols-[2fr_1fr]">
        <ConsoleSection id="newest" title="Newest leads">
          {newest.length ? (
            <ul className="mt-4 divide-y divide-ink-line rounded-xl border border-ink-line">
              {newest.map((lead) => (
                <li
                  key={`${lead.kind}-${lead.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3"
                >
                  <Link
                    to={`/console/leads/${lead.kind}/${lead.id}`}
                    className="min-w-0 font-medium break-words underline-offset-4 hover:underline"
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
          <Link
            to={outbox.failed ? '/console/outbox?status=failed' : '/console/outbox'}
            className="button-secondary mt-4"
          >
            Open the outbox
          </Link>
        </ConsoleSection>
      </div>
      {backups ? <BackupStatus status={backups} /> : null}
    </>
  )
}
