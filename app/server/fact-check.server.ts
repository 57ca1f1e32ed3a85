import { type BusinessFacts, businessFactsSchema } from '~/content/business-schema'

// The one check a fact's new value passes, whether it is saved or only previewed: the facts' schema, over every
// other fact as it stands (a milestone names a funding round).

export type FactName = keyof BusinessFacts

/** Why a value was refused: each problem at its place in the facts, in the schema's own words. */
export type FactProblem = { path: string; message: string }

export type FactCheck = { checked: true; facts: BusinessFacts } | { checked: false; problems: FactProblem[] }

/** The facts with one fact's new value, as the schema gives them back, or why the schema refuses them. */
export function withFact(current: BusinessFacts, name: FactName, value: unknown): FactCheck {
  const result = businessFactsSchema.safeParse({ ...current, [name]: value })
  if (result.success) return { checked: true, facts: result.data }
  return {
    checked: false,
    problems: result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  }
}
