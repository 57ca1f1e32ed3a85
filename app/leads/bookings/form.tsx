import { X } from '~/components/icons/x'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { DateField } from '~/components/forms/date-field'
import { FieldsToCorrect, FormResult, HiddenFields, SubmitButton, TextField } from '~/components/forms/field'
import { LocationCombobox } from '~/components/forms/location-combobox'
import { BookingPhoneField } from '~/components/forms/phone-field'
import { SuccessPanel } from '~/components/forms/success-panel'
import { TimeField } from '~/components/forms/time-field'
import { type Accepted, useLeadForm } from '~/components/forms/use-lead-form'
import { toast } from '~/components/ui/toast'
import { offers } from '~/content/business'
import { offerCodeField } from '~/content/offers'
import { type BookablePackage, maxHourlyHours } from '~/content/packages'
import { bookingStory } from '~/content/journey'
import { dateMessages, dateProblem } from '~/forms/field-rules'
import { bookingFields as fields, kind } from './entry'
import {
  bookingFailureToastMs,
  bookingMessages,
  bookingSuccessCloseMs,
  eventFields,
  eventNoteMaxLength,
  firstBookingProblem,
  maxWeeks,
} from './messages'
import { bookingPrice } from './words'

type BookingFormProps = {
  /** The plan or package the visitor chose, sent along with the booking. */
  chosen?: BookablePackage | null
  onSuccess?: (accepted: Accepted) => void
  idPrefix?: string
  /** In the dialog, success is the spec's 'Thank You!' (the dialog then closes and the page shows the panel). */
  inDialog?: boolean
}

/** The booking's success panel: the spec's 'Thank You!' words, the reference, what was sent and what happens next. */
export function BookingSuccessPanel({ accepted, focusOnShow }: { accepted: Accepted; focusOnShow?: boolean }) {
  // The server says what it stored, in words: every event, the phone as read, the total with GST.
  return (
    <SuccessPanel
      kind={kind}
      accepted={accepted}
      {...bookingMessages.success}
      summary={[]}
      extra={accepted.summary ?? []}
      focusOnShow={focusOnShow}
    />
  )
}

type LeadForm = ReturnType<typeof useLeadForm>

