import { Form } from 'react-router'
import { DateField } from '~/components/forms/date-field'
import { SelectField, TextAreaField, TextField } from '~/components/forms/field'
import { noteMaxLength } from '~/forms/console-rules'
import { maxHourlyHours, packageShape } from '~/content/packages'
import { bookingFields as fields } from '~/leads/bookings/entry'
import {
  bookingChange,
  bookingMessages,
  eventCountOf,
  eventFields,
  eventNoteMaxLength,
  maxWeeks,
} from '~/leads/bookings/messages'
import type { BookingConsole } from '~/leads/bookings/console.server'
import { ConsoleSection } from './console-section'
import { formatTime } from './format'
import { Status } from './status-message'

/** What the booking panel's last form post answered: a message, an error, or the change form's field errors. */
export type BookingAnswer = {
  intent: string
  message?: string
  error?: string
  errors?: Record<string, string>
  values?: Record<string, string>
}

const control = 'rounded-lg border border-ink-line bg-ink px-3 py-2 text-paper'

/** The customer's open request to move the booking, with the team's two answers: first on the booking's page. */
export function MoveRequestPanel({
  move,
  answer,
  busy,
}: {
  move: NonNullable<BookingConsole['openMove']>
  answer: BookingAnswer | null
  busy: boolean
}) {
  return (
    <ConsoleSection
      id="move-request"
      title={bookingChange.moveHeading}
      className="rounded-xl border border-amber-400/60 bg-amber-400/10 p-4"
    >
      <p className="mt-2">
        <strong>{move.what}</strong>
      </p>
      {move.note ? <p className="mt-1 break-words whitespace-pre-wrap">“{move.note}”</p> : null}
      <p className="mt-1 text-xs text-muted">{formatTime(move.created_at, { zone: true })}</p>
      <div className="mt-3">
        <Status result={answer?.intent === 'accept-move' || answer?.intent === 'decline-move' ? answer : null} />
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Form method="post">
          <input type="hidden" name="intent" value="accept-move" />
          <input type="hidden" name="moveId" value={move.id} />
          <button type="submit" className="button-primary w-full sm:w-auto" disabled={busy}>
            {bookingChange.accept}
          </button>
        </Form>
        <Form method="post" className="flex flex-1 flex-col gap-2">
          <input type="hidden" name="intent" value="decline-move" />
          <input type="hidden" name="moveId" value={move.id} />
          <label htmlFor="decline-reason" className="text-sm font-medium">
            {bookingChange.declineReason}
          </label>
          <textarea id="decline-reason" name="reason" required maxLength={noteMaxLength} rows={2} className={control} />
          <button type="submit" className="button-secondary sm:self-start" disabled={busy}>
            {bookingChange.decline}
          </button>
        </Form>
      </div>
    </ConsoleSection>
  )
}

/** What the booking costs with GST, as its customer's page, mails and success panel write it. */
export function BookingPrice({ booking }: { booking: BookingConsole }) {
  if (!booking.price) return null
  return (
    <p className="mt-3 rounded-xl border border-ink-line px-4 py-3">
      <span className="text-sm text-muted">{booking.price.label}: </span>
      {booking.price.value}
    </p>
  )
}

