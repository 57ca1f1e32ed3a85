import { type FieldErrors, dateMessages, emailMessages, phoneHint, phoneMessage } from '~/forms/field-rules'

// The form's texts and choices, without its schema, so the page can show the form without shipping zod.

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
  sameDate: 'Each event needs a date of its own',
  /** A correction sent with a booking's key once the team has moved the booking on. */
  correctedTooLate:
    'Our team is already working on this booking, so it can no longer be corrected by sending it again. Ask for the change on its page, or call or write to us with your reference.',
  success: {
    title: 'Thank You!',
    description: 'Your booking has been received. Our team will get in touch with you shortly.',
  },
  failure: { title: 'Oops! Something went wrong', description: 'Please try again or contact us directly.' },
} as const

/** The most events one booking takes (the largest package's). */
export const maxEvents = 6

/**
 * The names of an event's fields. The first event's are the spec's date, time and location; a package of
 * several events asks the same of each, as date2, time2, location2 and so on.
 */
export function eventFields(index: number) {
  const suffix = index === 0 ? '' : String(index + 1)
  return { date: `date${suffix}`, time: `time${suffix}`, location: `location${suffix}` } as const
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
