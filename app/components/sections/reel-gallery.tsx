import { ChevronLeft } from '~/components/icons/chevron-left'
import { ChevronRight } from '~/components/icons/chevron-right'
import { Maximize2 } from '~/components/icons/maximize-2'
import { Pause } from '~/components/icons/pause'
import { Play } from '~/components/icons/play'
import { useEffect, useRef, useState } from 'react'
import { type Reel, type ReelFilter, reelSize } from '~/content/reels'
import type { ImageSource } from '~/image-urls'
import { paginate } from './pagination'
import type { ReelPlayerDialog as Player } from './reel-player-dialog'
import { useReducedMotion } from './use-reduced-motion'

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

type TileProps = {
  reel: Reel
  poster: ImageSource | null
  /** The first reel of the page as it loads: its poster is fetched first. */
  first: boolean
  /** True while the large player is open: the grid rests. */
  suspended: boolean
  onOpen: (opener: HTMLElement) => void
}

/** One reel in the grid: plays muted and looped while on screen, until the visitor pauses it. */
function ReelTile({ reel, poster, first, suspended, onOpen }: TileProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [visible, setVisible] = useState(false)
  const [pausedByVisitor, setPausedByVisitor] = useState(false)
  const [playing, setPlaying] = useState(false)
  const reducedMotion = useReducedMotion()
  const shouldPlay = visible && !suspended && !pausedByVisitor && !reducedMotion

  useEffect(() => {
    const node = video.current
    if (!node) return
    const observer = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting), { threshold: 0.3 })
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const node = video.current
    if (!node) return
    if (shouldPlay) node.play().catch(() => undefined)
    else node.pause()
  }, [shouldPlay])

  // With reduced motion a reel plays only when the visitor asks; the button then tells what it will do.
  function toggle() {
    const node = video.current
    if (!node) return
    if (node.paused) {
      setPausedByVisitor(false)
      node.play().catch(() => undefined)
    } else {
      setPausedByVisitor(true)
      node.pause()
    }
  }

  return (
    <article className="group relative overflow-hidden rounded-3xl border border-ink-line bg-ink-raised">
      {/* The poster lies under the video, which shows nothing until it plays: unlike the video's own poster,
          a picture can come in the width the screen needs. */}
      {poster ? (
        <img
          {...poster}
          alt=""
          {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      <video
        ref={video}
        src={reel.video}
        width={reelSize.width}
        height={reelSize.height}
        preload="none"
        muted
        loop
        playsInline
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="relative aspect-[9/16] h-auto w-full object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={`${playing ? 'Pause' : 'Play'} ${reel.title}`}
        className="absolute inset-0 flex items-center justify-center focus-visible:outline-offset-[-6px]"
      >
        <span
          className={`flex size-14 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur transition ${playing ? 'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100' : 'opacity-100'}`}
        >
          {playing ? <Pause className="size-6" /> : <Play className="size-6" />}
        </span>
      </button>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/50 to-transparent p-4 pt-16">
        <p className="text-xs font-semibold tracking-wide text-accent-strong uppercase">{reel.category}</p>
        <h3 className="mt-1 text-lg font-semibold text-white">{reel.title}</h3>
        <button
          type="button"
          onClick={(event) => onOpen(event.currentTarget)}
          onPointerEnter={preloadPlayer}
          onPointerDown={preloadPlayer}
          onFocus={preloadPlayer}
          className="pointer-events-auto mt-3 inline-flex min-h-10 items-center gap-2 rounded-full bg-white/15 px-4 text-sm font-semibold text-white backdrop-blur transition hover:bg-white/25"
        >
          <Maximize2 className="size-4" />
          Watch<span className="sr-only"> {reel.title}</span>
        </button>
      </div>
    </article>
  )
}
