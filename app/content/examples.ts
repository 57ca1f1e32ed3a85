import { type BusinessFacts, factNames } from './business-schema'
import { isRecord } from '~/is-record'
import type { SitePage } from '~/pages/site-pages'

// Which of the business's facts are still the examples the site shipped with, and the pages that quote each:
// what `npm run content:check` prints, what the server logs at start-up in production and what the console's
// dashboard shows administrators before launch.

export type ExampleFact = {
  /** Where it is in app/content/business.ts, such as 'phone.main' or 'team (Aarav Reddy)'. */
  entry: string
  /** The example value, as the pages show it. */
  value: string
  pages: readonly string[]
}

/** Where a fact is not on one page but in the chrome of every page. */
export const everyPage = 'every page'

/**
 * A place outside the pages that declares the facts it shows: a kind of lead's success panel and mails
 * (`facts` in app/leads/<kind>/entry.ts, gathered as `factsShownByLeads` in app/leads/catalogue.ts).
 */
export type FactsShownElsewhere = { place: string; facts: readonly (keyof BusinessFacts)[] }

/** Where each fact is shown, by the name of the place. */
export type FactPlaces = { [Key in keyof BusinessFacts]?: readonly string[] }

/**
 * Where each fact is shown: the pages whose handles name it, at their canonical address and in the order of
 * app/routes.ts (a layout's facts on every page), then the places outside the pages, each as it declares itself.
 */
export function placesOfFacts(pages: SitePage[], elsewhere: readonly FactsShownElsewhere[] = []): FactPlaces {
  const places: { [Key in keyof BusinessFacts]?: string[] } = {}
  const show = (place: string, facts: readonly (keyof BusinessFacts)[]) => {
    for (const fact of facts) {
      const list = (places[fact] ??= [])
      if (!list.includes(place)) list.push(place)
    }
  }
  for (const page of pages)
    show(page.isLayout ? everyPage : (page.handle.canonical ?? page.path), page.handle.facts ?? [])
  for (const { place, facts } of elsewhere) show(place, facts)
  return places
}

/** An entry's values other than its mark, as one line: '+91 40 4520 1999' or 'Seed, ₹6M, ₹55M, …'. */
function describe(value: Record<string, unknown>): string {
  return Object.entries(value)
    .filter(([key, part]) => key !== 'confirmed' && !Array.isArray(part))
    .map(([, part]) => (isRecord(part) ? describe(part) : String(part)))
    .join(', ')
}

/** How the list names one entry of a list of facts: its name, network, outlet, round or title. */
function nameOf(item: unknown, index: number) {
  if (!isRecord(item)) return String(index + 1)
  const name = item.name ?? item.network ?? item.outlet ?? item.round ?? item.title ?? item.id
  return typeof name === 'string' ? name : String(index + 1)
}

/** An entry of the facts that carries its own mark, confirmed or an example, and where it is in its fact. */
export type MarkedEntry = {
  /** As content:check names it: 'phone.main', 'team (Aarav Reddy)'. */
  entry: string
  /** Its place in the facts, for a form that edits it: ['phone', 'main'], ['team', 0]. */
  path: (string | number)[]
  /** Its values other than its mark, as one line. */
  value: string
  confirmed: boolean
}

/** Every entry of one fact that says whether it is confirmed, in the order of the fact. */
export function markedEntries<Key extends keyof BusinessFacts>(key: Key, fact: unknown): MarkedEntry[] {
  const found: MarkedEntry[] = []
  const visit = (entry: string, path: (string | number)[], value: unknown) => {
    if (Array.isArray(value))
      value.forEach((part: unknown, index) => visit(`${entry}.${index}`, [...path, index], part))
    if (!isRecord(value)) return
    if (typeof value.confirmed === 'boolean') {
      found.push({ entry, path, value: describe(value), confirmed: value.confirmed })
      return
    }
    for (const [name, part] of Object.entries(value)) visit(`${entry}.${name}`, [...path, name], part)
  }
  if (Array.isArray(fact))
    fact.forEach((item: unknown, index) => visit(`${key} (${nameOf(item, index)})`, [key, index], item))
  else visit(key, [key], fact)
  return found
}

/** Every entry still marked as an example, with the pages that quote it. */
export function exampleFacts(places: FactPlaces, facts: BusinessFacts): ExampleFact[] {
  return factNames.flatMap((key) =>
    markedEntries(key, facts[key])
      .filter((marked) => !marked.confirmed)
      .map(({ entry, value }) => ({ entry, value, pages: places[key] ?? [] })),
  )
}

/** The examples grouped by the page that shows them, pages in the order first met. */
export function examplesByPage(examples: ExampleFact[]): { page: string; entries: ExampleFact[] }[] {
  const pages = new Map<string, ExampleFact[]>()
  for (const example of examples) {
    for (const page of example.pages) pages.set(page, [...(pages.get(page) ?? []), example])
  }
  return [...pages].map(([page, entries]) => ({ page, entries }))
}

/** The list as plain text, one page after another; empty when every fact is confirmed. */
export function examplesReport(examples: ExampleFact[]): string {
  if (examples.length === 0) return ''
  const lines = [
    examples.length === 1
      ? '1 business fact is still an example:'
      : `${examples.length} business facts are still examples:`,
  ]
  for (const { page, entries } of examplesByPage(examples)) {
    lines.push('', `${page}:`, ...entries.map((example) => `  ${example.entry}: ${example.value}`))
  }
  return lines.join('\n')
}
