import { figures } from './business'
import { figureWords, heroStatsOf } from './figures'
import { promises } from './promises'

export { type Stat, stat } from './figures'
export { cityAliases, deliveryClaim, iphoneRequirement, shotOn } from './promises'

// The claims pages make, with the figures from the file's defaults (app/content/business.ts), for what does not
// read the stored facts yet. A page reads the figures as saved through its loader (./figures.ts) and the
// promises from ./promises.ts; no module that reaches the browser imports this one.

export const facts = { ...figureWords(figures), ...promises } as const

export const heroStats = heroStatsOf(figures)
