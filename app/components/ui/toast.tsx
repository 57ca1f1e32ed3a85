import { Suspense, lazy, useEffect, useState } from 'react'

// Toasts through sonner, loaded the first time one is shown, so pages that never show a toast do not
// download it. sonner replays toasts created before its Toaster subscribed, so nothing is lost.

type ToastOptions = { description?: string; duration?: number }
type Kind = 'message' | 'success' | 'error'

const wanted = new Set<() => void>()
let sonner: Promise<typeof import('sonner')> | undefined

function show(kind: Kind, title: string, options?: ToastOptions) {
  sonner ??= import('sonner')
  for (const mount of wanted) mount()
  void sonner.then(({ toast }) => (kind === 'message' ? toast(title, options) : toast[kind](title, options)))
}

export const toast = Object.assign((title: string, options?: ToastOptions) => show('message', title, options), {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
})

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** Mounts sonner's Toaster (its defaults are the spec's toast constants) once the first toast is shown. */
export function Toaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const mount = () => setMounted(true)
    wanted.add(mount)
    return () => {
      wanted.delete(mount)
    }
  }, [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" theme="dark" richColors closeButton />
    </Suspense>
  )
}
