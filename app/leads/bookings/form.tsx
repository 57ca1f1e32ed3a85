import { X } from '~/components/icons/x'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { DateField } from '~/components/forms/date-field'
import { FieldsToCorrect, FormResult, HiddenFields, SubmitButton, TextField } from '~/components/forms/field'
import { LocationCombobox } from '~/components/forms/location-combobox'
import { BookingPhoneField } from '~/components/forms/phone-field'
import { SuccessPanel } from '~/components/forms/success-panel'
import { TimeField } from '~/components/forms/time-field'
import { type Accepted, useLeadForm } from '~/components/forms/use-lead-form'
import { toast } from '~/components/ui/toast'
import { namesCityServed } from '~/content/localities'
import { type BookablePackage, bookablePackage, maxHourlyHours } from '~/content/packages'
import { bookingStory } from '~/content/journey'
import { dateMessages, dateProblem } from '~/forms/field-rules'
import { bookingFields as fields, kind } from './entry'
import {
  bookingFailureToastMs,
  bookingMessages,
  bookingSuccessCloseMs,
  eventFields,
  eventCountOf,
  eventNoteMaxLength,
  firstBookingProblem,
  maxEvents,
  maxWeeks,
} from './messages'
import { useSite } from '~/components/layout/use-site'
import { bookingPrice, planForLess, planForLessThanHours, priceTermsNow } from './words'
import { useOfferCodeHint } from '../offers/offer-code-hint'

/** What a visitor books: a plan or package, and for the hourly plan how many events. */
export type BookingChoice = { packageId: string; events: number }

/** The booking page for a choice: what its links open, and where its form posts without JavaScript. */
export function bookingPath({ packageId, events }: BookingChoice) {
  return `/book?package=${encodeURIComponent(packageId)}${events > 1 ? `&events=${events}` : ''}`
}

