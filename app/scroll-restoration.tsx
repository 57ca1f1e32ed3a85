import { useContext, useEffect, useLayoutEffect } from 'react'
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation, useNavigation } from 'react-router'
import { useNonce } from './nonce'

// React Router's own key, so positions it saved before this component took over still count.
const storageKey = 'react-router-scroll-positions'

// Scroll positions by history entry key, read from sessionStorage as the page hydrates and kept up to date by
// the router as the visitor moves between pages; written back when the document is left.
const positions: Record<string, number> = {}

/*
 * Parts of a page laid out only near the viewport (`.render-when-near`, docs/decisions/0007) stand in at an
 * estimated height until then, so the same content sits at a different offset depending on which parts the
 * visitor has passed. Positions are therefore saved and restored as if every part were laid out
 * (`data-all-laid-out`, app.css): the same offset then always shows the same content.
 */
const layOutEverything = 'allLaidOut'

/*
 * Runs as the body is parsed, before the page's scripts, as React Router's own does: gives the history entry a
 * key if it has none and scrolls to the position saved for it (on a reload or a return with Back or Forward),
 * with every part of the page laid out (above). Only the server's HTML runs it (a script React adds in the
 * browser never runs), so its text is left out of the browser's bundle.
 */
const restoreScript = !import.meta.env.SSR
  ? ''
  : `(function(){try{if(!history.state||!history.state.key)history.replaceState({key:Math.random().toString(32).slice(2)},'');var y=JSON.parse(sessionStorage.getItem('${storageKey}')||'{}')[history.state.key];if(typeof y!=='number')return;var r=document.documentElement;r.dataset.${layOutEverything}='';scrollTo(0,y);requestAnimationFrame(function(){requestAnimationFrame(function(){delete r.dataset.${layOutEverything}})})}catch(e){}})()`

/** The piece of the page's content at the top edge of the viewport (under the sticky top bar, if need be). */
function contentAtTop(): Element | null {
  const hit = document.elementsFromPoint(window.innerWidth / 2, 1).find((element) => element.closest('main, footer'))
  if (hit && !hit.querySelector('.render-when-near')) return hit
  // Between pieces of content: the innermost part reaching into or below the viewport moves with what is there.
  let part: Element | null = null
  let candidates: Element[] = [...document.querySelectorAll('.render-when-near')]
  for (;;) {
    const next = candidates.find((candidate) => candidate.getBoundingClientRect().bottom > 0)
    if (!next) return part
    part = next
    candidates = [...next.querySelectorAll('.render-when-near')]
  }
}

/** The scroll offset, with every part of the page laid out, that shows what the viewport shows now. */
function laidOutScrollY() {
  const root = document.documentElement
  const anchor = root.querySelector('.render-when-near') ? contentAtTop() : null
  if (!anchor) return window.scrollY
  const before = anchor.getBoundingClientRect().top
  root.dataset[layOutEverything] = ''
  // Read while laid out: the browser may have had to scroll up if the whole page is shorter than it was.
  const y = window.scrollY + anchor.getBoundingClientRect().top - before
  delete root.dataset[layOutEverything]
  return Math.max(0, Math.round(y))
}

/** Scrolls to a saved position with every part laid out; two frames later each part has recorded its size. */
function scrollToSaved(y: number) {
  const root = document.documentElement
  root.dataset[layOutEverything] = ''
  window.scrollTo(0, y)
  requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset[layOutEverything]))
}

function storedPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}')
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {}
  } catch {
    return {}
  }
}

/**
 * React Router's scroll restoration, with positions that mean the same content on pages laid out in parts
 * (docs/decisions/0012): a new page starts at the top, a link to `#id` scrolls to that element, Back and
 * Forward return to what the visitor saw, and so does a reload.
 */
export function ScrollRestoration() {
  const nonce = useNonce()
  const router = useContext(UNSAFE_DataRouterContext)?.router
  const routerState = useContext(UNSAFE_DataRouterStateContext)
  const location = useLocation()
  const navigation = useNavigation()

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    return () => {
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  useLayoutEffect(() => {
    if (!router) return
    Object.assign(positions, storedPositions())
    return router.enableScrollRestoration(positions, laidOutScrollY)
  }, [router])

  // Saved when the document is left. The browser's own restoration stays off: its offsets are those of the page
  // as far as it was laid out, which a fully laid-out page would not match.
  useEffect(() => {
    function save() {
      if (navigation.state === 'idle') positions[location.key] = laidOutScrollY()
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions))
      } catch {
        // Storage full or refused: the position is lost, the page still opens.
      }
    }
    window.addEventListener('pagehide', save)
    return () => window.removeEventListener('pagehide', save)
  }, [navigation.state, location])

  const restoreScrollPosition = routerState?.restoreScrollPosition
  const preventScrollReset = routerState?.preventScrollReset
  useLayoutEffect(() => {
    if (restoreScrollPosition === false || restoreScrollPosition === undefined) return
    if (typeof restoreScrollPosition === 'number') {
      scrollToSaved(restoreScrollPosition)
      return
    }
    if (location.hash) {
      let target: HTMLElement | null = null
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)))
      } catch {
        // Not a decodable id: nothing to scroll to.
      }
      if (target) {
        target.scrollIntoView()
        return
      }
    }
    if (preventScrollReset) return
    window.scrollTo(0, 0)
  }, [location, restoreScrollPosition, preventScrollReset])

  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScript }} />
}
