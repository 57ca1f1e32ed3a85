import {
  BadgeCheck,
  CalendarDays,
  Check,
  Clock,
  Lock,
  MonitorSmartphone,
  Send,
  ShieldCheck,
  Smartphone,
  UserCheck,
  Video,
  Zap,
} from 'lucide-react'
import { Link } from 'react-router'
import type { IconItem, IconName } from '~/content/home'
import type { PressMark } from '~/content/press-marks'

const icons: Record<IconName, typeof Clock> = {
  clock: Clock,
  'shield-check': ShieldCheck,
  'user-check': UserCheck,
  calendar: CalendarDays,
  smartphone: Smartphone,
  zap: Zap,
  lock: Lock,
  devices: MonitorSmartphone,
  send: Send,
  'badge-check': BadgeCheck,
  video: Video,
}

export function ItemIcon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Icon = icons[name]
  return <Icon className={className} aria-hidden="true" />
}

type HeadingProps = { id: string; eyebrow?: string; title: string; lead?: string; center?: boolean }

/** A section's badge, <h2> and lead paragraph. */
export function SectionHeading({ id, eyebrow, title, lead, center }: HeadingProps) {
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="mt-4 text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-muted">{lead}</p> : null}
    </div>
  )
}

/** Cards of an icon, a title and a sentence: partner benefits and the features grid. */
export function IconCards({ items }: { items: IconItem[] }) {
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-3xl border border-ink-line bg-ink-raised p-6 sm:p-7">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-accent/10 text-accent">
            <ItemIcon name={item.icon} />
          </span>
          <h3 className="mt-5 text-xl font-semibold">{item.title}</h3>
          <p className="mt-2 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}

/** A list with a tick before each point. */
export function Ticks({ points }: { points: string[] }) {
  return (
    <ul className="mt-5 space-y-2.5">
      {points.map((point) => (
        <li key={point} className="flex gap-2.5">
          <Check className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  )
}

/** The featured-in strip: wordmarks of publications, drawn for this site. */
export function PressStrip({ marks }: { marks: PressMark[] }) {
  return (
    <section aria-labelledby="featured-in" className="container-page">
      <h2 id="featured-in" className="text-center text-sm font-semibold tracking-[0.2em] text-muted uppercase">
        As featured in
      </h2>
      <ul className="mt-6 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
        {marks.map((mark) => {
          const image = (
            <img
              src={mark.image}
              alt={mark.name}
              width={mark.width}
              height={mark.height}
              loading="lazy"
              decoding="async"
              className="h-9 w-auto opacity-75 transition group-hover:opacity-100 sm:h-10"
            />
          )
          return (
            <li key={mark.id} className="flex justify-center">
              {mark.coverage ? (
                <Link to={mark.coverage.url} className="group rounded-md" title={mark.coverage.title}>
                  {image}
                  <span className="sr-only">: {mark.coverage.title}</span>
                </Link>
              ) : (
                image
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
