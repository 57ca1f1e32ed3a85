import type { BusinessFacts } from './business-schema'
import {
  type CardShape,
  type PricedPackageId,
  corporateCardFeatures,
  corporateShapes,
  halfDayShape,
  hourlyShape,
  quickEventShape,
  startingFromShapes,
  weddingShapes,
} from './package-shapes'

export { hourlyPlanId, plansForHours } from './package-shapes'
export type { PricedPackageId }

// Every plan and package the site sells, from the spec's section 9. What each one is and how it is booked is the
// site's (./package-shapes.ts); what each costs (in rupees, GST extra), what it includes and its badge are the business's
// (`packages` in its facts, edited in the console's Business section), so every list the pages show is made from
// the facts as they stand, on the server, and reaches the browser in the page's data.

export type PackageFacts = Pick<BusinessFacts, 'packages' | 'eventCoverage'>
type Terms = BusinessFacts['packages']

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
  /** Whether the business has confirmed its price and what it includes. */
  confirmed: boolean
}

export type PackageCard = CardShape & {
  price: number
  features: string[]
  popular?: boolean
  badge?: string
  confirmed: boolean
}

/** How each package is named where the console edits its terms. */
export const packageLabels: Record<PricedPackageId, string> = {
  hourly: hourlyShape.name,
  'half-day': 'Three hours: the Half-Day Plan, the Half-Day card and Basic Coverage',
  ...Object.fromEntries(weddingShapes.map((shape) => [shape.id, `Wedding: ${shape.title}`])),
  ...Object.fromEntries(corporateShapes.map((shape) => [shape.id, `Corporate: ${shape.title}`])),
} as Record<PricedPackageId, string>

/** A wedding package's events and how long each is covered: '3 events, up to 6 hours each'. */
function eventsLine(events: number, hours: number) {
  return events === 1 ? `1 event, up to ${hours} hours` : `${events} events, up to ${hours} hours each`
}

const badgeOf = ({ badge }: { badge?: string }) => (badge ? { popular: true, badge } : {})

function card(shape: CardShape, terms: Terms[PricedPackageId], features = terms.includes): PackageCard {
  return { ...shape, price: terms.price, features, ...badgeOf(terms), confirmed: terms.confirmed }
}

/** The cheapest of some cards, whose price is where the family's prices start. */
function cheapest(cards: PackageCard[]) {
  return cards.reduce((low, next) => (next.price < low.price ? next : low))
}

/** Every list of plans and packages the pages show, with the terms the business's facts give them. */
export function catalogueOf({ packages: terms, eventCoverage }: PackageFacts) {
  const hourlyPlan: Plan = {
    ...hourlyShape,
    price: terms.hourly.price,
    features: terms.hourly.includes,
    ...badgeOf(terms.hourly),
    confirmed: terms.hourly.confirmed,
  }
  const halfDay = terms['half-day']
  const halfDayPlan: Plan = {
    ...halfDayShape,
    price: halfDay.price,
    features: halfDay.includes,
    ...badgeOf(halfDay),
    confirmed: halfDay.confirmed,
  }
  const weddingPackages = weddingShapes.map((shape) =>
    card(shape, terms[shape.id], [
      eventsLine(shape.events, eventCoverage.hoursPerEvent),
      ...terms[shape.id].includes,
      ...terms.weddingIncludes,
    ]),
  )
  const corporatePackages = corporateShapes.map((shape) => card(shape, terms[shape.id]))
  const lowestWedding = cheapest(weddingPackages)
  const lowestCorporate = cheapest(corporatePackages)
  const packageCards: PackageCard[] = [
    {
      ...startingFromShapes.wedding,
      price: lowestWedding.price,
      features: lowestWedding.features,
      confirmed: lowestWedding.confirmed,
    },
    {
      ...startingFromShapes.corporate,
      price: lowestCorporate.price,
      features: corporateCardFeatures,
      confirmed: lowestCorporate.confirmed,
    },
    card(startingFromShapes.halfDay, halfDay),
  ]
  return {
    hourlyPlan,
    halfDayPlan,
    bestsellers: [hourlyPlan, halfDayPlan],
    packageCards,
    weddingPackages,
    corporatePackages,
    quickEventPackages: [card(quickEventShape, halfDay)],
    weddingInclusions: terms.weddingIncludes,
  }
}

