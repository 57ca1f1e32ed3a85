import { indianDate, indianDateTime } from '~/india/india-time'
import { columnLabel, holdsNamedId, isTimeColumn, readableValue } from '~/leads/catalogue'
import { recordEvent } from '~/server/audit.server'
import { requireStaff } from '~/server/auth.server'
import { describeFilters, leadsForExport, readFilters } from '~/leads/console/leads.server'
import { database } from '~/server/db.server'
import { toCsv } from '~/server/csv.server'
import { consoleKind } from '~/leads/console/addresses.server'
import type { Route } from './+types/leads-export'
import type { PageHandle } from '~/pages/page-handle'

export const handle = { audience: 'staff', scripts: false } satisfies PageHandle

/**
 * The filtered list as a CSV file: the catalogue's export columns, newest first. Every export is in the
 * audit log: who took which list, with which filters, and how many rows.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  const kind = consoleKind(request, params.kind)
  const filters = readFilters(kind, new URL(request.url).searchParams)
  const { columns, rows } = await leadsForExport(kind, filters)
  await recordEvent(database().db, {
    leadType: kind,
    leadId: null,
    staffId: staff.id,
    action: 'export',
    detail: `Exported ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} as CSV (${describeFilters(filters)})`,
  })
  // An id of something the site names (a booking's package) is exported by its name, and beside it the id.
  const header = columns.flatMap((column) =>
    holdsNamedId(column) ? [columnLabel(column), `${columnLabel(column)} ID`] : [columnLabel(column)],
  )
  const cells = (value: unknown, column: string) => {
    if (holdsNamedId(column)) return [readableValue(column, value), value]
    return [isTimeColumn(column) && typeof value === 'string' ? indianDateTime(value) : readableValue(column, value)]
  }
  const csv = toCsv(
    header,
    rows.map((row) => row.flatMap((value, index) => cells(value, columns[index]))),
  )
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${kind}-${indianDate()}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
