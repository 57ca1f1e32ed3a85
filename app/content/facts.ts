import { figures } from './business'
import { iphoneRequirement } from './site'
import type { BusinessFacts } from './business-schema'
import { exampleMarks, isExample, shownAs } from './example-marks'

// The claims every page makes, in one place, so no two pages disagree. The figures only the business can
// confirm are in app/content/business.ts, and so are the offers of the newsletter and the waitlist (`offers`,
// in words in ./offers); the product's other promises (the spec's) are here. A figure that is still an example
// is written with its mark wherever a sentence quotes it: '250+ (example figure)'.

type Figure = BusinessFacts['figures'][keyof BusinessFacts['figures']]

const quoted = (figure: Figure) => shownAs(figure, figure.value, 'figure')

export const facts = {
  reelMakers: quoted(figures.reelMakers),
  reelsDelivered: quoted(figures.reelsDelivered),
  events: quoted(figures.eventsCovered),
  photosDelivered: quoted(figures.photosDelivered),
  rating: quoted(figures.rating),
  deliveryMinutes: 10,
  responseTime: '24-hour',
  support: '24/7',
  satisfaction: quoted(figures.satisfaction),
  happyClients: quoted(figures.happyClients),
  cities: ['Hyderabad', 'Vijayawada', 'Warangal', 'Vizag', 'Bangalore'],
  expansionPlan: '10+ cities',
} as const

/** Older spellings of the cities, as stored and sent before they were corrected, and the name each means. */
export const cityAliases: Readonly<Record<string, (typeof facts.cities)[number]>> = { Vijaywada: 'Vijayawada' }

/** A headline figure as a row of figures shows it: the value large, its mark beside it while it is an example. */
export type Stat = { value: string; label: string; mark: string | null }

export function stat(figure: Figure, label: string): Stat {
  return { value: figure.value, label, mark: isExample(figure) ? exampleMarks.figure : null }
}

export const heroStats: Stat[] = [
  stat(figures.reelMakers, 'Reel-makers'),
  stat(figures.reelsDelivered, 'Reels delivered'),
  stat(figures.eventsCovered, 'Events covered'),
  stat(figures.rating, 'Average rating'),
]

export const deliveryClaim = `Delivered about ${facts.deliveryMinutes} minutes after the shoot`

// The iPhones our reel-makers shoot on are named beside the site's description (./site), which every page
// carries; the pages quote them from here.
export { iphoneRequirement }

/** 'shot on an iPhone 13 or newer' */
export const shotOn = `shot on an ${iphoneRequirement}`
