import { z } from 'zod'
import { email, requiredText } from '~/forms/fields'
import { internationalPhone } from '~/forms/international-phone'
import type { LeadFields, RowOf, Rule, RuleValue } from './fields'

// A kind's fields made into the zod schema its form runs in the browser and the server runs as the authority.
// Loaded by the forms when the visitor first turns to one, never with a page.

function ruleSchema(rule: Rule, label: string): z.ZodType<string> {
  switch (rule.type) {
    case 'text':
      return requiredText(rule.required, label, rule.max)
    case 'email':
      return email
    case 'phone':
      return internationalPhone
  }
}

/** The fields' values under the names the form gives them, as their rules read them. */
export type ValuesOf<F extends LeadFields> = { -readonly [N in keyof F]: RuleValue<F[N]['rule']> }

/** The fields' rules, each under the field's name: what a form's errors are keyed by. */
export function fieldsSchema<const F extends LeadFields>(fields: F) {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, ruleSchema(field.rule, field.label)]))
  // zod types a shape it is given whole; this one is built from the fields, whose rules say each value's type.
  const schema: z.ZodType = z.object(shape)
  return schema as z.ZodType<ValuesOf<F>>
}

/** Checked values as their row: each under its field's column. */
export function rowOf<const F extends LeadFields>(fields: F, values: ValuesOf<F>) {
  const row: object = Object.fromEntries(Object.entries(fields).map(([name, field]) => [field.column, values[name]]))
  return row as RowOf<F>
}

/** A kind's schema: its fields checked by their rules, read as the row they make. */
export function leadSchema<const F extends LeadFields>(fields: F) {
  return fieldsSchema(fields).transform((values) => rowOf(fields, values))
}
