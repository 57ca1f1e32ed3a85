import { Link, useLocation } from 'react-router'
import { consoleMeta } from '~/components/console/console-meta'
import { DataTable } from '~/components/console/data-table'
import { formatField, formatTime } from '~/components/console/format'
import { LeadCard } from '~/components/console/lead-card'
import { LeadFilterForm } from '~/components/console/lead-filter-form'
import { Pager } from '~/components/console/pager'
import { consoleWords } from '~/content/console'
import { dateInWords, timeInIndia } from '~/india/date-in-words'
import { columnLabel, leadCatalogue, readableValue, subscriptionState } from '~/leads/catalogue'
import { phoneLinks } from '~/leads/contact-links'
import { requireStaff } from '~/server/auth.server'
import { listLeads, readFilters } from '~/leads/console/leads.server'
import { consoleKind } from '~/leads/console/addresses.server'
import type { Route } from './+types/leads'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: true } satisfies PageHandle

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return consoleMeta(data ? data.label : 'Leads', matches)
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const kind = consoleKind(request, params.kind)
  const url = new URL(request.url)
  const filters = readFilters(kind, url.searchParams)
  const list = await listLeads(kind, filters, Number(url.searchParams.get('page')) || 1)
  const { label, workflow, mailingList, console: shown, personal } = leadCatalogue[kind]
  const columns = [shown.title, ...shown.listed, 'created_at' as const]
  // A mailing list's member shows where they stand (pending, confirmed, unsubscribed) and since when.
  const stateColumns = mailingList
    ? [
        { key: 'state', label: 'State' },
        { key: 'since', label: 'Since' },
      ]
    : []
  return {
    kind,
    label: label.plural,
    filters,
    columns: [...columns.map((column) => ({ key: column, label: columnLabel(column) })), ...stateColumns],
    rows: list.rows.map((row) => {
      const state = mailingList ? subscriptionState(row) : null
      const cells = columns.map((column) => readableValue(column, row[column] ?? null))
      return {
        id: row.id,
        cells: [...cells, ...(state ? [state.state, state.since] : [])],
        card: {
          title: String(row[shown.title] ?? ''),
          kind: [
            label.singular,
            shown.packageType ? readableValue(shown.packageType.column, row[shown.packageType.column]) : null,
          ]
            .filter(Boolean)
            .join(' · '),
          status: state ? state.state : (row.status ?? null),
          when:
            firstEvent(shown.events, row) ?? `${consoleWords.received} ${formatTime(row.created_at, { zone: true })}`,
          phone: personal.phone ? phoneLinks(String(row[personal.phone] ?? '')) : null,
        },
      }
    }),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    showing: [
      filters.event ? consoleWords.showing.event(filters.event) : '',
      filters.move ? consoleWords.showing.move : '',
      filters.mail ? consoleWords.showing.mail : '',
    ].filter(Boolean),
    options: {
      events: shown.events !== undefined,
      movable: shown.movable === true,
      statuses: workflow ? choices(workflow.statuses) : null,
      cityChoices: shown.city?.choices ? choices(shown.city.choices) : null,
      cityText: shown.city !== undefined && !shown.city.choices,
      packageTypes: shown.packageType ? choices(shown.packageType.choices, shown.packageType.column) : null,
    },
  }
}

type Events = (typeof leadCatalogue)[keyof typeof leadCatalogue]['console']['events']

/** When a lead's first event is, in India's time, and of how many events; null for a kind without events. */
function firstEvent(events: Events, row: Record<string, unknown>) {
  if (!events) return null
  const date = row[events.date]
  const time = row[events.time]
  if (typeof date !== 'string' || typeof time !== 'string') return null
  const all = events.all ? row[events.all] : null
  const listed: unknown = typeof all === 'string' ? JSON.parse(all) : null
  const count = Array.isArray(listed) ? listed.length : 1
  return `${count > 1 ? consoleWords.firstOf(count) : consoleWords.event}: ${dateInWords(date)}, ${timeInIndia(time)}`
}

/** A filter's choices, each offered by the name the team reads (a package's, not its id). */
function choices(values: readonly string[], column = '') {
  return values.map((value) => ({ value, label: String(readableValue(column, value)) }))
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { kind, label, filters, columns, rows, options, showing } = loaderData
  const location = useLocation()
  const search = new URLSearchParams(location.search)
  search.delete('page')
  const exportHref = `/console/leads/${kind}/export${search.size ? `?${search.toString()}` : ''}`
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">{label}</h1>
        <a href={exportHref} className="button-secondary" download>
          Export CSV
        </a>
      </div>
      {showing.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {showing.map((words) => (
            <li key={words} className="rounded-full border border-accent/60 bg-accent/10 px-3 py-1 text-sm">
              {words}
            </li>
          ))}
        </ul>
      ) : null}
      <LeadFilterForm kind={kind} filters={filters} options={options} search={location.search} />

      {rows.length ? (
        <>
          {/* On a phone each lead is a card; from a tablet's width up, the table. */}
          <ul className="mt-6 flex flex-col gap-3 md:hidden">
            {rows.map((row) => (
              <li key={row.id}>
                <LeadCard
                  href={`/console/leads/${kind}/${row.id}`}
                  {...row.card}
                  title={row.card.title || `#${row.id}`}
                />
              </li>
            ))}
          </ul>
          <DataTable columns={columns} className="mt-6 hidden md:block">
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-ink-line align-top">
                {row.cells.map((cell, index) => (
                  <td key={columns[index].key} className="max-w-xs truncate px-4 py-3">
                    {index === 0 ? (
                      <Link
                        to={`/console/leads/${kind}/${row.id}`}
                        className="font-medium text-accent underline-offset-4 hover:underline"
                      >
                        {String(cell ?? '') || `#${row.id}`}
                      </Link>
                    ) : columns[index].key === 'since' ? (
                      formatTime(String(cell))
                    ) : (
                      formatField(columns[index].key, cell)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </DataTable>
        </>
      ) : (
        <p className="mt-8 text-muted">Nothing matches these filters.</p>
      )}
      <Pager
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        total={loaderData.total}
        search={search}
        noun={label.toLowerCase()}
      />
    </>
  )
}
