import { Building2 } from '~/components/icons/building-2'
import { CalendarCheck } from '~/components/icons/calendar-check'
import { Camera } from '~/components/icons/camera'
import { ChevronLeft } from '~/components/icons/chevron-left'
import { ChevronRight } from '~/components/icons/chevron-right'
import { Clapperboard } from '~/components/icons/clapperboard'
import { FileBadge } from '~/components/icons/file-badge'
import { IndianRupee } from '~/components/icons/indian-rupee'
import { Lightbulb } from '~/components/icons/lightbulb'
import { MapPin } from '~/components/icons/map-pin'
import { Smartphone } from '~/components/icons/smartphone'
import { ExampleMark } from '~/components/ui/example-mark'
import { useRef, useState } from 'react'
import type { TimelineEvent, TimelineIcon } from '~/content/timeline'
import { useReducedMotion } from './use-reduced-motion'

const icons: Record<TimelineIcon, typeof Lightbulb> = {
  idea: Lightbulb,
  camera: Camera,
  building: Building2,
  funding: IndianRupee,
  reel: Clapperboard,
  booking: CalendarCheck,
  patent: FileBadge,
  app: Smartphone,
  map: MapPin,
}

/** One card plus the gap after it: the arrows move the strip by exactly one milestone. */
const step = 300

type Props = { events: TimelineEvent[]; headingLevel?: 'h2' | 'h3' }

/** The company timeline as a horizontal strip: scroll, drag, arrows of 300 px, or a dot per milestone. */
export function CompanyTimeline({ events, headingLevel: Heading = 'h3' }: Props) {
  const strip = useRef<HTMLOListElement>(null)
  const [current, setCurrent] = useState(0)
  const reducedMotion = useReducedMotion()
  const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth'

  return (
    <div>
      <div className="flex items-center justify-end gap-2">
        <button
          type="button"
          aria-label="Scroll timeline left"
          aria-controls="timeline-strip"
          onClick={() => strip.current?.scrollBy({ left: -step, behavior })}
          className="flex size-11 items-center justify-center rounded-full border border-ink-line bg-ink-raised text-paper transition hover:border-muted"
        >
          <ChevronLeft className="size-5" />
        </button>
        <button
          type="button"
          aria-label="Scroll timeline right"
          aria-controls="timeline-strip"
          onClick={() => strip.current?.scrollBy({ left: step, behavior })}
          className="flex size-11 items-center justify-center rounded-full border border-ink-line bg-ink-raised text-paper transition hover:border-muted"
        >
          <ChevronRight className="size-5" />
        </button>
      </div>

      <ol
        ref={strip}
        id="timeline-strip"
        tabIndex={0}
        aria-label="Company timeline, scrolls sideways"
        onScroll={(event) => {
          const { scrollLeft, scrollWidth, clientWidth } = event.currentTarget
          // The last few milestones fit on screen together; at the end of the strip the last one is current.
          const atEnd = scrollLeft >= scrollWidth - clientWidth - 2
          setCurrent(atEnd ? events.length - 1 : Math.round(scrollLeft / step))
        }}
        className="relative mt-6 flex gap-5 overflow-x-auto pb-6 [scrollbar-color:var(--color-ink-line)_transparent]"
      >
        {events.map((event, index) => {
          const Icon = icons[event.icon]
          return (
            <li key={event.title} className="relative flex w-[280px] shrink-0 flex-col">
              <div className="flex items-center gap-3">
                <span
                  className="flex size-12 shrink-0 items-center justify-center rounded-full border-2 bg-ink"
                  style={{ borderColor: event.color, color: event.color }}
                >
                  <Icon className="size-5" />
                </span>
                {index < events.length - 1 ? <span aria-hidden="true" className="h-px flex-1 bg-ink-line" /> : null}
              </div>
              <div className="mt-4 flex-1 rounded-2xl border border-ink-line bg-ink-raised p-5">
                <p className="text-sm font-semibold" style={{ color: event.color }}>
                  <time>{event.date}</time>
                </p>
                <Heading className="mt-1 text-lg font-semibold">{event.title}</Heading>
                {event.exampleNote ? (
                  <p>
                    <ExampleMark>{event.exampleNote}</ExampleMark>
                  </p>
                ) : null}
                <p className="mt-2 text-sm text-paper/80">{event.content}</p>
              </div>
            </li>
          )
        })}
      </ol>

      <ol aria-label="Milestones" className="mt-2 flex flex-wrap justify-center gap-0.5">
        {events.map((event, index) => (
          <li key={event.title}>
            <button
              type="button"
              aria-label={`${event.date}: ${event.title}`}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => strip.current?.scrollTo({ left: index * step, behavior })}
              className="group flex size-7 items-center justify-center rounded-full"
            >
              <span
                className={`block size-2.5 rounded-full transition ${index === current ? 'scale-125 bg-accent' : 'bg-muted/60 group-hover:bg-paper'}`}
              />
            </button>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The same milestones read top to bottom, for the Our Journey page. */
export function TimelineList({ events }: { events: TimelineEvent[] }) {
  return (
    <ol className="relative mx-auto ml-5 max-w-3xl border-l border-ink-line pl-8 sm:ml-auto sm:pl-10">
      {events.map((event) => {
        const Icon = icons[event.icon]
        return (
          <li key={event.title} className="relative pb-10 last:pb-0">
            <span
              className="absolute top-0 -left-[3.3rem] flex size-10 items-center justify-center rounded-full border-2 bg-ink sm:-left-[3.8rem]"
              style={{ borderColor: event.color, color: event.color }}
            >
              <Icon className="size-4" />
            </span>
            <p className="text-sm font-semibold" style={{ color: event.color }}>
              <time>{event.date}</time>
            </p>
            <h2 className="mt-1 text-xl font-semibold sm:text-2xl">{event.title}</h2>
            {event.exampleNote ? (
              <p>
                <ExampleMark>{event.exampleNote}</ExampleMark>
              </p>
            ) : null}
            <p className="mt-2 text-paper/80">{event.content}</p>
          </li>
        )
      })}
    </ol>
  )
}
