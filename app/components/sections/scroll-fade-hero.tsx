import { useEffect, useRef } from 'react'

/**
 * A hero that fades and shrinks as the page scrolls past it. Only opacity and transform change, so
 * nothing around it moves; visitors who prefer reduced motion get a still hero.
 */
export function ScrollFadeHero({ children }: { children: React.ReactNode }) {
  const hero = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const node = hero.current
    if (!node || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const update = () => {
      frame = 0
      const progress = Math.min(1, Math.max(0, window.scrollY / Math.max(1, node.offsetHeight)))
      node.style.opacity = String(1 - progress * 0.85)
      node.style.transform = `scale(${1 - progress * 0.12})`
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
      node.style.opacity = ''
      node.style.transform = ''
    }
  }, [])

  return (
    <div ref={hero} className="origin-top will-change-transform">
      {children}
    </div>
  )
}
