import { Link } from 'react-router'

type Props = { page: number; pageCount: number; total: number; search: URLSearchParams; noun: string }

/** Previous and next links that keep the list's filters. */
export function Pager({ page, pageCount, total, search, noun }: Props) {
  const href = (target: number) => {
    const params = new URLSearchParams(search)
    params.set('page', String(target))
    return `?${params.toString()}`
  }
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted">
        {total} {noun} · page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className="button-secondary">
            Previous page
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={href(page + 1)} className="button-secondary">
            Next page
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
