// Every plan and package the site sells, with its price in rupees (GST extra), from the spec's section 9.

import { eventCoverage } from './business'
import { deliveryClaim, iphoneRequirement } from './facts'

/** A wedding package's events and how long each is covered: '3 events, up to 6 hours each'. */
function eventsLine(events: number) {
  return events === 1
    ? `1 event, up to ${eventCoverage.hoursPerEvent} hours`
    : `${events} events, up to ${eventCoverage.hoursPerEvent} hours each`
}

export type Plan = {
  id: string
  name: string
  price: number
  unit?: string
  popular?: boolean
  badge?: string
  features: string[]
  /** The most hours one event of it covers, for a plan sold by the event rather than by the hour. */
  upToHours?: number
  /** The edited reels it delivers. */
  reels?: number
}

export type PackageCard = {
  id: string
  title: string
  subtitle: string
  description: string
  price: number
  features: string[]
  popular?: boolean
  badge?: string
  /** How many events the package covers, each for the hours in the business's facts: booking it asks for each. */
  events?: number
  /** Its price is the price, not where prices start, even among 'starting from' cards. */
  fixedPrice?: true
  /** Booked for a number of weeks from a start date (content all month), not for a day. */
  byTheWeek?: true
}

/**
 * The three-hour offer: one package, sold as the Half-Day Plan, the Half-Day card and the quick events' Basic
 * Coverage (the spec's names for it), each showing the same price, hours, reels and label from here.
 */
const threeHourOffer = {
  id: 'half-day',
  price: 4999,
  popular: true,
  badge: 'Most Popular',
  upToHours: 3,
  reels: 2,
  features: [
    'Up to 3 hours',
    '2 edited reels',
    'Live stories',
    'Raw content',
    `Trained professionals on an ${iphoneRequirement}`,
    deliveryClaim,
  ],
} as const

export const hourlyPlan: Plan = {
  id: 'hourly',
  name: 'Hourly Plan',
  price: 1999,
  unit: 'per hour',
  features: ['1 hour shoot', '1 edited reel', `Shot on an ${iphoneRequirement}`, deliveryClaim],
}

export const halfDayPlan: Plan = { ...threeHourOffer, name: 'Half-Day Plan', features: [...threeHourOffer.features] }

export const bestsellers: Plan[] = [hourlyPlan, halfDayPlan]

export const weddingInclusions = ['Raw content on request', deliveryClaim, 'Mandatory brand logo']

/** What the Basic wedding package covers, which is what the wedding card's starting price buys. */
const singleWeddingEvent = [eventsLine(1), '3 reels', ...weddingInclusions]

/** The three 'starting from' cards on the home and reel-packages pages. */
export const packageCards: PackageCard[] = [
  {
    id: 'wedding',
    title: 'Wedding',
    subtitle: 'Every ritual, every smile',
    description: 'A reel-maker who follows your celebrations, from one event to the whole wedding.',
    price: 14999,
    features: singleWeddingEvent,
  },
  {
    id: 'corporate',
    title: 'Corporate',
    subtitle: 'Launches, offsites and conferences',
    description: 'On-brand reels of your event, ready to post while people are still talking about it.',
    price: 9999,
    features: ['Event documentation', 'Professional editing', 'Brand guidelines followed', 'Digital delivery'],
  },
  {
    ...threeHourOffer,
    title: 'Half-Day',
    subtitle: 'Birthdays, parties and quick events',
    description: 'A reel-maker for up to three hours and reels in your hands before the guests leave.',
    features: [...threeHourOffer.features],
    fixedPrice: true,
  },
]

