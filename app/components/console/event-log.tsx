import { formatTime } from './format'

type LoggedEvent = { id: number; detail: string; staff_name: string | null; created_at: string }

type Props<Event extends LoggedEvent> = {
  events: Event[]
  /** Who is named when no staff member did it. */
  actor: string
  /** What the list says while there is nothing in it. */
  empty: string
  /** What an entry is about, where the list mixes subjects. */
  subject?: (event: Event) => string
}

/** Entries of the audit log, newest first: what happened, who did it, and when in India's time. */
export function EventLog<Event extends LoggedEvent>({ events, actor, empty, subject }: Props<Event>) {
  if (!events.length) return <p className="mt-3 text-sm text-muted">{empty}</p>
  return (
    <ol className="mt-3 flex flex-col gap-2 text-sm">
      {events.map((event) => (
        <li key={event.id}>
          {subject ? `${subject(event)}: ` : null}
          {event.detail}{' '}
          <span className="text-muted">
            — {event.staff_name ?? actor}, {formatTime(event.created_at, { zone: true })}
          </span>
        </li>
      ))}
    </ol>
  )
}
