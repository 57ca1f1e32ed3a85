import { X } from '~/components/icons/x'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { toast } from '~/components/ui/toast'
import {
  bookingFailureToastMs,
  bookingMessages,
  bookingSuccessCloseMs,
  firstBookingProblem,
} from '~/forms/booking-messages'
import { type BookablePackage, bookablePackage, maxHourlyHours } from '~/content/packages'
import { formatRupees, gstLine } from '~/content/prices'
import { bookingStory } from '~/content/journey'
import { dateInWords, dayFirstToIso } from '~/date-in-words'
import { extraDateFields } from '~/forms/booking-messages'
import { dateMessages, dateProblem } from '~/forms/field-rules'
import { indianDate } from '~/india-time'
import { FieldsToCorrect, FormResult, HiddenFields, SubmitButton, TextField } from './field'
import { PickerField } from './picker-field'
import { type SummaryLine, SuccessPanel } from './success-panel'
import { type Accepted, useLeadForm } from './use-lead-form'

type BookingFormProps = {
  /** The plan or package the visitor chose, sent along with the booking. */
  chosen?: BookablePackage | null
  /** The date picker's minimum: today in Asia/Kolkata, computed by the server for the first render. */
  minDate: string
  onSuccess?: (accepted: Accepted) => void
  idPrefix?: string
  /** In the dialog, success is the spec's 'Thank You!' (the dialog then closes and the page shows the panel). */
  inDialog?: boolean
}

/** The hours booked on the hourly plan, and their price with GST. */
function hourlyTotal(chosen: BookablePackage, hours: string) {
  const count = Number(hours)
  if (!Number.isInteger(count) || count < 1 || count > maxHourlyHours) return null
  return `${count} × ${formatRupees(chosen.price)}: ${gstLine(chosen.price * count)}`
}

/** What the success panel says a booking was for, beyond the fields: the package and the total. */
function bookingExtras(chosen: BookablePackage | null | undefined, sent: Record<string, string>) {
  if (!chosen) return []
  const total = chosen.hourly ? hourlyTotal(chosen, sent.hours ?? '') : null
  return [{ label: 'Package', value: chosen.name }, ...(total ? [{ label: 'Total', value: total }] : [])]
}

const dateLabel = (index: number, events: number) => (events > 1 ? `Event ${index + 1} date` : 'Date')

function bookingSummary(events: number): SummaryLine[] {
  return [
    { name: 'name', label: 'Name' },
    { name: 'phone', label: 'Phone' },
    { name: 'location', label: 'Location' },
    ...['date', ...extraDateFields]
      .slice(0, events)
      .map((name, index) => ({ name, label: dateLabel(index, events), show: (value: string) => dateInWords(dayFirstToIso(value)) })),
    { name: 'time', label: 'Time' },
    { name: 'hours', label: 'Hours' },
  ]
}

/** The booking's success panel: the spec's 'Thank You!' words, the reference and what happens next. */
export function BookingSuccessPanel({ accepted, focusOnShow }: { accepted: Accepted; focusOnShow?: boolean }) {
  const chosen = bookablePackage(accepted.sent.packageId)
  return (
    <SuccessPanel
      kind="bookings"
      accepted={accepted}
      {...bookingMessages.success}
      summary={bookingSummary(chosen?.events ?? 1)}
      extra={bookingExtras(chosen, accepted.sent)}
      focusOnShow={focusOnShow}
    />
  )
}

/** The booking form: name, phone, location, date and time, checked on submit in the spec's order. */
export function BookingForm({ chosen, minDate, onSuccess, idPrefix = 'booking', inDialog = false }: BookingFormProps) {
  const form = useLeadForm({
    kind: 'bookings',
    schema: () => import('~/forms/booking').then((module) => module.bookingSchema()),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        onSuccess?.({ id: answer.body.id ?? null, sent: answer.sent ?? {} })
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

  // The fields are uncontrolled, so what a visitor types before the page's script starts is kept.
  function onPhoneInput(event: React.FormEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const digits = input.value.replace(/\D/g, '').slice(0, 10)
    if (digits !== input.value) input.value = digits
  }

  function onDateChange(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const year = input.value.split('-')[0] ?? ''
    // While the year is still being typed the browser reports 0002, 0020, 0202: wait for a real year.
    if (!input.value || (year.length === 4 && year.startsWith('0'))) return
    const problem = dateProblem(input.value)
    if (problem === dateMessages.past || problem === dateMessages.year) {
      toast.error(problem)
      input.value = ''
    }
  }

  const events = chosen?.events ?? 1
  const total = chosen?.hourly && live ? hourlyTotal(chosen, hours) : null
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
      <TextField id={`${idPrefix}-name`} label="Name" autoComplete="name" {...form.field('name')} />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        onInput={onPhoneInput}
        {...form.field('phone')}
      />
      <TextField id={`${idPrefix}-location`} label="Location" autoComplete="street-address" {...form.field('location')} />
      {chosen?.hourly ? (
        <div>
          <TextField
            id={`${idPrefix}-hours`}
            label="Hours"
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
              <span className="text-muted">Total: </span>
              <output htmlFor={`${idPrefix}-hours`} aria-live="polite" className="font-semibold">
                {total}
              </output>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {['date', ...extraDateFields].slice(0, events).map((name, index) => (
          <PickerField
            key={name}
            id={`${idPrefix}-${name}`}
            label={dateLabel(index, events)}
            picker="date"
            min={minDate}
            onChange={onDateChange}
            {...form.field(name)}
          />
        ))}
        <PickerField id={`${idPrefix}-time`} label={events > 1 ? 'Start time' : 'Time'} picker="time" {...form.field('time')} />
      </div>
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
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-line bg-ink-raised p-6 shadow-2xl">
          <Dialog.Title className="text-2xl font-bold">Book a Reel-Maker</Dialog.Title>
          <Dialog.Description className="mt-1 text-muted">{bookingStory.dialogLead(chosen?.name)}</Dialog.Description>
          <div className="mt-5">
            <BookingForm
              key={session}
              chosen={chosen}
              minDate={indianDate()}
              idPrefix="booking-dialog"
              inDialog
              onSuccess={(accepted) => {
                onBooked(accepted)
                closeTimer.current = setTimeout(() => change(false), bookingSuccessCloseMs)
              }}
            />
          </div>
          <Dialog.Close className="absolute top-4 right-4 rounded-full p-2 text-muted hover:text-paper" aria-label="Close">
            <X className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
