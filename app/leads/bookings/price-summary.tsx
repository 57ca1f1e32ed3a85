import { eventFields, bookingMessages } from './messages'
import { type BookingChoice, ChoiceLink } from './package-choice'
import type { bookingPrice, planForLessThanHours } from './words'

// What the hourly plan costs as the visitor types its hours: the total with GST for all its events, and a plan that
// covers the hours for less.

type PlanPointer = NonNullable<ReturnType<typeof planForLessThanHours>>

/** A plan that covers the hours asked for, for less: both totals, and one tap to book the plan instead. */
export function PlanForLess({
  pointer,
  onChoose,
}: {
  pointer: PlanPointer
  onChoose?: (choice: BookingChoice) => void
}) {
  const words = bookingMessages.planForLess
  return (
    <div className="rounded-2xl border border-accent/50 bg-accent/5 p-4">
      <p className="font-semibold">{words.title(pointer.hours, pointer.plan)}</p>
      <dl className="mt-2 grid gap-2 text-sm">
        <div>
          <dt className="text-muted">{words.byTheHour(pointer.hours)}</dt>
          <dd>{pointer.byTheHour}</dd>
        </div>
        <div>
          <dt className="text-muted">{words.plan(pointer.plan)}</dt>
          <dd className="font-semibold">{pointer.instead}</dd>
        </div>
      </dl>
      <ChoiceLink
        choice={{ packageId: pointer.plan.id, events: 1 }}
        onChoose={onChoose}
        className="button-secondary mt-3"
      >
        {words.switch(pointer.plan)}
      </ChoiceLink>
    </div>
  )
}

/** The hourly plan's total with GST, told as it changes, and the plan that covers its hours for less, if any. */
export function PriceSummary({
  total,
  pointer,
  live,
  events,
  idPrefix,
  onChoose,
}: {
  total: ReturnType<typeof bookingPrice>
  pointer: PlanPointer | null
  /** Whether the page's script runs: without it the pointer before anything is typed stands above the form. */
  live: boolean
  events: number
  idPrefix: string
  onChoose?: (choice: BookingChoice) => void
}) {
  return (
    <div aria-live="polite" className="grid gap-4 empty:hidden">
      {total ? (
        <p className="text-sm">
          <span className="text-muted">{total.label}: </span>
          <output
            htmlFor={Array.from({ length: events }, (_, index) => `${idPrefix}-${eventFields(index).hours}`).join(' ')}
            className="font-semibold"
          >
            {total.value}
          </output>
        </p>
      ) : null}
      {pointer && live ? <PlanForLess pointer={pointer} onChoose={onChoose} /> : null}
    </div>
  )
}
