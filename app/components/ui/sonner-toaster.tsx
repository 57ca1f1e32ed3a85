import { useEffect, useRef } from 'react'
import { Toaster } from 'sonner'

// sonner's Toaster as the site shows it, loaded with sonner the first time a toast is shown (./toast.tsx).

// Toasts open just below the sticky top bar, never over it (docs/decisions/0104-nothing-overlaps-on-a-phone.md).
const belowTopBar = 'calc(var(--top-bar-height) + 1px + 0.5rem)'

/**
 * sonner's Toaster below the top bar; a toast sliding in or swiped away is cut at the bar's edge, so it comes out
 * from under the bar.
 */
export function ToasterBelowTopBar() {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => (region.current ? keepFocusClearOfToasts(region.current) : undefined), [])
  return (
    <div ref={region}>
      <Toaster
        position="top-center"
        theme="dark"
        richColors
        closeButton
        offset={{ top: belowTopBar }}
        mobileOffset={{ top: belowTopBar }}
        style={{ clipPath: 'inset(-0.5rem -100vmax -100vmax -100vmax)' }}
      />
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
