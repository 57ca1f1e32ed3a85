import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { CodeLoadBoundary } from './code-load-boundary'

// Toasts through sonner, loaded the first time one is shown, so pages that never show a toast do not
// download it. sonner replays toasts created before its Toaster subscribed, so nothing is lost; if its code
// cannot be fetched, a plain toast shows the latest message instead, so a form's result is never lost either.

type ToastOptions = { description?: string; duration?: number }
type Kind = 'message' | 'success' | 'error'
type Shown = { title: string; options?: ToastOptions }

let sonner: Promise<typeof import('sonner')> | undefined
let latest: Shown | null = null
// Told of every toast: the Toaster, to mount, and the plain stand-in, to show it.
const watchers = new Set<() => void>()

function watch(watcher: () => void) {
  watchers.add(watcher)
  return () => {
    watchers.delete(watcher)
  }
}

function show(kind: Kind, title: string, options?: ToastOptions) {
  latest = { title, options }
  sonner ??= import('sonner')
  for (const watcher of watchers) watcher()
  sonner.then(
    ({ toast }) => (kind === 'message' ? toast(title, options) : toast[kind](title, options)),
    () => undefined,
  )
}

export const toast = Object.assign((title: string, options?: ToastOptions) => show('message', title, options), {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
})

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

// Toasts open just below the sticky top bar, never over it (docs/decisions/0104-nothing-overlaps-on-a-phone.md).
const belowTopBar = 'calc(var(--top-bar-height) + 1px + 0.5rem)'

/**
 * Mounts sonner's Toaster (its defaults are the spec's toast constants) once the first toast is shown, below the
 * top bar; a toast sliding in or swiped away is cut at the bar's edge, so it comes out from under the bar.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false)
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => watch(() => setMounted(true)), [])
  useEffect(() => (mounted && region.current ? keepFocusClearOfToasts(region.current) : undefined), [mounted])
  if (!mounted) return null
  return (
    <div ref={region}>
      <CodeLoadBoundary fallback={<PlainToast />}>
        <Suspense fallback={null}>
          <SonnerToaster
            position="top-center"
            theme="dark"
            richColors
            closeButton
            offset={{ top: belowTopBar }}
            mobileOffset={{ top: belowTopBar }}
            style={{ clipPath: 'inset(-0.5rem -100vmax -100vmax -100vmax)' }}
          />
        </Suspense>
      </CodeLoadBoundary>
    </div>
  )
}

// How far down sonner shows the toasts behind the front one.
const stackedToastPeek = 14

/**
 * A toast lies over the page, so while toasts show, the window's scroll padding reaches below them and the field
 * that has focus is brought out from under them: a refused form puts the visitor in the field to correct just as
 * its toast appears, and the toast must not hide it. What the browser scrolls into view later stops below them
 * too. Returns what stops watching.
 */
function keepFocusClearOfToasts(region: HTMLElement) {
  const root = document.documentElement
  function place() {
    const list = region.querySelector<HTMLElement>('[data-sonner-toaster]')
    const shown = list?.querySelectorAll('[data-sonner-toast]').length ?? 0
    if (!list || shown === 0) {
      root.style.removeProperty('--toasts-bottom')
      return
    }
    const front = Number.parseFloat(list.style.getPropertyValue('--front-toast-height')) || 0
    const bottom = list.getBoundingClientRect().top + front + stackedToastPeek * (Math.min(shown, 3) - 1)
    root.style.setProperty('--toasts-bottom', `${Math.ceil(bottom)}px`)
    const focused = document.activeElement
    if (focused instanceof HTMLElement && focused !== document.body && !region.contains(focused)) {
      const box = focused.getBoundingClientRect()
      if (box.top < bottom && box.bottom > 0) focused.scrollIntoView({ block: 'nearest' })
    }
  }
  let frame = 0
  const observer = new MutationObserver(() => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(place)
  })
  observer.observe(region, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] })
  return () => {
    observer.disconnect()
    cancelAnimationFrame(frame)
    root.style.removeProperty('--toasts-bottom')
  }
}

// sonner's own default, which the spec's toasts follow.
const defaultDuration = 4000

/** The latest toast, drawn without sonner: the same words, for the same time. */
function PlainToast() {
  const shown = useSyncExternalStore(
    watch,
    () => latest,
    () => null,
  )
  const [visible, setVisible] = useState<Shown | null>(null)
  useEffect(() => {
    // Shown once the live region is on the page, so that screen readers announce the words.
    setVisible(shown)
    const timer = setTimeout(() => setVisible(null), shown?.options?.duration ?? defaultDuration)
    return () => clearTimeout(timer)
  }, [shown])
  return (
    <div
      role="status"
      className="fixed top-[calc(var(--top-bar-height)+1px+0.5rem)] left-1/2 z-[60] w-[min(92vw,24rem)] -translate-x-1/2"
    >
      {visible ? (
        <div className="rounded-xl border border-ink-line bg-ink-raised p-4 shadow-2xl">
          <p className="font-semibold">{visible.title}</p>
          <p className="mt-1 text-sm text-muted">{visible.options?.description}</p>
        </div>
      ) : null}
    </div>
  )
}
