import { data } from 'react-router'
import { isLeadType } from '~/components/admin/lead-types'
import { requireStaff } from '~/server/auth.server'
import { columnLabel, leadsForExport, readFilters } from '~/server/console.server'
import { toCsv } from '~/server/csv.server'
import type { Route } from './+types/leads-export'

/** The filtered list as a CSV file: every field, newest first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  if (!isLeadType(params.type)) throw data(null, { status: 404 })
  const filters = readFilters(params.type, new URL(request.url).searchParams)
  const rows = await leadsForExport(params.type, filters)
  const columns = rows.length ? Object.keys(rows[0]) : ['id', 'created_at']
  const csv = toCsv(
    columns.map(columnLabel),
    rows.map((row) => columns.map((column) => row[column])),
  )
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${params.type}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
