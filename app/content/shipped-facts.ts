import * as business from './business'
import type { BusinessFacts } from './business-schema'

// The facts a new site starts with, every one an example until an administrator confirms it in the console: the
// facts store's defaults for what was never saved, the samples the mail tests render, and the tests' own site.
// No page's module imports this (app/no-build-time-facts.test.ts): pages read the facts as saved, from loaders.

/** All of app/content/business.ts, as one value. */
export const businessFacts: BusinessFacts = business