/** One event's date, start time and place: the spec's date, time and location, or an event's of a package. */
function EventFields({
  form,
  index,
  events,
  idPrefix,
  dateLabel = fields.date.label,
}: {
  form: LeadForm
  index: number
  events: number
  idPrefix: string
  /** 'Start date' for a package booked by the week. */
  dateLabel?: string
}) {
  const names = eventFields(index)
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
      {/* Its own box: the combobox spans two columns of a form laid out in two. */}
      <div>
        <LocationCombobox
          id={`${idPrefix}-${names.location}`}
          name={names.location}
          label={fields.location.label}
          defaultValue={form.values[names.location]}
          error={form.errors[names.location]}
          autoFocus={form.autoFocusIf(Boolean(form.errors[names.location]))}
        />
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
function DayContactFields({ form, idPrefix }: { form: LeadForm; idPrefix: string }) {
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

/**
 * The booking form: name, phone, location, date and time (for each event of a package of several), an e-mail
 * address for a copy and, while the newsletter's offer is live, its offer code; checked on submit, the first
 * problem in the spec's order as a toast.
 */
export function BookingForm({ chosen, onSuccess, idPrefix = 'booking', inDialog = false }: BookingFormProps) {
  const form = useLeadForm({
    kind,
    schema: () => import('./schema').then((module) => module.bookingSchema()),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        onSuccess?.({
          id: answer.body.id ?? null,
          sent: answer.sent ?? {},
          summary: answer.body.summary,
          page: answer.body.page ?? null,
          possibleDuplicate: answer.body.possibleDuplicate === true,
        })
      } else {
        toast.error(bookingMessages.failure.title, {
          description: bookingMessages.failure.description,
          duration: bookingFailureToastMs,
        })
      }
    },
    // Every field's message shows beside it; the spec's toast names the first problem in its order.
    onInvalid: (errors) => toast.error(firstBookingProblem(errors)),
  })
  const [hours, setHours] = useState(form.values.hours ?? '1')
  // The live total needs the page's script; without it the total is on the page the form returns.
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])

  if (form.accepted) {
    if (inDialog) {
      return (
        <div role="status" className="py-6 text-center">
          <p className="text-3xl font-bold">{bookingMessages.success.title}</p>
          <p className="mt-3 text-muted">{bookingMessages.success.description}</p>
        </div>
      )
    }
    return <BookingSuccessPanel accepted={form.accepted} />
  }

  const events = chosen?.events ?? 1
  const count = Number(hours)
  const hoursBooked = Number.isInteger(count) && count >= 1 && count <= maxHourlyHours ? count : null
  const total = chosen?.hourly && live ? bookingPrice({ packageId: chosen.id, hours: hoursBooked }) : null
  const noScriptError = form.noScriptAnswer && form.noScriptAnswer.status !== 400 ? form.noScriptAnswer : undefined
  return (
    <form.fetcher.Form
      {...form.formProps}
      // Without JavaScript the page that answers must know the package again, to ask for the same fields.
      action={chosen ? `/book?package=${encodeURIComponent(chosen.id)}` : '/book'}
      className="relative grid gap-4"
    >
      {noScriptError ? (
        <FormResult
          tone="error"
          title={bookingMessages.failure.title}
          description={noScriptError.body.error ?? bookingMessages.failure.description}
        />
      ) : null}
      <HiddenFields formId={idPrefix} idempotencyKey={form.idempotencyKey} />
      {chosen ? <input type="hidden" name="packageId" value={chosen.id} /> : null}
      <TextField id={`${idPrefix}-name`} label={fields.name.label} autoComplete="name" {...form.field('name')} />
      <BookingPhoneField id={`${idPrefix}-phone`} label={fields.phone.label} {...form.field('phone')} />
      <TextField
        id={`${idPrefix}-email`}
        label={fields.email.asked}
        type="email"
        autoComplete="email"
        hint={bookingMessages.emailHint}
        {...form.field('email', { required: false })}
      />
      {offers.newsletter.live ? (
        <TextField
          id={`${idPrefix}-offer-code`}
          label={fields.offerCode.asked}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={offerCodeField.hint(offers.newsletter)}
          {...form.field('offerCode', { required: false })}
        />
      ) : null}
      {chosen?.hourly ? (
        <div>
          <TextField
            id={`${idPrefix}-hours`}
            label={fields.hours.label}
            type="number"
            min={1}
            max={maxHourlyHours}
            step={1}
            inputMode="numeric"
            {...form.field('hours')}
            defaultValue={undefined}
            value={hours}
            onChange={(event) => setHours(event.currentTarget.value)}
          />
          {total ? (
            <p className="mt-2 text-sm">
              <span className="text-muted">{total.label}: </span>
              <output htmlFor={`${idPrefix}-hours`} aria-live="polite" className="font-semibold">
                {total.value}
              </output>
            </p>
          ) : null}
        </div>
      ) : null}
      {events === 1 ? (
        <EventFields
          form={form}
          index={0}
          events={1}
          idPrefix={idPrefix}
          dateLabel={chosen?.byTheWeek ? bookingMessages.startDate : undefined}
        />
      ) : (
        <>
          {chosen?.hoursPerEvent ? (
            <p className="text-sm text-muted">{bookingStory.eventsAsked(events, chosen.hoursPerEvent)}</p>
          ) : null}
          {Array.from({ length: events }, (_, index) => (
            <fieldset key={index} className="grid gap-4 rounded-2xl border border-ink-line p-4">
              <legend className="px-1 font-semibold">Event {index + 1}</legend>
              <EventFields form={form} index={index} events={events} idPrefix={idPrefix} />
            </fieldset>
          ))}
        </>
      )}
      {chosen?.byTheWeek ? (
        <TextField
          id={`${idPrefix}-weeks`}
          label={bookingMessages.weeks}
          hint={bookingMessages.weeksHint}
          type="number"
          min={1}
          max={maxWeeks}
          step={1}
          inputMode="numeric"
          {...form.field('weeks')}
        />
      ) : null}
      <DayContactFields form={form} idPrefix={idPrefix} />
      <FieldsToCorrect refused={form.refused} />
      <SubmitButton
        submitting={form.submitting}
        label="Book Now"
        submittingLabel="Submitting..."
        className="button-primary mt-2 w-full"
      />
    </form.fetcher.Form>
  )
}

type BookingDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  chosen: BookablePackage | null
  /** Told of the booking once it is stored, for the page to keep its success panel after the dialog closes. */
  onBooked: (accepted: Accepted) => void
  /** Where focus goes back to when the dialog closes: the Book button that opened it. */
  returnFocus: React.RefObject<HTMLElement | null>
}

/** The booking dialog: the form, 'Submitting...', then 'Thank You!', closing itself after 3 seconds. */
export function BookingDialog({ open, onOpenChange, chosen, onBooked, returnFocus }: BookingDialogProps) {
  // Each opening starts from an empty form; closing resets success and submitting.
  const [session, setSession] = useState(0)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  function change(next: boolean) {
    if (!next) {
      clearTimeout(closeTimer.current)
      setSession((current) => current + 1)
    }
    onOpenChange(next)
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus.current?.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-line bg-ink-raised p-6 shadow-2xl"
        >
          <Dialog.Title className="text-2xl font-bold">Book a Reel-Maker</Dialog.Title>
          <Dialog.Description className="mt-1 text-muted">{bookingStory.dialogLead(chosen?.name)}</Dialog.Description>
          <div className="mt-5">
            <BookingForm
              key={session}
              chosen={chosen}
              idPrefix="booking-dialog"
              inDialog
              onSuccess={(accepted) => {
                onBooked(accepted)
                closeTimer.current = setTimeout(() => change(false), bookingSuccessCloseMs)
              }}
            />
          </div>
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full p-2 text-muted hover:text-paper"
            aria-label="Close"
          >
            <X className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
