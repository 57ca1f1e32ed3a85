import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { businessFactsProblems } from '../app/content/business-schema'
import { type ExampleFact, exampleFacts, examplesReport, placesOfFacts } from '../app/content/examples'
import { businessFacts } from '../app/content/shipped-facts'
import { overdueDatedFacts } from '../app/content/patent'
import { indianDate } from '../app/india/india-time'
import { factsShownByLeads } from '../app/leads/catalogue'
import type { BusinessFacts } from '../app/content/business-schema'
import { config } from '../app/server/config.server'
import { isPostgresUrl, openDatabase, sqliteFile } from '../app/server/db.server'
import { factsStore } from '../app/server/facts-store.server'
import { inProcessSignals } from '../app/server/signals.server'
import { loadSitePages } from './site-pages'

// npm run content:check [facts module]: lists every business fact still marked as an example, page by page,
// and every dated fact whose day has passed without being marked done, and exits with 1 while any remain (2
// when the facts are not valid). It reads the facts as the site shows them: those saved in the console's Business
// section, in the database DATABASE_URL names (as the server does), over the defaults of
// app/content/business.ts; given a module, it reads that module's exports instead.

/** The facts in the site's database; the file's, while there is no database or it has no facts saved yet. */
async function factsOfDatabase(): Promise<BusinessFacts> {
  const { DATABASE_URL } = config()
  if (!isPostgresUrl(DATABASE_URL) && !fs.existsSync(sqliteFile(DATABASE_URL))) return businessFacts
  const { db } = openDatabase(DATABASE_URL)
  try {
    const tables = await db.introspection.getTables()
    if (!tables.some((table) => table.name === 'business_facts')) return businessFacts
    return await factsStore({ db, signals: inProcessSignals() }).now()
  } finally {
    await db.destroy()
  }
}

async function readFacts(file: string | undefined): Promise<unknown> {
  if (!file) return factsOfDatabase()
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
  console.log('Every business fact is confirmed.')
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
