import { consoleWords } from '~/content/console'
import { ConsoleSection } from './console-section'

/** A booking's events, one to a line, in the order they happen. */
export function BookingEvents({ events }: { events: string[] }) {
  return (
    <ConsoleSection id="events" title={consoleWords.events} className="mt-6">
      <ol className="mt-3 divide-y divide-ink-line rounded-xl border border-ink-line">
        {events.map((event, index) => (
          <li key={`${index + 1} ${event}`} className="flex gap-3 px-4 py-3">
            <span className="shrink-0 font-semibold tabular-nums text-muted">{index + 1}</span>
            <span className="min-w-0 break-words">{event}</span>
          </li>
        ))}
      </ol>
    </ConsoleSection>
  )
}