export type Catalogue = ReturnType<typeof catalogueOf>

/**
 * What a booking needs of the catalogue, small enough for every page's data: each bookable package's price (a
 * starting-from card's is its cheapest package's) and the hours each event of a wedding package is covered.
 */
export type PriceList = { prices: Record<string, number>; hoursPerEvent: number }

export function priceListOf(facts: PackageFacts): PriceList {
  const catalogue = catalogueOf(facts)
  const all = [
    ...catalogue.bestsellers,
    ...catalogue.packageCards,
    ...catalogue.weddingPackages,
    ...catalogue.corporatePackages,
  ]
  const prices: Record<string, number> = {}
  // The Half-Day Plan and the Half-Day card are the same package at the same price.
  for (const item of all) prices[item.id] ??= item.price
  return { prices, hoursPerEvent: facts.eventCoverage.hoursPerEvent }
}

/** What a bookable plan or package is, apart from its price. */
export type PackageShape = {
  id: string
  name: string
  unit?: string
  /**
   * Booked by the hour: the booking asks how many hours each event takes, and the total follows them. It may be
   * for several events, as many as the customer asks for (up to the largest package's).
   */
  hourly: boolean
  /** How many events the booking asks a date, a time and a place for (1 for most; at first, for the hourly plan). */
  events: number
  /** Covered for the hours per event of the business's facts: a package sold by the event. */
  byTheEvent: boolean
  /** Its price is where prices start ('starting from'): the team confirms the price of the booking. */
  startingFrom: boolean
  /** Booked for a number of weeks from a start date: the booking asks when it starts and for how many weeks. */
  byTheWeek: boolean
}

const cardShapes: CardShape[] = [
  startingFromShapes.wedding,
  startingFromShapes.corporate,
  ...weddingShapes,
  ...corporateShapes,
]
const startingFromIds = new Set<string>([startingFromShapes.wedding.id, startingFromShapes.corporate.id])

/** The plan or package with this id, as a booking names it and asks for its events; null for an unknown id. */
export function packageShape(id: string | null | undefined): PackageShape | null {
  if (!id) return null
  // Bookings made before the quick events' card became the three-hour offer name its former id.
  if (id === 'quick-basic') return packageShape(halfDayShape.id)
  for (const plan of [hourlyShape, halfDayShape]) {
    if (plan.id === id) {
      const hourly = plan === hourlyShape
      return {
        id: plan.id,
        name: plan.name,
        ...(hourly ? { unit: hourlyShape.unit } : {}),
        hourly,
        events: 1,
        byTheEvent: false,
        startingFrom: false,
        byTheWeek: false,
      }
    }
  }
  const shape = cardShapes.find((item) => item.id === id)
  if (!shape) return null
  return {
    id: shape.id,
    name: `${shape.title} package`,
    hourly: false,
    events: shape.events ?? 1,
    byTheEvent: shape.events !== undefined,
    startingFrom: startingFromIds.has(shape.id),
    byTheWeek: shape.byTheWeek === true,
  }
}

/** A plan or package a visitor chose to book, as the booking form names and prices it. */
export type BookablePackage = Omit<PackageShape, 'byTheEvent'> & {
  /** Its price in rupees before GST: by the hour for the hourly plan, where prices start for a starting-from card. */
  price: number
  /** How many hours each event is covered, for a package sold by the event. */
  hoursPerEvent: number | null
}

/** The plan or package with this id at the prices given; null for an unknown id. */
export function bookablePackage(id: string | null | undefined, priceList: PriceList): BookablePackage | null {
  const shape = packageShape(id)
  const price = shape ? priceList.prices[shape.id] : undefined
  if (!shape || price === undefined) return null
  const { byTheEvent, ...named } = shape
  return { ...named, price, hoursPerEvent: byTheEvent ? priceList.hoursPerEvent : null }
}

/** Every plan and package a booking can be for, by id and name: the console's package filter and choices. */
export const bookablePackages = [hourlyShape.id, halfDayShape.id, ...cardShapes.map((shape) => shape.id)].flatMap(
  (id) => {
    const found = packageShape(id)
    return found ? [{ id: found.id, name: found.name }] : []
  },
)

/** The most hours one hourly booking takes. */
export const maxHourlyHours = 12
