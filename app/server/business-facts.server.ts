import { businessFactsProblems } from '~/content/business-schema'
import { businessFacts, examplesByPage, exampleFacts, placesOfFacts } from '~/content/examples'
import { factsShownByLeads } from '~/leads/catalogue'
import { logger } from './logger.server'
import { sitePagesOfBuild } from './site-pages.server'

/** Checks the business's facts; a fact not in its form stops the server, naming the entry. */
export function checkBusinessFacts(facts: unknown = businessFacts) {
  const problems = businessFactsProblems(facts)
  if (problems.length) throw new Error(`app/content/business.ts is not valid:\n${problems.join('\n')}`)
}

/** Every fact still marked as an example, with the pages, and the confirmations and mails, that show it. */
export async function exampleFactsOfSite() {
  return exampleFacts(placesOfFacts(await sitePagesOfBuild(), factsShownByLeads))
}

/** Logs, once, every fact still marked as an example and the pages that show it. */
export async function logExampleFacts() {
  const examples = await exampleFactsOfSite()
  if (examples.length === 0) return
  logger.warn(
    {
      examples: examplesByPage(examples).map(({ page, entries }) => ({
        page,
        entries: entries.map((example) => example.entry),
      })),
    },
    `${examples.length} facts in app/content/business.ts are still examples; npm run content:check lists them`,
  )
}
