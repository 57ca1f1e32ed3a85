import { noteMaxLength } from '~/forms/console-rules'
import { promises } from '~/content/promises'
import { type FieldErrors, dateMessages, emailMessages, phoneHint, phoneMessage } from '~/forms/field-rules'

// The form's texts and choices, without its schema, so the page can show the form without shipping zod.

/** A plan sold by the event that covers some hours, as the form points to it. */
type PlanForHours = { name: string; upToHours: number }

export const bookingMessages = {
  name: 'Please enter your name',
  phone: phoneMessage,
  phoneHint,
  email: emailMessages.invalid,
  emailHint: 'For a copy of your booking',
  date: dateMessages.required,
  location: 'Please enter the location',
  past: dateMessages.past,
  year: dateMessages.year,
  time: 'Please select a time',
  timeHint: 'India time (IST)',
  hours: 'Please enter the number of hours (a whole number, at least 1)',
  /** Beside a place that names none of the cities we serve, before the booking is sent. */
  outsideCities: `We serve ${promises.cities.slice(0, -1).join(', ')} and ${promises.cities.at(-1)}, and this place names none of them. If it is in one of them, add the city's name; if not, you can still send your booking, as a request our team answers.`,
  /** How the team's mail marks a booking whose place names none of the cities we serve. */
  outsideCitiesMark: 'Outside the cities we serve',
  /** The hourly plan's question of how many events, each with its own day, start, place and hours. */
  eventsAsked: 'How many events?',
  eventsHint: 'Each event has its own date, start time, place and hours; the total is for all of them.',
  eventsChoice: (events: number) => (events === 1 ? '1 event' : `${events} events`),
  /** When the hours of an hourly booking cost more than a plan that covers them. */
  planForLess: {
    title: (hours: number, plan: PlanForHours) => `For ${hours} hours, the ${plan.name} costs less`,
    byTheHour: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'} by the hour`,
    plan: (plan: PlanForHours) => `${plan.name}, up to ${plan.upToHours} hours`,
    switch: (plan: PlanForHours) => `Switch to the ${plan.name}`,
  },
  sameStart: 'Two events cannot start on the same day at the same time: give this one another start time',
  eventNote: 'What the event is (optional), for example haldi or sangeet',
  eventNoteTooLong: 'Please keep what the event is to 40 characters, for example haldi or sangeet',
  contactName: 'Contact on the day (optional)',
  contactNameHint: 'Who our reel-maker calls on the day, if not you',
  contactPhone: 'Their mobile number (optional)',
  contactPhoneNeeded: 'Please enter the phone number of your contact on the day, or leave their name empty',
  startDate: 'Start date',
  weeks: 'For how many weeks',
  weeksHint: 'A whole number of weeks, from 1 to 52 (4 weeks for one month)',
  weeksNeeded: 'Please enter for how many weeks, a whole number from 1 to 52 (4 weeks for one month)',
  /** A correction sent with a booking's key once the team has moved the booking on. */
  correctedTooLate:
    'Our team is already working on this booking, so it can no longer be corrected by sending it again. Ask for the change on its page, or call or write to us with your reference.',
  success: {
    title: 'Thank You!',
    description: 'Your booking request has been received. Our team will get in touch with you shortly.',
  },
  failure: { title: 'Oops! Something went wrong', description: 'Please try again or contact us directly.' },
} as const

/** The console's words for the team's changes of a booking. */
export const bookingChange = {
  heading: 'Change this booking',
  lead: 'Every change is kept as a version, and the customer is mailed what changed.',
  agreedPrice: 'Price agreed with the customer, before GST (₹, optional)',
  agreedPriceHint: "Leave it empty for the package's price",
  maxPrice: 10_000_000,
  priceInvalid: 'Please enter the price in whole rupees, for example 12500',
  reason: 'Why (needed when the price changes)',
  reasonNeeded: 'Please say why the price changes: the customer reads it in the history, and so does the team',
  reasonTooLong: `Please keep the reason to ${noteMaxLength.toLocaleString('en-IN')} characters`,
  answersMove: "This change answers the customer's request to move it",
  save: 'Save the change',
  fix: 'Nothing was saved: please correct the fields marked below.',
  saved: (mailed: boolean) => (mailed ? 'Saved. The customer has been mailed what changed.' : 'Saved.'),
  nothingChanged: 'Nothing was changed: change a field first.',
  notChangeable: (status: string) => `A ${status} booking can no longer be changed.`,
  moveAnswered: 'This request to move has been answered already.',
  declineReasonNeeded: 'Please write the reason: the customer reads it in their mail and on their page.',
  moveHeading: 'The customer asks to move it',
  openMoves: 'Requests to move a booking, to answer',
  accept: 'Accept and move the booking',
  accepted: (mailed: boolean) => (mailed ? 'Moved. The customer has been mailed the new date.' : 'Moved.'),
  declineReason: 'Why it cannot be moved (the customer reads this)',
  decline: 'Decline',
  declined: (mailed: boolean) => (mailed ? 'Declined. The customer has been mailed the reason.' : 'Declined.'),
  versions: 'Versions',
  noVersions: 'No changes since it was sent.',
} as const

/** The most events one booking takes (the largest package's). */
export const maxEvents = 6

/** The move form's choice that moves every event of a booking. */
export const allEvents = 'all'

/** The longest note that says what an event is ('haldi', 'sangeet'). */
export const eventNoteMaxLength = 40

/** The most weeks a booking by the week (the corporate Monthly package) takes. */
export const maxWeeks = 52

/**
 * The names of an event's fields. The first event's are the spec's date, time and location; a package of
 * several events asks the same of each, as date2, time2, location2 and so on, and the hourly plan each one's
 * hours. `outside` is the place the form has said names none of the cities we serve (empty until it has).
 */
export function eventFields(index: number) {
  const suffix = index === 0 ? '' : String(index + 1)
  return {
    date: `date${suffix}`,
    time: `time${suffix}`,
    location: `location${suffix}`,
    note: `note${suffix}`,
    hours: `hours${suffix}`,
    outside: `outside${suffix}`,
  } as const
}

/**
 * How many events a booking's fields are for: the package's, or for the hourly plan as many as were asked,
 * up to the last event any of whose fields is there (so a form that shows an empty second event asks for it).
 */
export function eventCountOf(chosen: { hourly: boolean; events: number } | null, values: Record<string, unknown>) {
  if (!chosen?.hourly) return chosen?.events ?? 1
  let count = 1
  for (let index = 1; index < maxEvents; index++) {
    const names = eventFields(index)
    if ([names.date, names.time, names.location, names.hours].some((name) => values[name] !== undefined))
      count = index + 1
  }
  return count
}

/** How long the booking failure toast and the success state stay on screen. */
export const bookingFailureToastMs = 5000
export const bookingSuccessCloseMs = 3000

// The order in which the dialog reports problems on submit, as the spec lists them.
const submitOrder: string[] = [
  bookingMessages.name,
  bookingMessages.phone,
  bookingMessages.date,
  bookingMessages.location,
  bookingMessages.past,
  bookingMessages.year,
]

/** The one message the dialog shows as a toast when several fields are wrong. */
export function firstBookingProblem(errors: FieldErrors) {
  const messages = Object.values(errors)
  const rank = (message: string) => {
    const index = submitOrder.indexOf(message)
    return index === -1 ? submitOrder.length : index
  }
  return messages.sort((a, b) => rank(a) - rank(b))[0]
}
