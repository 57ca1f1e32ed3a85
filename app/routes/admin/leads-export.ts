import { indianDate } from '~/india-time'
import { columnLabel } from '~/leads/catalogue'
import { requireStaff } from '~/server/auth.server'
import { leadsForExport, readFilters } from '~/server/console/leads.server'
import { toCsv } from '~/server/csv.server'
import { consoleKind } from '~/server/console/addresses.server'
import type { Route } from './+types/leads-export'

/** The filtered list as a CSV file: the catalogue's export columns, newest first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const kind = consoleKind(request, params.kind)
  const filters = readFilters(kind, new URL(request.url).searchParams)
  const { columns, rows } = await leadsForExport(kind, filters)
  const csv = toCsv(columns.map(columnLabel), rows)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${params.kind}-${indianDate()}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
