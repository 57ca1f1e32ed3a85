import { useEffect, useState } from 'react'
import { indianCalendarDay, monthNames } from '~/india/india-time'

const units = [
  { label: 'Days', ms: 86_400_000 },
  { label: 'Hours', ms: 3_600_000 },
  { label: 'Minutes', ms: 60_000 },
  { label: 'Seconds', ms: 1_000 },
] as const

export function timeLeft(launchAt: string, now: number) {
  let rest = Math.max(0, Date.parse(launchAt) - now)
  return units.map(({ label, ms }) => {
    const value = Math.floor(rest / ms)
    rest -= value * ms
    return { label, value }
  })
}

/**
 * The launch's day in India, as '21 November 2026'. Worked out rather than with Intl.DateTimeFormat, whose
 * first use in a browser loads locale data on the main thread (20–40 ms) while the page hydrates.
 */
export function launchDay(launchAt: string) {
  const { year, month, day } = indianCalendarDay(launchAt)
  return `${day} ${monthNames[month]} ${year}`
}

/**
 * Days, hours, minutes and seconds to the launch. The server renders it for the request's time and the
 * browser starts from that same time, so the first render matches; then it ticks every second.
 */
export function Countdown({ launchAt, serverNow }: { launchAt: string; serverNow: number }) {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const parts = timeLeft(launchAt, now)
  const launchDate = launchDay(launchAt)
  return (
    <div role="timer" aria-label={`Time until launch on ${launchDate}`} className="grid max-w-xl grid-cols-4 gap-3">
      {parts.map(({ label, value }) => (
        <div key={label} className="rounded-2xl border border-ink-line bg-ink-raised px-2 py-4 text-center">
          <span className="block text-3xl font-bold tabular-nums sm:text-5xl" data-unit={label.toLowerCase()}>
            {String(value).padStart(2, '0')}
          </span>
          <span className="mt-1 block text-xs tracking-wide text-muted uppercase sm:text-sm">{label}</span>
        </div>
      ))}
    </div>
  )
}
