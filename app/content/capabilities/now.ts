import { brand, capabilities } from '../business'
import { type StillToCome, stillToComeOf } from './still-to-come'

export type { StillToCome }

/** What is still to come of online payment and the app, from the file's defaults, for what does not read the stored facts yet. */
export const stillToCome: StillToCome = stillToComeOf(capabilities, brand.name)
