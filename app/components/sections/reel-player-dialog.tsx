import { LoaderCircle } from '~/components/icons/loader-circle'
import { X } from '~/components/icons/x'
import { Dialog } from 'radix-ui'
import { useCallback, useRef, useState } from 'react'
import { type Reel, reelSize } from '~/content/reels'
import type { ImageSource } from '~/images/image-urls'

type Props = {
  reel: Reel | null
  poster: ImageSource | null
  onClose: () => void
  returnFocus: React.RefObject<HTMLElement | null>
}

/**
 * The large player: opens playing, shows a spinner until the clip has data, and on every way of closing
 * (Escape, the close button, a click outside the video) pauses and rewinds before it goes away.
 */
export function ReelPlayerDialog({ reel, poster, onClose, returnFocus }: Props) {
  const video = useRef<HTMLVideoElement>(null)
  const [loading, setLoading] = useState(true)

  function close() {
    const node = video.current
    if (node) {
      node.pause()
      node.currentTime = 0
    }
    setLoading(true)
    onClose()
  }

  const attach = useCallback((node: HTMLVideoElement | null) => {
    video.current = node
    // Browsers may refuse to start a clip with sound; the sample clips are silent, so muted is no loss.
    node?.play().catch(() => {
      node.muted = true
      return node.play().catch(() => undefined)
    })
  }, [])

  return (
    <Dialog.Root open={reel !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/85 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus.current?.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(calc(100vw-2rem),calc((100dvh-7rem)*9/16))] -translate-x-1/2 -translate-y-1/2 outline-none"
        >
          {reel ? (
            <>
              <div className="relative overflow-hidden rounded-3xl border border-ink-line bg-ink shadow-2xl">
                <video
                  ref={attach}
                  key={reel.id}
                  src={reel.video}
                  poster={poster?.src}
                  width={reelSize.width}
                  height={reelSize.height}
                  autoPlay
                  loop
                  playsInline
                  controls
                  preload="auto"
                  aria-label={reel.title}
                  onLoadedData={() => setLoading(false)}
                  onPlaying={() => setLoading(false)}
                  onWaiting={() => setLoading(true)}
                  className="aspect-[9/16] h-auto w-full bg-black object-cover"
                />
                {loading ? (
                  <div
                    role="status"
                    className="pointer-events-none absolute inset-0 flex items-center justify-center bg-black/30"
                  >
                    <LoaderCircle className="size-10 animate-spin text-white" />
                    <span className="sr-only">Loading the reel</span>
                  </div>
                ) : null}
              </div>
              <div className="mt-3 flex items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="text-lg font-semibold text-white">{reel.title}</Dialog.Title>
                  <Dialog.Description className="text-sm text-muted">{reel.category}</Dialog.Description>
                </div>
                <Dialog.Close
                  aria-label="Close player"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full border border-ink-line bg-ink-raised text-paper transition hover:border-muted"
                >
                  <X className="size-5" />
                </Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
