import { ChevronLeft } from '~/components/icons/chevron-left'
import { ChevronRight } from '~/components/icons/chevron-right'
import { useRef, useState } from 'react'
import type { Reel, ReelFilter } from '~/content/reels'
import type { ImageSource } from '~/images/image-urls'
import { paginate } from './pagination'
import type { ReelPlayerDialog as Player } from './reel-player-dialog'
import { ReelTile } from './reel-tile'

// The large player and its dialog code are fetched when a visitor first reaches for a Watch button, so the
// gallery hydrates without them.
const loadPlayer = () => import('./reel-player-dialog').then((module) => module.ReelPlayerDialog)
const preloadPlayer = () => void loadPlayer().catch(() => undefined)

type Props = {
  reels: Reel[]
  /** Each reel's poster by its id, as the image endpoint serves it; a reel without one shows none. */
  posters: Record<number, ImageSource | null>
  categories: readonly ReelFilter[]
  perPage: number
}

/** Discover Vibe: reels by category, a page at a time, each playable in place or in a larger player. */
export function ReelGallery({ reels, posters, categories, perPage }: Props) {
  const [filter, setFilter] = useState<ReelFilter>('All')
  const [page, setPage] = useState(0)
  const [open, setOpen] = useState<Reel | null>(null)
  const [ReelPlayerDialog, setReelPlayerDialog] = useState<typeof Player | null>(null)
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const shown = paginate(filter === 'All' ? reels : reels.filter((reel) => reel.category === filter), page, perPage)

  function choose(category: ReelFilter) {
    setFilter(category)
    setPage(0)
  }

  function turn(step: number) {
    const target = shown.page + step
    setPage(target)
    // A paging button that becomes disabled would drop focus; hand it to the other one.
    if (target === 0) next.current?.focus()
    if (target === shown.pageCount - 1) previous.current?.focus()
  }

  return (
    <section aria-labelledby="gallery-heading" className="container-page">
      <h2 id="gallery-heading" className="sr-only">
        Reels
      </h2>
      <div
        role="group"
        aria-label="Filter reels by category"
        className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {categories.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={filter === category}
            onClick={() => choose(category)}
            className={`min-h-10 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition ${
              filter === category
                ? 'border-accent bg-accent text-accent-ink'
                : 'border-ink-line bg-ink-raised text-paper/85 hover:border-muted hover:text-paper'
            }`}
          >
            {category}
          </button>
        ))}
      </div>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {shown.pageCount > 1
          ? `Page ${shown.page + 1} of ${shown.pageCount}, ${filter === 'All' ? 'all reels' : filter}`
          : `${shown.items.length} ${shown.items.length === 1 ? 'reel' : 'reels'}, ${filter === 'All' ? 'all categories' : filter}`}
      </p>

      <ul className="mx-auto mt-4 grid max-w-sm gap-5 md:max-w-none md:grid-cols-3">
        {shown.items.map((reel, index) => (
          <li key={reel.id}>
            <ReelTile
              reel={reel}
              poster={posters[reel.id] ?? null}
              first={index === 0 && shown.page === 0 && filter === 'All'}
              suspended={open !== null}
              onReach={preloadPlayer}
              onOpen={(opener) => {
                returnFocus.current = opener
                loadPlayer().then(
                  (loaded) => {
                    setReelPlayerDialog(() => loaded)
                    setOpen(reel)
                  },
                  // Without the player's code the browser's own player still shows the clip.
                  () => window.location.assign(reel.video),
                )
              }}
            />
          </li>
        ))}
      </ul>

      <nav aria-label="Reel pages" className="mt-8 flex items-center justify-center gap-3">
        <button
          ref={previous}
          type="button"
          aria-label="Previous page"
          disabled={!shown.hasPrevious}
          onClick={() => turn(-1)}
          className="flex size-11 items-center justify-center rounded-full border border-ink-line bg-ink-raised text-paper transition hover:border-muted disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeft className="size-5" />
        </button>
        {shown.pageCount > 1 ? (
          <ol className="flex items-center gap-1">
            {Array.from({ length: shown.pageCount }, (_, index) => (
              <li key={index}>
                <button
                  type="button"
                  aria-label={`Page ${index + 1}`}
                  aria-current={index === shown.page ? 'page' : undefined}
                  onClick={() => setPage(index)}
                  className="group flex size-8 items-center justify-center rounded-full"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${index === shown.page ? 'w-7 bg-accent' : 'w-2.5 bg-muted/60 group-hover:bg-paper'}`}
                  />
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        <button
          ref={next}
          type="button"
          aria-label="Next page"
          disabled={!shown.hasNext}
          onClick={() => turn(1)}
          className="flex size-11 items-center justify-center rounded-full border border-ink-line bg-ink-raised text-paper transition hover:border-muted disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRight className="size-5" />
        </button>
      </nav>

      {ReelPlayerDialog ? (
        <ReelPlayerDialog
          reel={open}
          poster={open ? (posters[open.id] ?? null) : null}
          onClose={() => setOpen(null)}
          returnFocus={returnFocus}
        />
      ) : null}
    </section>
  )
}
