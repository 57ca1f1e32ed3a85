import { Link } from 'react-router'
import { bookingMessages, maxEvents } from './messages'

// The booking form's choices of plan or package and of how many events: each one a link to the booking page for
// it, which works before JavaScript loads; in the dialog, a change in place that keeps what was typed.

/** What a visitor books: a plan or package, and for the hourly plan how many events. */
export type BookingChoice = { packageId: string; events: number }

/** The booking page for a choice: what its links open, and where its form posts without JavaScript. */
export function bookingPath({ packageId, events }: BookingChoice) {
  return `/book?package=${encodeURIComponent(packageId)}${events > 1 ? `&events=${events}` : ''}`
}

/** A link to another choice of plan or of events; where the form is the dialog's, a change in place. */
export function ChoiceLink({
  choice,
  onChoose,
  current,
  className,
  children,
}: {
  choice: BookingChoice
  onChoose?: (choice: BookingChoice) => void
  current?: boolean
  className: string
  children: React.ReactNode
}) {
  return (
    <Link
      to={bookingPath(choice)}
      preventScrollReset
      aria-current={current ? 'page' : undefined}
      className={className}
      onClick={(event) => {
        if (!onChoose) return
        event.preventDefault()
        onChoose(choice)
      }}
    >
      {children}
    </Link>
  )
}

/** The hourly plan's question of how many events: one link for each number, the one asked for marked. */
export function EventsChoice({
  packageId,
  events,
  onChoose,
  idPrefix,
}: {
  packageId: string
  events: number
  onChoose?: (choice: BookingChoice) => void
  idPrefix: string
}) {
  return (
    <div>
      <p id={`${idPrefix}-events-asked`} className="text-sm font-medium">
        {bookingMessages.eventsAsked}
      </p>
      <ul aria-labelledby={`${idPrefix}-events-asked`} className="mt-1.5 flex flex-wrap gap-2">
        {Array.from({ length: maxEvents }, (_, index) => index + 1).map((count) => (
          <li key={count}>
            <ChoiceLink
              choice={{ packageId, events: count }}
              onChoose={onChoose}
              current={count === events}
              className="inline-flex min-h-11 items-center rounded-full border border-ink-line px-4 text-sm aria-[current=page]:border-accent aria-[current=page]:bg-accent/15"
            >
              {bookingMessages.eventsChoice(count)}
            </ChoiceLink>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-sm text-muted">{bookingMessages.eventsHint}</p>
    </div>
  )
}
