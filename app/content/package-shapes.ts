import type { BusinessFacts } from './business-schema'

// What each plan and package the site sells is, apart from its terms (the business's, ./packages.ts reads them
// from its facts): its name, what its card says of it, its events and how it is booked, from the spec's section 9.

/** A package with terms of its own in the business's facts. */
export type PricedPackageId = Exclude<keyof BusinessFacts['packages'], 'weddingIncludes'>

/** What a package's card says of it besides its terms. */
export type CardShape = {
  id: string
  title: string
  subtitle: string
  description: string
  /** How many events the package covers, each for the hours in the business's facts: booking it asks for each. */
  events?: number
  /** Its price is the price, not where prices start, even among 'starting from' cards. */
  fixedPrice?: true
  /** Booked for a number of weeks from a start date (content all month), not for a day. */
  byTheWeek?: true
}

export const hourlyShape = { id: 'hourly', name: 'Hourly Plan', unit: 'per hour' } as const
export const hourlyPlanId = hourlyShape.id
/**
 * The three-hour offer: one package, sold as the Half-Day Plan, the Half-Day card and the quick events' Basic
 * Coverage (the spec's names for it), each showing the same price, hours and label from its terms.
 */
export const halfDayShape = { id: 'half-day', name: 'Half-Day Plan', upToHours: 3 } as const
/** The plans sold by the event, each covering up to some hours: what an hourly booking may cost less as. */
export const plansForHours = [halfDayShape]

export const weddingShapes = [
  {
    id: 'wedding-basic',
    title: 'Basic',
    subtitle: 'Single Event',
    description: 'One whole event of your wedding, covered end to end.',
    events: 1,
  },
  {
    id: 'wedding-silver',
    title: 'Silver',
    subtitle: 'Three Events',
    description: 'Three events, from the haldi to the reception.',
    events: 3,
  },
  {
    id: 'wedding-gold',
    title: 'Gold',
    subtitle: 'Four Events',
    description: 'Four events with reels and photos of every moment that matters.',
    events: 4,
  },
  {
    id: 'wedding-platinum',
    title: 'Platinum',
    subtitle: 'Complete Wedding',
    description: 'The complete wedding: six events, twenty-five reels and a hundred photos.',
    events: 6,
  },
] as const satisfies (CardShape & { id: PricedPackageId })[]

export const corporateShapes = [
  {
    id: 'corporate-one-day',
    title: 'One Day Booking',
    subtitle: 'A single event day',
    description: 'A reel-maker with your team for the whole event day.',
  },
  {
    id: 'corporate-monthly',
    title: 'Monthly',
    subtitle: 'Content all month',
    description: 'A month of content for your brand, planned with you and shot on schedule.',
    byTheWeek: true,
  },
] as const satisfies (CardShape & { id: PricedPackageId })[]

export const startingFromShapes = {
  wedding: {
    id: 'wedding',
    title: 'Wedding',
    subtitle: 'Every ritual, every smile',
    description: 'A reel-maker who follows your celebrations, from one event to the whole wedding.',
  },
  corporate: {
    id: 'corporate',
    title: 'Corporate',
    subtitle: 'Launches, offsites and conferences',
    description: 'On-brand reels of your event, ready to post while people are still talking about it.',
  },
  halfDay: {
    id: halfDayShape.id,
    title: 'Half-Day',
    subtitle: 'Birthdays, parties and quick events',
    description: 'A reel-maker for up to three hours and reels in your hands before the guests leave.',
    fixedPrice: true,
  },
} as const satisfies Record<string, CardShape>

/** What the Corporate card lists: the kind of work, where its packages list what they include. */
export const corporateCardFeatures = [
  'Event documentation',
  'Professional editing',
  'Brand guidelines followed',
  'Digital delivery',
]

export const quickEventShape = {
  id: halfDayShape.id,
  title: 'Basic Coverage',
  subtitle: '3-hour',
  description: 'Birthdays, parties, store openings and every event that fits in an afternoon.',
} as const satisfies CardShape
