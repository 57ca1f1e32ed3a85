import ipaddr from 'ipaddr.js'
import { type BusinessFacts, businessFactsProblems } from '~/content/business-schema'
import { examplesBanner } from '~/content/example-marks'
import { type FactsShownElsewhere, examplesByPage, exampleFacts, placesOfFacts } from '~/content/examples'
import { businessFacts } from '~/content/shipped-facts'
import { type Config, config } from './config.server'
import { currentFacts } from './facts-store.server'
import { logger } from './logger.server'
import { sitePagesOfBuild } from './site-pages.server'

/** Checks the file's facts, the defaults of every fact never saved; one not in its form stops the server. */
export function checkBusinessFacts(facts: unknown = businessFacts) {
  const problems = businessFactsProblems(facts)
  if (problems.length) throw new Error(`app/content/business.ts is not valid:\n${problems.join('\n')}`)
}

/**
 * Whether the site's address is one the public can reach: any name but localhost's, and any IP address that is
 * not loopback, private, link-local or otherwise reserved.
 */
export function isPublicAddress(siteUrl: string) {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return false
  return !ipaddr.isValid(host) || ipaddr.process(host).range() === 'unicast'
}

/**
 * Stops the start-up of a site at a public address while any fact is still an example, unless the operator said
 * it is a staging site (ALLOW_EXAMPLE_FACTS=1): examples must never pass for facts on a public site.
 */
export function refuseExamplesInPublic(
  settings: Pick<Config, 'SITE_URL' | 'ALLOW_EXAMPLE_FACTS'>,
  facts: BusinessFacts,
) {
  if (settings.ALLOW_EXAMPLE_FACTS || !isPublicAddress(settings.SITE_URL)) return
  const examples = exampleFacts({}, facts)
  if (examples.length === 0) return
  throw new Error(
    `SITE_URL ${settings.SITE_URL} is a public address, and ${examples.length} business facts are still examples (npm run content:check lists them). Confirm them in the console's Business section before the site goes public, or set ALLOW_EXAMPLE_FACTS=1 for a staging site, which then says on every page that it shows examples.`,
  )
}

/** The words of the banner every page shows on a staging site while any fact is an example; null on any other. */
export function examplesBannerOfSite(facts: BusinessFacts, settings: Pick<Config, 'ALLOW_EXAMPLE_FACTS'> = config()) {
  return settings.ALLOW_EXAMPLE_FACTS && exampleFacts({}, facts).length > 0 ? examplesBanner : null
}

/**
 * Every fact still marked as an example, with the pages that show it and the other places given (the leads'
 * confirmations and mails).
 */
export async function exampleFactsOfSite(elsewhere: readonly FactsShownElsewhere[]) {
  return exampleFacts(placesOfFacts(await sitePagesOfBuild(), elsewhere), await currentFacts())
}

/** Logs, once, every fact still marked as an example and the pages and other places given that show it. */
export async function logExampleFacts(elsewhere: readonly FactsShownElsewhere[]) {
  const examples = await exampleFactsOfSite(elsewhere)
  if (examples.length === 0) return
  logger.warn(
    {
      examples: examplesByPage(examples).map(({ page, entries }) => ({
        page,
        entries: entries.map((example) => example.entry),
      })),
    },
    `${examples.length} business facts are still examples; npm run content:check lists them`,
  )
}
