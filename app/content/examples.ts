import * as business from './business'
import type { BusinessFacts } from './business-schema'
import { isRecord } from '~/is-record'

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

/** Where a fact is not on one page but in the chrome of every page, or outside the pages. */
export const everyPage = 'every page'
export const inMail = 'mail to visitors'
export const successPanels = 'the confirmation after each form'

const pagesOf: { [Key in keyof BusinessFacts]: readonly string[] } = {
  brand: [everyPage, inMail],
  company: [everyPage, '/privacy', '/terms', '/press/releases'],
  email: ['/contact', '/privacy', '/terms', '/press', '/press/releases', '/press/kit', inMail],
  phone: ['/contact', '/privacy', '/terms', '/press', '/press/kit', inMail],
  whatsapp: ['/contact', everyPage, successPanels],
  address: ['/contact', '/privacy', '/terms', '/press/kit'],
  hours: ['/contact', '/privacy', '/terms'],
  map: ['/contact'],
  social: [everyPage],
  stores: [everyPage, '/app'],
  patent: ['/patent', '/press/releases', '/journey', '/about'],
  grievanceOfficer: ['/privacy', '/terms'],
  retention: ['/privacy'],
  cancellation: ['/terms', inMail],
  eventCoverage: ['/wedding-packages', '/book', successPanels, inMail],
  gst: ['/', '/pricing', '/wedding-packages', '/corporate-packages', '/one-day-packages', '/reel-packages', '/book'],
  figures: ['/', '/our-story', '/about', '/journey', '/press/releases', '/press/kit', '/discover', '/enquiry'],
  funding: ['/journey', '/about', '/press/releases', '/press/kit'],
  timeline: ['/journey', '/about'],
  team: ['/about', '/press/kit'],
  testimonials: ['/'],
  coverage: ['/', '/press'],
}

/** All of app/content/business.ts, as one value. */
export const businessFacts: BusinessFacts = business

/** An entry's values other than its mark, as one line: '+91 40 4520 1999' or 'Seed, ₹6M, ₹55M, …'. */
function describe(value: Record<string, unknown>): string {
  return Object.entries(value)
    .filter(([key]) => key !== 'confirmed')
    .map(([, part]) => (isRecord(part) ? describe(part) : String(part)))
    .join(', ')
}

/** How the list names one entry of a list of facts: its name, network, outlet, round or title. */
function nameOf(item: unknown, index: number) {
  if (!isRecord(item)) return String(index + 1)
  const name = item.name ?? item.network ?? item.outlet ?? item.round ?? item.title ?? item.id
  return typeof name === 'string' ? name : String(index + 1)
}

/** Every entry still marked as an example, with the pages that quote it. */
export function exampleFacts(facts: BusinessFacts = businessFacts): ExampleFact[] {
  const found: ExampleFact[] = []
  const visit = (entry: string, value: unknown, pages: readonly string[]) => {
    if (Array.isArray(value)) value.forEach((part: unknown, index) => visit(`${entry}.${index}`, part, pages))
    if (!isRecord(value)) return
    if (typeof value.confirmed === 'boolean') {
      if (!value.confirmed) found.push({ entry, value: describe(value), pages })
      return
    }
    for (const [key, part] of Object.entries(value)) visit(`${entry}.${key}`, part, pages)
  }
  for (const key of Object.keys(pagesOf) as (keyof BusinessFacts)[]) {
    const value: unknown = facts[key]
    if (Array.isArray(value)) value.forEach((item: unknown, index) => visit(`${key} (${nameOf(item, index)})`, item, pagesOf[key]))
    else visit(key, value, pagesOf[key])
  }
  return found
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
  const lines = [`${examples.length} facts in app/content/business.ts are still examples:`]
  for (const { page, entries } of examplesByPage(examples)) {
    lines.push('', `${page}:`, ...entries.map((example) => `  ${example.entry}: ${example.value}`))
  }
  return lines.join('\n')
}
