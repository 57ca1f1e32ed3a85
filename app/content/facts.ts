import { figures } from './business'
import { iphoneRequirement } from './site'

// The claims every page makes, in one place, so no two pages disagree. The figures only the business can
// confirm are in app/content/business.ts, and so are the offers of the newsletter and the waitlist (`offers`,
// in words in ./offers); the product's other promises (the spec's) are here.
export const facts = {
  reelMakers: figures.reelMakers.value,
  reelsDelivered: figures.reelsDelivered.value,
  events: figures.eventsCovered.value,
  photosDelivered: figures.photosDelivered.value,
  rating: figures.rating.value,
  deliveryMinutes: 10,
  responseTime: '24-hour',
  support: '24/7',
  satisfaction: figures.satisfaction.value,
  happyClients: figures.happyClients.value,
  cities: ['Hyderabad', 'Vijayawada', 'Warangal', 'Vizag', 'Bangalore'],
  expansionPlan: '10+ cities',
} as const

/** Older spellings of the cities, as stored and sent before they were corrected, and the name each means. */
export const cityAliases: Readonly<Record<string, (typeof facts.cities)[number]>> = { Vijaywada: 'Vijayawada' }

export const heroStats = [
  { value: facts.reelMakers, label: 'Reel-makers' },
  { value: facts.reelsDelivered, label: 'Reels delivered' },
  { value: facts.events, label: 'Events covered' },
  { value: facts.rating, label: 'Average rating' },
] as const

export const deliveryClaim = `Delivered about ${facts.deliveryMinutes} minutes after the shoot`

// The iPhones our reel-makers shoot on are named beside the site's description (./site), which every page
// carries; the pages quote them from here.
export { iphoneRequirement }

/** 'shot on an iPhone 13 or newer' */
export const shotOn = `shot on an ${iphoneRequirement}`
