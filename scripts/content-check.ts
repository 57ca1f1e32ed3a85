import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { businessFactsProblems } from '../app/content/business-schema'
import { type ExampleFact, businessFacts, exampleFacts, examplesReport, placesOfFacts } from '../app/content/examples'
import { overdueDatedFacts } from '../app/content/patent'
import { indianDate } from '../app/india-time'
import { factsShownByLeads } from '../app/leads/catalogue'
import type { BusinessFacts } from '../app/content/business-schema'
import { loadSitePages } from './site-pages'

// npm run content:check [facts module]: lists every business fact still marked as an example, page by page,
// and every dated fact whose day has passed without being marked done, and exits with 1 while any remain (2
// when the facts are not valid). By default it reads app/content/business.ts; given another module, it reads
// that module's exports instead.

async function readFacts(file: string | undefined): Promise<unknown> {
  if (!file) return businessFacts
  return { ...(await import(pathToFileURL(path.resolve(file)).href)) }
}

const facts = await readFacts(process.argv[2])
const problems = businessFactsProblems(facts)
if (problems.length) {
  console.error(`The business's facts are not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
  process.exit(2)
}
const overdue = overdueDatedFacts(facts as BusinessFacts, indianDate())
if (overdue.length) {
  console.log(
    `Dated facts whose day has passed (mark each done, or give it its new date):\n${overdue.map((fact) => `  ${fact}`).join('\n')}\n`,
  )
}
if (exampleFacts({}, facts as BusinessFacts).length === 0) {
  console.log('Every fact in app/content/business.ts is confirmed.')
  process.exit(overdue.length ? 1 : 0)
}
// Where each example is shown is read from the pages' route modules, which takes Vite a few seconds, and from
// what each kind of lead declares its confirmation and mails show.
const examples: ExampleFact[] = exampleFacts(
  placesOfFacts(await loadSitePages(), factsShownByLeads),
  facts as BusinessFacts,
)
console.log(examplesReport(examples))
process.exit(1)
