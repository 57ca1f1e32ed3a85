import { useEffect, useState } from 'react'
import { FieldsToCorrect, FormResult, HiddenFields, SubmitButton, TextField } from '~/components/forms/field'
import { BookingPhoneField } from '~/components/forms/phone-field'
import { SuccessPanel } from '~/components/forms/success-panel'
import { type Accepted, useLeadForm } from '~/components/forms/use-lead-form'
import { toast } from '~/components/ui/toast'
import { type BookablePackage, maxHourlyHours } from '~/content/packages'
import { bookingStory } from '~/content/journey'
import { bookingFields as fields, kind } from './entry'
import { DayContactFields, EventFields } from './event-fields'
import {
  bookingFailureToastMs,
  bookingMessages,
  eventFields,
  eventCountOf,
  firstBookingProblem,
  maxEvents,
  maxWeeks,
} from './messages'
import { useSite } from '~/components/layout/use-site'
import { type BookingChoice, EventsChoice, bookingPath } from './package-choice'
import { PlanForLess, PriceSummary } from './price-summary'
import { usePriceList } from './price-list'
import { bookingPrice, firstHoursForLess, planForLessThanHours, priceTermsNow } from './words'
import { useOfferCodeHint } from '../offers/offer-code-hint'

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

/** Hours as typed: a whole number from 1 to the most one event takes, or null. */
function hoursOf(typed: string) {
  const hours = Number(typed)
  return typed.trim() !== '' && Number.isInteger(hours) && hours >= 1 && hours <= maxHourlyHours ? hours : null
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
  const priceList = usePriceList()
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
      ? bookingPrice({
          packageId: chosen.id,
          hours: allHours,
          priceTerms: priceTermsNow(chosen.id, priceList, gstRatePercent),
        })
      : null
  const pointer = hourly && shown ? planForLessThanHours(hoursBooked, priceList, gstRatePercent) : null
  const fewestHours = hourly && !live && events === 1 ? firstHoursForLess(priceList) : undefined
  const pointerBeforeScripts = fewestHours ? planForLessThanHours([fewestHours], priceList, gstRatePercent) : null
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
        <PriceSummary
          total={total}
          pointer={pointer}
          live={live}
          events={events}
          idPrefix={idPrefix}
          onChoose={onChoose}
        />
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
