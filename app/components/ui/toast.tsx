import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react'
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

const SonnerToaster = lazy(() => import('./sonner-toaster').then((module) => ({ default: module.ToasterBelowTopBar })))

/**
 * Mounts sonner's Toaster (its defaults are the spec's toast constants) once the first toast is shown; its code,
 * and what keeps it clear of the top bar and of the field with focus, load with it (./sonner-toaster.tsx).
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => watch(() => setMounted(true)), [])
  if (!mounted) return null
  return (
    <CodeLoadBoundary fallback={<PlainToast />}>
      <Suspense fallback={null}>
        <SonnerToaster />
      </Suspense>
    </CodeLoadBoundary>
  )
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
