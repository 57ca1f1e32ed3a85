import type { Generated } from 'kysely'
import { cityAliases, promises } from '~/content/promises'
import { answerTime, hoursInSentence } from '~/content/journey'
import type { Site } from '~/content/site-of'
import { dateInWords, timeInIndia } from '~/india/date-in-words'
import { limits } from '~/forms/field-rules'
import { type ColumnOf, type LeadEntry, type WithdrawableStatus, withdrawableLead } from '../entry'
import { exportedColumns, type LeadFields } from '../fields'
import { cityLabel, enquiryMessages, occasions, shootTypes } from './messages'

// A request for a reel-maker for a brand or personal shoot: where, when, for how long and how many reels.

export const kind = 'enquiries'

export type EnquiriesTable = {
  id: Generated<number>
  name: string
  phone: string
  email: string
  shoot_type: string
  city: string
  location: string
  occasion: string
  personal_shoot_occasion: string | null
  event_date: string
  event_time: string
  hours: number
  reels: number
  /** New until its customer withdraws it (or the team marks it withdrawn for them); the database fills it in. */
  status: Generated<WithdrawableStatus>
  created_at: string
}

export const enquiryFields = {
  name: { label: 'Name', column: 'name', rule: { type: 'text', required: enquiryMessages.name, max: limits.name } },
  phone: { label: 'Phone', column: 'phone', rule: { type: 'phone' } },
  email: { label: 'Email', column: 'email', rule: { type: 'email' } },
  shootType: {
    label: 'Shoot type',
    column: 'shoot_type',
    rule: { type: 'choice', options: shootTypes, message: enquiryMessages.shootType },
  },
  city: {
    label: 'City',
    column: 'city',
    // A caller may still send a city under its old spelling.
    rule: {
      type: 'choice',
      options: promises.cities.map((city) => ({ value: city, label: cityLabel(city) })),
      message: enquiryMessages.city,
      aliases: cityAliases,
    },
    show: cityLabel,
  },
  location: {
    label: 'Location',
    column: 'location',
    rule: { type: 'text', required: enquiryMessages.location, max: limits.location },
  },
  occasion: {
    label: 'Occasion',
    column: 'occasion',
    rule: {
      type: 'choice',
      options: occasions.map((occasion) => ({ value: occasion, label: occasion })),
      message: enquiryMessages.occasion,
    },
  },
  personalShootOccasion: {
    label: 'Personal shoot occasion',
    column: 'personal_shoot_occasion',
    rule: { type: 'optionalText', max: limits.shortText },
  },
  date: { label: 'Date', column: 'event_date', rule: { type: 'futureDate' }, show: dateInWords },
  time: {
    label: 'Time',
    column: 'event_time',
    rule: { type: 'time', message: enquiryMessages.time },
    show: timeInIndia,
  },
  hours: { label: 'Hours', column: 'hours', rule: { type: 'wholeNumber', message: enquiryMessages.hours, max: 24 } },
  reels: { label: 'Reels', column: 'reels', rule: { type: 'wholeNumber', message: enquiryMessages.reels, max: 100 } },
} as const satisfies LeadFields<ColumnOf<EnquiriesTable>>

/** What the success panel and the visitor's copy say happens next. */
export const nextStep = (site: Site) =>
  `Our team matches you with a reel-maker and calls you ${answerTime.within}, during business hours (${hoursInSentence(site.hours)}).`

export const entry: LeadEntry<EnquiriesTable> = {
  label: { plural: 'Enquiries', singular: 'Enquiry' },
  collected: {
    where: 'Reel-maker enquiry',
    what: 'Name, phone number, e-mail address, type of shoot, city, location, occasion, date, time, number of hours and reels',
  },
  referencePrefix: 'EQ',
  apiPath: '/enquiries',
  formerSegments: [],
  fields: enquiryFields,
  nextStep,
  ...withdrawableLead,
  console: {
    title: 'name',
    listed: ['email', 'phone', 'city', 'occasion', 'event_date', 'status'],
    searched: ['name', 'email', 'phone', 'location', 'occasion', 'personal_shoot_occasion'],
    exported: exportedColumns(enquiryFields, ['status', 'created_at']),
    city: { column: 'city', choices: promises.cities },
    events: { date: 'event_date', time: 'event_time' },
  },
}
