// Whether a business fact is still an example, and how a page or a mail shows one that is
// (docs/decisions/0103-examples-never-pass-as-facts.md). Every page and mail asks `isExample`, so the question
// has one answer, wherever the facts are kept.

/** A fact of app/content/business.ts, which the business has confirmed or which shipped as an example. */
export type MarkedFact = { confirmed: boolean }

/** Whether the fact is an example the business has not confirmed. */
export function isExample(fact: MarkedFact) {
  return !fact.confirmed
}

/** The words that follow an example value wherever it is shown, so nobody takes it for the real thing. */
export const exampleMarks = {
  phone: 'example number, not in service',
  address: 'example address',
  email: 'example e-mail address, not in service',
  person: 'example name',
  company: 'example company name',
  figure: 'example figure',
  patentNumber: 'example application number',
  offer: 'example offer',
} as const

/** What an example entry (a quote, a person, a milestone, a release) says of itself beside its name. */
export const exampleNotes = {
  testimonial: 'Example testimonial, not from a real customer',
  teamMember: 'Example profile, not a member of our team',
  milestone: 'Example milestone, not confirmed',
  release: 'Example release: its facts are not confirmed',
} as const

/** The banner of a staging site started with ALLOW_EXAMPLE_FACTS=1, on every page. */
export const examplesBanner = {
  label: 'Staging site',
  text: 'This site shows example facts the business has not confirmed: names, quotes, figures, offers, contact details and terms. Do not rely on them.',
} as const

/** A value as a page or a mail writes it: an example is followed by its mark, '250+ (example figure)'. */
export function shownAs(fact: MarkedFact, value: string, mark: keyof typeof exampleMarks) {
  return isExample(fact) ? `${value} (${exampleMarks[mark]})` : value
}

/** The note an entry carries while it is an example; none once the business has confirmed it. */
export function exampleNote(fact: MarkedFact, note: keyof typeof exampleNotes) {
  return isExample(fact) ? exampleNotes[note] : undefined
}
