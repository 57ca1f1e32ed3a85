import { Suspense, lazy, useRef, useState } from 'react'
import { chromeIcons } from '~/components/ui/chrome-icons'

const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
)

type Props = { onGetApp: (opener: HTMLElement | null) => void }

/** The hamburger button; the menu itself is fetched the first time it is opened. */
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
          setOpen(true)
        }}
        className="inline-flex size-11 items-center justify-center rounded-full border border-ink-line md:hidden"
      >
        <chromeIcons.menu />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            onGetApp={() => onGetApp(trigger.current)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
