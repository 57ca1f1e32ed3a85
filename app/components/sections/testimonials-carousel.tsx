import { ChevronLeft } from '~/components/icons/chevron-left'
import { ChevronRight } from '~/components/icons/chevron-right'
import { Pause } from '~/components/icons/pause'
import { Play } from '~/components/icons/play'
import { Quote } from '~/components/icons/quote'
import { useEffect, useId, useRef, useState } from 'react'
import { ExampleMark } from '~/components/ui/example-mark'
import type { Testimonial } from '~/content/testimonials'
import { pageCountFor, wrapPage } from './pagination'
import { useReducedMotion } from './use-reduced-motion'

type Props = {
  testimonials: Testimonial[]
  perPage: number
  intervalMs: number
}

/**
 * Testimonials, a page at a time, advancing on a timer (the WAI carousel pattern): rotation stops while
 * the pointer or focus is inside, when the visitor prefers reduced motion, or after they press Pause.
 */
export function TestimonialsCarousel({ testimonials, perPage, intervalMs }: Props) {
  const pageCount = pageCountFor(testimonials.length, perPage)
  const pages = Array.from({ length: pageCount }, (_, page) => testimonials.slice(page * perPage, (page + 1) * perPage))
  const [page, setPage] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  // Rotation starts once the page is interactive; until then the first page simply stands.
  const [interactive, setInteractive] = useState(false)
  const reducedMotion = useReducedMotion()
  const rotating = interactive && !stopped && !reducedMotion && !hovered && !focused
  const dots = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()

  useEffect(() => setInteractive(true), [])

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setPage((current) => wrapPage(current, 1, pageCount)), intervalMs)
    return () => window.clearInterval(timer)
  }, [rotating, intervalMs, pageCount])

  function goTo(next: number, focusDot = false) {
    const target = wrapPage(next, 0, pageCount)
    setPage(target)
    if (focusDot) dots.current[target]?.focus()
  }

  const RotationIcon = stopped ? Play : Pause
  // The previous and next buttons, alike but for their name, icon and direction.
  const turnButton = {
    type: 'button',
    className:
      'flex size-11 items-center justify-center rounded-full border border-ink-line text-paper transition hover:border-muted',
    'aria-controls': `${id}-slides`,
  } as const

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div className="overflow-hidden">
        <div
          id={`${id}-slides`}
          aria-live={rotating ? 'off' : 'polite'}
          className="flex transition-transform duration-700 ease-out"
          style={{ transform: `translateX(-${page * 100}%)` }}
        >
          {pages.map((items, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${pageCount}`}
              aria-hidden={index !== page}
              inert={index !== page}
              className="grid w-full shrink-0 gap-5 px-px md:grid-cols-3"
            >
              {items.map((testimonial) => (
                <TestimonialCard key={testimonial.id} testimonial={testimonial} />
              ))}
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 flex items-center justify-center gap-3">
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-full border border-ink-line text-muted transition hover:border-muted hover:text-paper"
          aria-label={stopped ? 'Start automatic rotation' : 'Stop automatic rotation'}
          onClick={() => setStopped((value) => !value)}
        >
          <RotationIcon className="size-4" />
        </button>
        <button {...turnButton} aria-label="Previous testimonials" onClick={() => goTo(page - 1 + pageCount)}>
          <ChevronLeft className="size-5" />
        </button>
        <div
          className="flex items-center gap-1"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') goTo(wrapPage(page, 1, pageCount), true)
            else if (event.key === 'ArrowLeft') goTo(wrapPage(page, -1, pageCount), true)
            else return
            event.preventDefault()
          }}
        >
          {pages.map((_, index) => (
            <button
              key={index}
              ref={(node) => {
                dots.current[index] = node
              }}
              type="button"
              aria-label={`Show testimonials page ${index + 1} of ${pageCount}`}
              aria-current={index === page ? 'true' : undefined}
              aria-controls={`${id}-slides`}
              onClick={() => goTo(index)}
              className="group flex size-8 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${index === page ? 'w-7 bg-accent' : 'w-2.5 bg-muted/60 group-hover:bg-paper'}`}
              />
            </button>
          ))}
        </div>
        <button {...turnButton} aria-label="Next testimonials" onClick={() => goTo(page + 1)}>
          <ChevronRight className="size-5" />
        </button>
      </div>
    </div>
  )
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-7">
      <Quote className="size-7 text-accent" />
      <blockquote className="mt-4 flex-1 text-paper/90">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {testimonial.image ? (
          <img
            src={testimonial.image}
            alt={`Illustrated portrait of ${testimonial.name}`}
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className="size-14 rounded-full border border-ink-line"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full border border-ink-line bg-accent/15 font-semibold text-accent"
          >
            {testimonial.initials}
          </span>
        )}
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          {testimonial.exampleNote ? <ExampleMark>{testimonial.exampleNote}</ExampleMark> : null}
          <span className="block text-sm text-muted">{testimonial.occasion}</span>
          {testimonial.permissionNote ? (
            <span className="block text-xs text-muted">{testimonial.permissionNote}</span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  )
}
