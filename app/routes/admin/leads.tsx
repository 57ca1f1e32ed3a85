import { Form, Link, data, useLocation } from 'react-router'
import { consoleMeta } from '~/components/admin/console-meta'
import { formatTime } from '~/components/admin/format'
import { isLeadType, leadTypeLabels } from '~/components/admin/lead-types'
import { Pager } from '~/components/admin/pager'
import { requireStaff } from '~/server/auth.server'
import { columnLabel, enquiryCities, leadCatalog, listLeads, packageTypes, readFilters } from '~/server/console.server'
import type { Route } from './+types/leads'

export const meta = ({ data }: Route.MetaArgs) => consoleMeta(data ? data.label : 'Leads')

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  if (!isLeadType(params.type)) throw data(null, { status: 404 })
  const type = params.type
  const url = new URL(request.url)
  const filters = readFilters(type, url.searchParams)
  const list = await listLeads(type, filters, Number(url.searchParams.get('page')) || 1)
  const entry = leadCatalog[type]
  const columns = [entry.title, ...entry.listColumns, 'created_at']
  return {
    type,
    label: leadTypeLabels[type].plural,
    filters,
    columns: columns.map((column) => ({ key: column, label: columnLabel(column) })),
    rows: list.rows.map((row) => ({ id: Number(row.id), cells: columns.map((column) => row[column] ?? null) })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    options: {
      statuses: entry.statuses ?? null,
      cityChoices: entry.city?.match === 'exact' ? enquiryCities : null,
      cityText: entry.city?.match === 'contains',
      packageTypes: entry.packageType ? packageTypes : null,
    },
  }
}

const inputClass = 'min-h-11 rounded-lg border border-ink-line bg-ink px-3 py-2 text-paper'

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { type, label, filters, columns, rows, options } = loaderData
  const location = useLocation()
  const search = new URLSearchParams(location.search)
  search.delete('page')
  const exportHref = `/admin/leads/${type}/export${search.size ? `?${search.toString()}` : ''}`
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">{label}</h1>
        <a href={exportHref} className="button-secondary" download>
          Export CSV
        </a>
      </div>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-ink-line bg-ink-raised p-4" key={location.search}>
        <Field label="Search">
          <input type="search" name="q" defaultValue={filters.q} className={inputClass} />
        </Field>
        {options.statuses ? (
          <Field label="Status">
            <select name="status" defaultValue={filters.status} className={inputClass}>
              <option value="">Any</option>
              {options.statuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {options.cityText ? (
          <Field label="City">
            <input type="text" name="city" defaultValue={filters.city} className={inputClass} />
          </Field>
        ) : options.cityChoices ? (
          <Field label="City">
            <select name="city" defaultValue={filters.city} className={inputClass}>
              <option value="">Any</option>
              {options.cityChoices.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {options.packageTypes ? (
          <Field label="Package type">
            <select name="package" defaultValue={filters.packageType} className={inputClass}>
              <option value="">Any</option>
              {options.packageTypes.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field label="Received from">
          <input type="date" name="from" defaultValue={filters.from} className={inputClass} />
        </Field>
        <Field label="Received to">
          <input type="date" name="to" defaultValue={filters.to} className={inputClass} />
        </Field>
        <button type="submit" className="button-primary">
          Filter
        </button>
        <Link to={`/admin/leads/${type}`} className="button-secondary">
          Clear
        </Link>
      </Form>

      {rows.length ? (
        <div className="mt-6 overflow-x-auto rounded-xl border border-ink-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-ink-raised text-muted">
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-ink-line align-top">
                  {row.cells.map((cell, index) => (
                    <td key={columns[index].key} className="max-w-xs truncate px-4 py-3">
                      {index === 0 ? (
                        <Link to={`/admin/leads/${type}/${row.id}`} className="font-medium text-accent underline-offset-4 hover:underline">
                          {String(cell ?? '') || `#${row.id}`}
                        </Link>
                      ) : columns[index].key === 'created_at' ? (
                        formatTime(String(cell))
                      ) : (
                        String(cell ?? '—')
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-8 text-muted">Nothing matches these filters.</p>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} total={loaderData.total} search={search} noun={label.toLowerCase()} />
    </>
  )
}

function Field({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      {children}
    </label>
  )
}
