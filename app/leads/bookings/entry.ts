import type { Generated } from 'kysely'
import { answerTime, hoursInSentence } from '~/content/journey'
import type { Site } from '~/content/site-of'
import { offerCodeField } from '~/content/offers'
import { bookablePackages, packageShape } from '~/content/packages'
import { limits } from '~/forms/field-rules'
import type { ColumnOf, LeadEntry, Workflow } from '../entry'
import { exportedColumns, type LeadFields } from '../fields'
import { bookingMessages } from './messages'
import { eventsAsRead } from './events'

// A booking request: who, and when and where each event of the package is; the team confirms it by phone.

export const kind = 'bookings'

const workflow = {
  statuses: ['pending', 'confirmed', 'completed', 'cancelled'],
  moves: { pending: ['confirmed', 'cancelled'], confirmed: ['completed', 'cancelled'], completed: [], cancelled: [] },
} as const satisfies Workflow<string>

export type BookingStatus = (typeof workflow.statuses)[number]

export type BookingsTable = {
  id: Generated<number>
  name: string
  phone: string
  location: string
  event_date: string
  event_time: string
  status: BookingStatus
  /** The package or offer the booking was made from (packages.ts ids), if any. */
  package_id: string | null
  /** Hours booked, for the hourly plan. */
  hours: number | null
  /** The address the customer asked a copy of the booking at, if any. */
  email: string | null
  /**
   * Every event in the order they happen, as JSON, for a package of several events or when an event says what
   * it is: [{ "date": "2027-02-12", "time": "18:30", "location": "…", "note": "haldi" }, …]. The first is also
   * in event_date, event_time and location.
   */
  events: string | null
  /**
   * The terms its price was made at, as JSON (PriceTerms in ./schema.ts): the package's price then and the GST
   * rate then. Null for a booking made before bookings kept them, which reads the catalogue and the file's rate.
   */
  price_terms: string | null
  /** The newsletter subscriber's offer code the booking claims the offer with, as the site writes it; unique. */
  offer_code: string | null
  /** The terms the claimed code was given with, as JSON (OfferTerms in app/content/offers.ts). */
  offer_terms: string | null
  /**
   * The earlier booking this one may repeat: sent within half an hour of it with the same phone, package and dates,
   * without a proof that it came from the same customer. The team decides which stands.
   */
  possible_duplicate_of: number | null
  /** Whom the reel-maker calls on the day, when not the customer: a name, and a number in E.164. */
  day_contact_name: string | null
  day_contact_phone: string | null
  /** For a package booked by the week, for how many weeks from its start date (the first event's). */
  weeks: number | null
  /** The price the team agreed with the customer, in rupees before GST, when not the package's. */
  agreed_price: number | null
  created_at: string
}

/**
 * The booking's fields; its schema (./schema.ts) checks those without a rule itself: the phone as the spec's
 * 10 digits, the package, its hours and the events after the first. Its store checks the offer code.
 */
export const bookingFields = {
  name: { label: 'Name', column: 'name', rule: { type: 'text', required: bookingMessages.name, max: limits.name } },
  phone: { label: 'Phone', column: 'phone' },
  email: { label: 'Email', asked: 'Email (optional)', column: 'email' },
  location: {
    label: 'Location',
    column: 'location',
    rule: { type: 'text', required: bookingMessages.location, max: limits.location },
  },
  date: { label: 'Date', column: 'event_date', rule: { type: 'futureDate' } },
  time: { label: 'Time', column: 'event_time', rule: { type: 'time', message: bookingMessages.time } },
  packageId: { label: 'Package', column: 'package_id', nameOfId: (id: string) => packageShape(id)?.name },
  hours: { label: 'Hours', column: 'hours' },
  events: { label: 'Events', column: 'events', panel: false, read: eventsAsRead },
  offerCode: { label: offerCodeField.label, asked: offerCodeField.asked, column: 'offer_code' },
  contactName: {
    label: 'Contact on the day',
    asked: bookingMessages.contactName,
    column: 'day_contact_name',
    panel: false,
  },
  contactPhone: {
    label: 'Contact phone',
    asked: bookingMessages.contactPhone,
    column: 'day_contact_phone',
    panel: false,
  },
  weeks: { label: 'Weeks', asked: bookingMessages.weeks, column: 'weeks', panel: false },
} as const satisfies LeadFields<ColumnOf<BookingsTable>>

/** What the success panel and the customer's copy say happens next. */
export const nextStep = (site: Site) =>
  `Our team calls or WhatsApps you to confirm your reel-maker, the time and the price ${answerTime.within}, during business hours (${hoursInSentence(site.hours)}). ${site.stillToCome.sentence}`

export const entry: LeadEntry<BookingsTable> = {
  label: { plural: 'Bookings', singular: 'Booking' },
  collected: {
    where: 'Booking a reel-maker',
    what: 'Name, phone number, shoot location, date and time, and the package you chose',
  },
  referencePrefix: 'BK',
  apiPath: '/bookings',
  formerSegments: [],
  fields: bookingFields,
  nextStep,
  mails: ['team', 'visitor'],
  facts: ['brand', 'email', 'phone', 'whatsapp', 'hours', 'cancellation', 'eventCoverage', 'gst', 'offers'],
  workflow,
  personal: { email: 'email', phone: 'phone' },
  retention: { period: 'bookings', from: 'event_date' },
  mailingList: null,
  console: {
    title: 'name',
    listed: ['phone', 'location', 'event_date', 'package_id', 'status'],
    searched: ['name', 'phone', 'email', 'location', 'offer_code'],
    exported: exportedColumns(bookingFields, ['status', 'created_at']),
    city: { column: 'location' },
    packageType: { column: 'package_id', choices: bookablePackages.map((item) => item.id) },
    events: { date: 'event_date', time: 'event_time', all: 'events' },
    movable: true,
  },
}
