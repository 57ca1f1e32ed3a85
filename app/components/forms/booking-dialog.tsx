import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { toast } from '~/components/ui/toast'
import {
  bookingFailureToastMs,
  bookingMessages,
  bookingSuccessCloseMs,
  firstBookingProblem,
} from '~/forms/booking-messages'
import { dateMessages, dateProblem } from '~/forms/field-rules'
import { indianDate } from '~/india-time'
import { FormResult, HiddenFields, SubmitButton, TextField } from './field'
import { PickerField } from './picker-field'
import { useLeadForm } from './use-lead-form'

type BookingFormProps = {
  /** The package the visitor chose, sent along with the booking. */
  packageId?: string
  /** The date picker's minimum: today in Asia/Kolkata, computed by the server for the first render. */
  minDate: string
  onSuccess?: () => void
  idPrefix?: string
}

/** The booking form: name, phone, location, date and time, checked on submit in the spec's order. */
export function BookingForm({ packageId, minDate, onSuccess, idPrefix = 'booking' }: BookingFormProps) {
  const [succeeded, setSucceeded] = useState(false)
  const form = useLeadForm({
    kind: 'bookings',
    schema: () => import('~/forms/booking').then((module) => module.bookingSchema()),
    onAnswer: (answer) => {
      if (answer.status < 300) {
        setSucceeded(true)
        onSuccess?.()
      } else if (answer.body.fields) {
        // The server's checks (when the form was sent before the browser's had loaded): the same toast.
        toast.error(firstBookingProblem(answer.body.fields))
      } else {
        toast.error(bookingMessages.failure.title, {
          description: bookingMessages.failure.description,
          duration: bookingFailureToastMs,
        })
      }
    },
  })
  const done = succeeded || (form.noScriptAnswer && form.noScriptAnswer.status < 300)

  if (done) {
    return (
      <div role="status" className="py-6 text-center">
        <p className="text-3xl font-bold">{bookingMessages.success.title}</p>
        <p className="mt-3 text-muted">{bookingMessages.success.description}</p>
      </div>
    )
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

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const { ok, errors } = form.validate(event.currentTarget)
    if (!ok) {
      event.preventDefault()
      toast.error(firstBookingProblem(errors))
    }
  }

  // The spec checks these on submit, in its order, with a toast, rather than marking them required.
  const checkedOnSubmit = (name: string) => form.field(name, { required: false })
  const noScriptError = form.noScriptAnswer && form.noScriptAnswer.status !== 400 ? form.noScriptAnswer : undefined
  return (
    <form.fetcher.Form {...form.formProps} noValidate={false} action="/book" onSubmit={onSubmit} className="relative grid gap-4">
      {noScriptError ? (
        <FormResult
          tone="error"
          title={bookingMessages.failure.title}
          description={noScriptError.body.error ?? bookingMessages.failure.description}
        />
      ) : null}
      <HiddenFields formId={idPrefix} idempotencyKey={form.idempotencyKey} />
      {packageId ? <input type="hidden" name="packageId" value={packageId} /> : null}
      <TextField id={`${idPrefix}-name`} label="Name" autoComplete="name" {...checkedOnSubmit('name')} />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        onInput={onPhoneInput}
        {...checkedOnSubmit('phone')}
      />
      <TextField id={`${idPrefix}-location`} label="Location" autoComplete="street-address" {...checkedOnSubmit('location')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PickerField
          id={`${idPrefix}-date`}
          label="Date"
          picker="date"
          min={minDate}
          onChange={onDateChange}
          {...checkedOnSubmit('date')}
        />
        <PickerField id={`${idPrefix}-time`} label="Time" picker="time" {...form.field('time')} />
      </div>
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
  packageId?: string
  packageName?: string
  /** Where focus goes back to when the dialog closes: the Book button that opened it. */
  returnFocus: React.RefObject<HTMLElement | null>
}

/** The booking dialog: the form, 'Submitting...', then 'Thank You!', closing itself after 3 seconds. */
export function BookingDialog({ open, onOpenChange, packageId, packageName, returnFocus }: BookingDialogProps) {
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
          <Dialog.Description className="mt-1 text-muted">
            {packageName ? `${packageName}: tell us where and when.` : 'Tell us where and when.'} Our team will confirm
            your reel-maker shortly.
          </Dialog.Description>
          <div className="mt-5">
            <BookingForm
              key={session}
              packageId={packageId}
              minDate={indianDate()}
              idPrefix="booking-dialog"
              onSuccess={() => {
                closeTimer.current = setTimeout(() => change(false), bookingSuccessCloseMs)
              }}
            />
          </div>
          <Dialog.Close className="absolute top-4 right-4 rounded-full p-2 text-muted hover:text-paper" aria-label="Close">
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
