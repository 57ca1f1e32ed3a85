// Paging for the gallery and the testimonials carousel. Pages are counted from 0.

export type Paged<T> = {
  items: T[]
  page: number
  pageCount: number
  hasPrevious: boolean
  hasNext: boolean
}

/** How many pages `total` items fill at `size` per page; an empty list still has one (empty) page. */
export function pageCountFor(total: number, size: number) {
  return Math.max(1, Math.ceil(total / size))
}

/** The items of one page; a page outside the list is clamped to the first or last page. */
export function paginate<T>(items: readonly T[], page: number, size: number): Paged<T> {
  const pageCount = pageCountFor(items.length, size)
  const current = Math.min(Math.max(0, Math.trunc(page)), pageCount - 1)
  return {
    items: items.slice(current * size, current * size + size),
    page: current,
    pageCount,
    hasPrevious: current > 0,
    hasNext: current < pageCount - 1,
  }
}

/** The page `step` pages away from `page`, wrapping around both ends (the carousel's auto-advance). */
export function wrapPage(page: number, step: number, pageCount: number) {
  return (((page + step) % pageCount) + pageCount) % pageCount
}