export const weddingPackages: PackageCard[] = [
  {
    id: 'wedding-basic',
    title: 'Basic',
    subtitle: 'Single Event',
    description: 'One whole event of your wedding, covered end to end.',
    price: 14999,
    events: 1,
    features: singleWeddingEvent,
  },
  {
    id: 'wedding-silver',
    title: 'Silver',
    subtitle: 'Three Events',
    description: 'Three events, from the haldi to the reception.',
    price: 44999,
    events: 3,
    features: [eventsLine(3), '10 reels', ...weddingInclusions],
  },
  {
    id: 'wedding-gold',
    title: 'Gold',
    subtitle: 'Four Events',
    description: 'Four events with reels and photos of every moment that matters.',
    price: 59999,
    popular: true,
    badge: 'Most Popular',
    events: 4,
    features: [eventsLine(4), '15 reels', '50 photos', ...weddingInclusions],
  },
  {
    id: 'wedding-platinum',
    title: 'Platinum',
    subtitle: 'Complete Wedding',
    description: 'The complete wedding: six events, twenty-five reels and a hundred photos.',
    price: 99999,
    events: 6,
    features: [eventsLine(6), '25 reels', '100 photos', ...weddingInclusions],
  },
]

export const corporatePackages: PackageCard[] = [
  {
    id: 'corporate-one-day',
    title: 'One Day Booking',
    subtitle: 'A single event day',
    description: 'A reel-maker with your team for the whole event day.',
    price: 9999,
    features: ['2-3 reels', 'Up to 7 hours', 'Live stories'],
  },
  {
    id: 'corporate-monthly',
    title: 'Monthly',
    subtitle: 'Content all month',
    description: 'A month of content for your brand, planned with you and shot on schedule.',
    price: 39999,
    popular: true,
    badge: 'Most Popular',
    byTheWeek: true,
    features: [
      '10 reels',
      'Live stories',
      'Behind-the-scenes videos',
      'Interaction and interview videos',
      'Content conceptualisation',
    ],
  },
]

export const quickEventPackages: PackageCard[] = [
  {
    ...threeHourOffer,
    title: 'Basic Coverage',
    subtitle: '3-hour',
    description: 'Birthdays, parties, store openings and every event that fits in an afternoon.',
    features: [...threeHourOffer.features],
  },
]

export type BookablePackage = {
  id: string
  name: string
  price: number
  unit?: string
  /**
   * Booked by the hour: the booking asks how many hours each event takes, and the total follows them. It may be
   * for several events, as many as the customer asks for (up to the largest package's).
   */
  hourly: boolean
  /** How many events the booking asks a date, a time and a place for (1 for most; at first, for the hourly plan). */
  events: number
  /** How many hours each event is covered, for a package sold by the event. */
  hoursPerEvent: number | null
  /** Its price is where prices start ('starting from'): the team confirms the price of the booking. */
  startingFrom: boolean
  /** Booked for a number of weeks from a start date: the booking asks when it starts and for how many weeks. */
  byTheWeek: boolean
}

const allCards = [...packageCards, ...weddingPackages, ...corporatePackages, ...quickEventPackages]

/** The plan or package a visitor chose to book, by its id, as the booking page names and prices it. */
export function bookablePackage(id: string | null | undefined): BookablePackage | null {
  if (!id) return null
  // Bookings made before the quick events' card became the three-hour offer name its former id.
  if (id === 'quick-basic') return bookablePackage(threeHourOffer.id)
  const plan = bestsellers.find((item) => item.id === id)
  if (plan) {
    return {
      id: plan.id,
      name: plan.name,
      price: plan.price,
      unit: plan.unit,
      hourly: plan === hourlyPlan,
      events: 1,
      hoursPerEvent: null,
      startingFrom: false,
      byTheWeek: false,
    }
  }
  const card = allCards.find((item) => item.id === id)
  if (!card) return null
  return {
    id: card.id,
    name: `${card.title} package`,
    price: card.price,
    hourly: false,
    events: card.events ?? 1,
    hoursPerEvent: card.events ? eventCoverage.hoursPerEvent : null,
    startingFrom: packageCards.includes(card),
    byTheWeek: card.byTheWeek === true,
  }
}

/** Every plan and package a booking can be for, by id and name: the console's package filter. */
export const bookablePackages = [...new Set([...bestsellers, ...allCards].map((item) => item.id))].flatMap((id) => {
  const found = bookablePackage(id)
  return found ? [{ id: found.id, name: found.name }] : []
})

/** The most hours one hourly booking takes. */
export const maxHourlyHours = 12
