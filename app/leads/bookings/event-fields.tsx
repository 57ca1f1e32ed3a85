import { useRef, useState } from 'react'
import { DateField } from '~/components/forms/date-field'
import { TextField } from '~/components/forms/field'
import { LocationCombobox } from '~/components/forms/location-combobox'
import { TimeField } from '~/components/forms/time-field'
import type { useLeadForm } from '~/components/forms/use-lead-form'
import { toast } from '~/components/ui/toast'
import { namesCityServed } from '~/content/localities'
import { maxHourlyHours } from '~/content/packages'
import { dateMessages, dateProblem } from '~/forms/field-rules'
import { bookingFields as fields } from './entry'
import { bookingMessages, eventFields, eventNoteMaxLength } from './messages'

// What the booking form asks of each event, and of the day: where and when, and whom the reel-maker calls.

type LeadForm = ReturnType<typeof useLeadForm>

/** One event's date, start time and place: the spec's date, time and location, or an event's of a package. */
export function EventFields({
  form,
  index,
  events,
  idPrefix,
  dateLabel = fields.date.label,
  hours,
}: {
  form: LeadForm
  index: number
  events: number
  idPrefix: string
  /** 'Start date' for a package booked by the week. */
  dateLabel?: string
  /** For the hourly plan, the event's hours as typed, and what to tell of a change. */
  hours?: { value: string; onChange: (value: string) => void }
}) {
  const names = eventFields(index)
  // The place as it stands, and the place the visitor last left the field with: the form says a place names none
  // of the cities we serve once they have left it, not while they type. After a refusal that said so (the page
  // returned without JavaScript, or a press on Book Now before leaving the field) it speaks of the place as it stands.
  const [place, setPlace] = useState(form.values[names.location] ?? '')
  const [left, setLeft] = useState(place)
  const spokenOf = form.errors[names.outside] ? place : left
  const outside = spokenOf.trim() !== '' && !namesCityServed(spokenOf)
  // The spec's checks while typing: a date in the past, and a year that is not 4 digits, each said once.
  const said = useRef('')
  function checkWhileTyping(value: string, left: boolean) {
    const year = value.split('/')[2] ?? ''
    const problem =
      year.length > 4 || (left && year.length > 0 && year.length < 4)
        ? dateMessages.year
        : year.length === 4 && dateProblem(value) === dateMessages.past
          ? dateMessages.past
          : null
    if (problem && said.current !== `${problem} ${value}`) toast.error(problem)
    said.current = problem ? `${problem} ${value}` : ''
  }
  return (
    <>
      <div className="flex flex-wrap items-start gap-x-6 gap-y-4">
        <DateField
          id={`${idPrefix}-${names.date}`}
          label={dateLabel}
          onTyped={checkWhileTyping}
          {...form.field(names.date)}
        />
        <TimeField
          id={`${idPrefix}-${names.time}`}
          label={events > 1 ? 'Start time' : fields.time.label}
          hint={bookingMessages.timeHint}
          className="min-w-40 flex-1"
          {...form.field(names.time)}
        />
      </div>
      {hours ? (
        <TextField
          id={`${idPrefix}-${names.hours}`}
          label={fields.hours.label}
          type="number"
          min={1}
          max={maxHourlyHours}
          step={1}
          inputMode="numeric"
          {...form.field(names.hours)}
          defaultValue={undefined}
          value={hours.value}
          onChange={(event) => hours.onChange(event.currentTarget.value)}
        />
      ) : null}
      {/* Its own box: the combobox spans two columns of a form laid out in two. */}
      <div onBlur={() => setLeft(place)}>
        <LocationCombobox
          id={`${idPrefix}-${names.location}`}
          name={names.location}
          label={fields.location.label}
          defaultValue={form.values[names.location]}
          error={form.errors[names.location]}
          autoFocus={form.autoFocusIf(Boolean(form.errors[names.location] || form.errors[names.outside]))}
          notice={outside ? bookingMessages.outsideCities : ''}
          onValueChange={setPlace}
        />
        {/* The place the visitor has been told of: a booking there is then taken as they send it. */}
        <input type="hidden" name={names.outside} value={outside ? spokenOf.trim() : ''} />
      </div>
      {events > 1 ? (
        <TextField
          id={`${idPrefix}-${names.note}`}
          label={bookingMessages.eventNote}
          maxLength={eventNoteMaxLength}
          autoComplete="off"
          {...form.field(names.note, { required: false })}
        />
      ) : null}
    </>
  )
}

/** Whom the reel-maker calls on the day, when not the customer: folded away, as most people leave it empty. */
export function DayContactFields({ form, idPrefix }: { form: LeadForm; idPrefix: string }) {
  const given = Boolean(form.values.contactName || form.values.contactPhone)
  const refused = Boolean(form.errors.contactName || form.errors.contactPhone)
  return (
    <details className="rounded-2xl border border-ink-line p-4" open={given || refused}>
      <summary className="cursor-pointer font-semibold">{bookingMessages.contactName}</summary>
      <div className="mt-4 grid gap-4">
        <TextField
          id={`${idPrefix}-contact-name`}
          label={bookingMessages.contactName}
          hint={bookingMessages.contactNameHint}
          autoComplete="off"
          {...form.field('contactName', { required: false })}
        />
        <TextField
          id={`${idPrefix}-contact-phone`}
          label={bookingMessages.contactPhone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          hint={bookingMessages.phoneHint}
          {...form.field('contactPhone', { required: false })}
        />
      </div>
    </details>
  )
}
