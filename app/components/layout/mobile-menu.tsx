import { Suspense, lazy, useRef, useState } from 'react'
import { chromeIcons } from '~/components/ui/chrome-icons'
import { CodeLoadBoundary } from '~/components/ui/code-load-boundary'
import { MenuContents } from './menu-contents'

const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
)

type Props = { onGetApp: (opener: HTMLElement | null) => void }

/**
 * The hamburger button; the menu itself is fetched the first time it is opened. If that code cannot be
 * fetched, the same links open as a plain list under the top bar, and the button closes it again.
 */
export function MobileMenu({ onGetApp }: Props) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true)
          setOpen(!open)
        }}
        className="inline-flex size-11 items-center justify-center rounded-full border border-ink-line md:hidden"
      >
        <chromeIcons.menu />
      </button>
      {loaded ? (
        <CodeLoadBoundary
          fallback={
            open ? (
              <div className="fixed inset-x-0 top-16 z-50 flex flex-col border-b border-ink-line bg-ink-raised p-5 md:hidden">
                <MenuContents onClose={() => setOpen(false)} onGetApp={() => onGetApp(trigger.current)} />
              </div>
            ) : null
          }
        >
          <Suspense fallback={null}>
            <MobileMenuPanel
              open={open}
              onOpenChange={setOpen}
              trigger={trigger}
              onGetApp={() => onGetApp(trigger.current)}
            />
          </Suspense>
        </CodeLoadBoundary>
      ) : null}
    </>
  )
}
