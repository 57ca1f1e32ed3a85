import { data } from 'react-router'
import { indianDate, indianDateTime } from '~/india-time'
import { columnLabel, isLeadKind, isTimeColumn } from '~/leads/catalogue'
import { requireStaff } from '~/server/auth.server'
import { leadsForExport, readFilters } from '~/server/console/leads.server'
import { toCsv } from '~/server/csv.server'
import type { Route } from './+types/leads-export'

/** The filtered list as a CSV file: the catalogue's export columns, newest first, times in India's. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  if (!isLeadKind(params.kind)) throw data(null, { status: 404 })
  const filters = readFilters(params.kind, new URL(request.url).searchParams)
  const { columns, rows } = await leadsForExport(params.kind, filters)
  const csv = toCsv(
    columns.map(columnLabel),
    rows.map((row) => row.map((value, index) => (isTimeColumn(columns[index]) && typeof value === 'string' ? indianDateTime(value) : value))),
  )
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${params.kind}-${indianDate()}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