type BookingFormProps = {
  /** The plan or package the visitor chose, sent along with the booking. */
  chosen?: BookablePackage | null
  /** For the hourly plan, how many events the form asks for (the page's ?events=, or the dialog's choice). */
  events?: number
  /**
   * For a form that is not a page's own (the dialog's): choosing another plan or number of events changes it in
   * place. Without it those choices are links to the booking page for them; with JavaScript they too keep what was
   * typed, as the page's form stays while its address changes.
   */
  onChoose?: (choice: BookingChoice) => void
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

/** The fewest hours by the hour that a plan covers for less: what the form points to before any script runs. */
const firstHoursForLess = Array.from({ length: maxHourlyHours }, (_, index) => index + 1).find(
  (hours) => planForLess(hours) !== null,
)

/** Hours as typed: a whole number from 1 to the most one event takes, or null. */
function hoursOf(typed: string) {
  const hours = Number(typed)
  return typed.trim() !== '' && Number.isInteger(hours) && hours >= 1 && hours <= maxHourlyHours ? hours : null
}

/** A link to another choice of plan or of events; where the form is the dialog's, a change in place. */
function ChoiceLink({
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
function EventsChoice({
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

/** A plan that covers the hours asked for, for less: both totals, and one tap to book the plan instead. */
function PlanForLess({
  pointer,
  onChoose,
}: {
  pointer: NonNullable<ReturnType<typeof planForLessThanHours>>
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

/**
 * The booking form: name, phone, location, date and time (for each event of a package of several), an e-mail
 * address for a copy and, while the newsletter's offer is live, its offer code; checked on submit, the first
 * problem in the spec's order as a toast. The hourly plan asks how many events and each one's hours, shows one
 * total with GST for all of them, and points to a plan that covers the hours for less.
 */
export function BookingForm({
  chosen,
  events: eventsAsked,
  onChoose,
  onSuccess,
  idPrefix = 'booking',
  inDialog = false,
}: BookingFormProps) {
  const offerCodeHint = useOfferCodeHint()
  // A booking made now is made at the GST rate the business's facts give now (the root's loader reads them).
  const { gstRatePercent } = useSite()
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
  const [hours, setHours] = useState(() =>
    Array.from({ length: maxEvents }, (_, index) => form.values[eventFields(index).hours] ?? '1'),
  )
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

  const hourly = chosen?.hourly === true
  const events = hourly ? Math.max(eventsAsked ?? 1, eventCountOf(chosen ?? null, form.values)) : (chosen?.events ?? 1)
  const hoursBooked = hours.slice(0, events).map(hoursOf)
  const allHours = hoursBooked.every((each) => each !== null)
    ? hoursBooked.reduce<number>((sum, each) => sum + (each ?? 0), 0)
    : null
  const shown = live || Object.keys(form.values).length > 0
  // The same function writes the total here as in the success panel, the mails, the request page and the console.
  const total =
    chosen && hourly && shown
      ? bookingPrice({ packageId: chosen.id, hours: allHours, priceTerms: priceTermsNow(chosen.id, gstRatePercent) })
      : null
  const pointer = hourly && shown ? planForLessThanHours(hoursBooked, gstRatePercent) : null
  const pointerBeforeScripts =
    hourly && !live && events === 1 && firstHoursForLess
      ? planForLessThanHours([firstHoursForLess], gstRatePercent)
      : null
  const noScriptError = form.noScriptAnswer && form.noScriptAnswer.status !== 400 ? form.noScriptAnswer : undefined
  return (
    <form.fetcher.Form
      {...form.formProps}
      // Without JavaScript the page that answers must know the package again, to ask for the same fields.
      action={chosen ? bookingPath({ packageId: chosen.id, events: hourly ? events : 1 }) : '/book'}
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
      {chosen && hourly ? (
        <EventsChoice packageId={chosen.id} events={events} onChoose={onChoose} idPrefix={idPrefix} />
      ) : null}
      {/* Without the page's script, before anything is typed: its link opens the plan's form afresh. */}
      {pointerBeforeScripts ? <PlanForLess pointer={pointerBeforeScripts} onChoose={onChoose} /> : null}
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
      {offerCodeHint ? (
        <TextField
          id={`${idPrefix}-offer-code`}
          label={fields.offerCode.asked}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={offerCodeHint}
          {...form.field('offerCode', { required: false })}
        />
      ) : null}
      {events > 1 && chosen?.hoursPerEvent ? (
        <p className="text-sm text-muted">{bookingStory.eventsAsked(events, chosen.hoursPerEvent)}</p>
      ) : null}
      {/* Every event in a group of the same kind, so that what was typed stays when events are added or the plan
          changes in place; one event alone is not framed. */}
      {Array.from({ length: events }, (_, index) => (
        <fieldset key={index} className={events > 1 ? 'grid gap-4 rounded-2xl border border-ink-line p-4' : 'contents'}>
          {events > 1 ? <legend className="px-1 font-semibold">Event {index + 1}</legend> : null}
          <EventFields
            form={form}
            index={index}
            events={events}
            idPrefix={idPrefix}
            dateLabel={chosen?.byTheWeek ? bookingMessages.startDate : undefined}
            hours={
              hourly
                ? {
                    value: hours[index],
                    onChange: (value) => setHours((all) => all.map((each, at) => (at === index ? value : each))),
                  }
                : undefined
            }
          />
        </fieldset>
      ))}
      {hourly ? (
        <div aria-live="polite" className="grid gap-4 empty:hidden">
          {total ? (
            <p className="text-sm">
              <span className="text-muted">{total.label}: </span>
              <output
                htmlFor={Array.from({ length: events }, (_, index) => `${idPrefix}-${eventFields(index).hours}`).join(
                  ' ',
                )}
                className="font-semibold"
              >
                {total.value}
              </output>
            </p>
          ) : null}
          {pointer && live ? <PlanForLess pointer={pointer} onChoose={onChoose} /> : null}
        </div>
      ) : null}
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
  // Each opening starts from an empty form and the package its button names; closing resets success and submitting.
  const [session, setSession] = useState(0)
  // Another plan or number of events chosen in the dialog, which keeps what was typed.
  const [choice, setChoice] = useState<BookingChoice | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])
  const current = (choice && bookablePackage(choice.packageId)) || chosen

  function change(next: boolean) {
    if (!next) {
      clearTimeout(closeTimer.current)
      setSession((count) => count + 1)
      setChoice(null)
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
          <Dialog.Description className="mt-1 text-muted">{bookingStory.dialogLead(current?.name)}</Dialog.Description>
          <div className="mt-5">
            <BookingForm
              key={session}
              chosen={current}
              events={choice?.events}
              onChoose={setChoice}
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
