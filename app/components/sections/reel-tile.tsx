import { Maximize2 } from '~/components/icons/maximize-2'
import { Pause } from '~/components/icons/pause'
import { Play } from '~/components/icons/play'
import { useEffect, useRef, useState } from 'react'
import { type Reel, reelSize } from '~/content/reels'
import type { ImageSource } from '~/images/image-urls'
import { useReducedMotion } from './use-reduced-motion'

type TileProps = {
  reel: Reel
  poster: ImageSource | null
  /** The first reel of the page as it loads: its poster is fetched first. */
  first: boolean
  /** True while the large player is open: the grid rests. */
  suspended: boolean
  onOpen: (opener: HTMLElement) => void
  /** The visitor is reaching for the Watch button: the large player may start loading. */
  onReach: () => void
}

/** One reel in the grid: plays muted and looped while on screen, until the visitor pauses it. */
export function ReelTile({ reel, poster, first, suspended, onOpen, onReach }: TileProps) {
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
          onPointerEnter={onReach}
          onPointerDown={onReach}
          onFocus={onReach}
          className="pointer-events-auto mt-3 inline-flex min-h-10 items-center gap-2 rounded-full bg-white/15 px-4 text-sm font-semibold text-white backdrop-blur transition hover:bg-white/25"
        >
          <Maximize2 className="size-4" />
          Watch<span className="sr-only"> {reel.title}</span>
        </button>
      </div>
    </article>
  )
}