/** The form that changes the booking, filled with the version that stands (or what was sent, when refused). */
export function BookingEditor({
  booking,
  answer,
  busy,
}: {
  booking: BookingConsole
  answer: BookingAnswer | null
  busy: boolean
}) {
  const refused = answer?.intent === 'edit-booking' ? answer : null
  const values = refused?.values ?? booking.values
  const errors = refused?.errors ?? {}
  const chosen = packageShape(values.packageId)
  const events = eventCountOf(chosen, values)
  const field = (name: string) => ({
    id: `change-${name.replace('.', '-')}`,
    name,
    defaultValue: values[name] ?? '',
    error: errors[name],
  })
  return (
    <ConsoleSection
      id="change"
      title={bookingChange.heading}
      // Framed from a tablet's width up: on a phone the frame would leave a date's three boxes too little room.
      className="rounded-xl sm:border sm:border-ink-line sm:p-4"
    >
      <p className="mt-1 text-sm text-muted">{bookingChange.lead}</p>
      <div className="mt-3">
        <Status result={refused} />
      </div>
      {/* Keyed by what stands, so that a saved change refills the form with the new version. */}
      <Form method="post" className="mt-3 grid gap-4" noValidate key={JSON.stringify(booking.values)}>
        <input type="hidden" name="intent" value="edit-booking" />
        <TextField label={fields.name.label} autoComplete="off" {...field('name')} />
        <TextField label={fields.phone.label} type="tel" autoComplete="off" {...field('phone')} />
        <TextField label={fields.email.label} type="email" autoComplete="off" {...field('email')} />
        <SelectField
          label={fields.packageId.label}
          placeholder="No package"
          options={booking.packages}
          {...field('packageId')}
        />
        {chosen?.byTheWeek ? (
          <TextField
            label={bookingMessages.weeks}
            type="number"
            min={1}
            max={maxWeeks}
            inputMode="numeric"
            {...field('weeks')}
          />
        ) : null}
        {Array.from({ length: events }, (_, index) => {
          const names = eventFields(index)
          return (
            <fieldset key={index} className="grid gap-3 rounded-lg border border-ink-line p-3">
              <legend className="px-1 font-semibold">{events > 1 ? `Event ${index + 1}` : 'The event'}</legend>
              <DateField
                id={`change-${names.date}`}
                name={names.date}
                label={chosen?.byTheWeek ? bookingMessages.startDate : fields.date.label}
                defaultValue={values[names.date]}
                error={errors[names.date]}
              />
              <TextField label={fields.time.label} hint={bookingMessages.timeHint} {...field(names.time)} />
              {chosen?.hourly ? (
                <TextField
                  label={fields.hours.label}
                  type="number"
                  min={1}
                  max={maxHourlyHours}
                  inputMode="numeric"
                  {...field(names.hours)}
                />
              ) : null}
              <TextField label={fields.location.label} {...field(names.location)} />
              <TextField label={bookingMessages.eventNote} maxLength={eventNoteMaxLength} {...field(names.note)} />
            </fieldset>
          )
        })}
        <TextField label={bookingMessages.contactName} {...field('contactName')} />
        <TextField label={bookingMessages.contactPhone} type="tel" {...field('contactPhone')} />
        <TextField
          label={bookingChange.agreedPrice}
          hint={bookingChange.agreedPriceHint}
          inputMode="numeric"
          {...field('agreedPrice')}
        />
        <TextAreaField label={bookingChange.reason} maxLength={noteMaxLength} rows={2} {...field('reason')} />
        {booking.openMove ? (
          <label className="flex items-center gap-2">
            <input type="checkbox" name="answersMove" value="yes" className="size-5" />
            {bookingChange.answersMove}
          </label>
        ) : null}
        <button type="submit" className="button-primary justify-self-start" disabled={busy}>
          {bookingChange.save}
        </button>
      </Form>
    </ConsoleSection>
  )
}

/** The booking's versions after the first, and its requests to move, newest first. */
export function BookingHistory({ booking }: { booking: BookingConsole }) {
  return (
    <ConsoleSection id="versions" title={bookingChange.versions}>
      {booking.versions.length ? (
        <ol className="mt-3 flex flex-col gap-3">
          {booking.versions.map((version) => (
            <li key={version.id} className="rounded-lg border border-ink-line p-3">
              <p className="text-sm text-muted">
                Version {version.version} · {version.staff_name ?? 'the customer'} ·{' '}
                {formatTime(version.created_at, { zone: true })}
                {version.answers_move ? ' · answers a request to move' : ''}
              </p>
              {version.reason ? <p className="mt-1 break-words whitespace-pre-wrap">{version.reason}</p> : null}
              <ul className="mt-2 flex flex-col gap-1">
                {version.changes.map((change) => (
                  <li key={change.label} className="break-words">
                    <span className="text-muted">{change.label}:</span> {change.from} → {change.to}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-muted">{bookingChange.noVersions}</p>
      )}
      {booking.moves.length ? (
        <ul className="mt-4 flex flex-col gap-2">
          {booking.moves.map((move) => (
            <li key={move.id} className="rounded-lg border border-ink-line p-3 text-sm">
              Asked to move: <strong>{move.what}</strong> · {formatTime(move.created_at, { zone: true })}
              {move.note ? <span className="block break-words whitespace-pre-wrap">“{move.note}”</span> : null}
              <span className="mt-1 block text-muted">
                {move.answer === null
                  ? 'Open'
                  : `${move.answer[0].toUpperCase()}${move.answer.slice(1)}${move.answered_by ? ` by ${move.answered_by}` : ''}${move.answer_note ? `: ${move.answer_note}` : ''}`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </ConsoleSection>
  )
}
