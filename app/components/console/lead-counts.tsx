import { Link } from 'react-router'
import { consoleWords } from '~/content/console'
import { leadCatalogue } from '~/leads/catalogue'
import type { dashboard } from '~/leads/console/dashboard.server'
import { ConsoleSection } from './console-section'
import { DataTable } from './data-table'

type Dashboard = Awaited<ReturnType<typeof dashboard>>
type Counts = Dashboard['counts'][number]
type Days = Dashboard['days']

const countColumns = [
  { key: 'kind', label: 'Kind', className: 'px-4 py-3 font-medium' },
  ...['Today', 'Last 7 days', 'All', consoleWords.failedMail].map((label) => ({
    key: label,
    label,
    className: 'px-4 py-3 text-right font-medium',
  })),
]

/** A kind's counts, each with the list it counts: received today, in India's last 7 days, all, with a failed mail. */
function countsOf(row: Counts, days: Days) {
  const list = `/console/leads/${row.kind}`
  return [
    { column: 'Today', count: row.today, href: `${list}?from=${days.today}&to=${days.today}` },
    { column: 'Last 7 days', count: row.week, href: `${list}?from=${days.weekFrom}` },
    { column: 'All', count: row.total, href: list },
    { column: consoleWords.failedMail, count: row.failedMail, href: `${list}?mail=failed` },
  ]
}

/** The dashboard's counts of every kind of lead, each a link to the list it counts. */
export function LeadCounts({ counts, days }: { counts: Counts[]; days: Days }) {
  return (
    <ConsoleSection id="counts" title="Leads" className="mt-8">
      {/* On a phone each kind of lead is a row of its counts; from a tablet's width up, the table. */}
      <ul className="mt-4 flex flex-col gap-3 md:hidden">
        {counts.map((row) => (
          <li key={row.kind} className="rounded-xl border border-ink-line p-3">
            <Link to={`/console/leads/${row.kind}`} className="font-medium underline-offset-4 hover:underline">
              {leadCatalogue[row.kind].label.plural}
            </Link>
            <ul className="mt-2 grid grid-cols-4 gap-2">
              {countsOf(row, days).map(({ column, count, href }) => (
                <li key={column}>
                  <Link
                    to={href}
                    className="flex min-h-11 flex-col rounded-lg bg-ink-raised px-2 py-1.5 text-xs text-muted hover:text-paper"
                  >
                    <span className="sr-only">{leadCatalogue[row.kind].label.plural}, </span>
                    {column}
                    <span className="text-lg font-semibold text-paper tabular-nums">{count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <DataTable columns={countColumns} className="mt-4 hidden md:block">
        {counts.map((row) => (
          <tr key={row.kind} className="border-t border-ink-line">
            <th scope="row" className="px-4 py-3 font-medium">
              <Link to={`/console/leads/${row.kind}`} className="underline-offset-4 hover:underline">
                {leadCatalogue[row.kind].label.plural}
              </Link>
            </th>
            {countsOf(row, days).map(({ column, count, href }) => (
              <td key={column} className="px-4 py-3 text-right tabular-nums">
                <Link to={href} className="inline-flex min-h-11 items-center underline underline-offset-4">
                  {count}
                  <span className="sr-only">
                    {' '}
                    {leadCatalogue[row.kind].label.plural}, {column}
                  </span>
                </Link>
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </ConsoleSection>
  )
}
