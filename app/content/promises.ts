import { iphoneRequirement } from './site-of'

// The product's promises (the spec's), which every page makes in the same words: not facts only the business can
// confirm, so they are written here and may reach the browser. The business's figures are in ./figures.ts.

export const promises = {
  deliveryMinutes: 10,
  responseTime: '24-hour',
  support: '24/7',
  cities: ['Hyderabad', 'Vijayawada', 'Warangal', 'Vizag', 'Bangalore'],
  expansionPlan: '10+ cities',
} as const

/** Older spellings of the cities, as stored and sent before they were corrected, and the name each means. */
export const cityAliases: Readonly<Record<string, (typeof promises.cities)[number]>> = { Vijaywada: 'Vijayawada' }

export const deliveryClaim = `Delivered about ${promises.deliveryMinutes} minutes after the shoot`

// The iPhones our reel-makers shoot on are named beside the site's description (./site-of), which every page
// carries; the pages quote them from here.
export { iphoneRequirement }

/** 'shot on an iPhone 13 or newer' */
export const shotOn = `shot on an ${iphoneRequirement}`
