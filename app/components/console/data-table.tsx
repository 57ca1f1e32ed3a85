type Column = { key: string; label: React.ReactNode; className?: string }

/** A console table: a header row of columns, and the rows the caller renders, scrolling sideways when wide. */
export function DataTable({
  columns,
  className = 'mt-4',
  children,
}: {
  columns: Column[]
  className?: string
  children: React.ReactNode
}) {
  return (
    // Relative, so that what sits out of the flow inside it (a header read only by screen readers) scrolls with the
    // table rather than widening the page.
    <div className={`${className} relative overflow-x-auto rounded-xl border border-ink-line`}>
      <table className="w-full text-left text-sm">
        <thead className="bg-ink-raised text-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className ?? 'px-4 py-3 font-medium whitespace-nowrap'}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
