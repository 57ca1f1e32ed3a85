import { z } from 'zod'
import { email, futureDate, optionalText, requiredText, time } from '~/forms/fields'
import { internationalPhone } from '~/forms/international-phone'
import type { LeadFields, RowOf, Rule, RuleValue, RuledField, RuledNames } from './fields'

// A kind's fields made into the zod schema its form runs in the browser and the server runs as the authority.
// Loaded by the forms when the visitor first turns to one, never with a page.

function ruleSchema(rule: Rule, label: string, now: () => Date): z.ZodType {
  switch (rule.type) {
    case 'text':
      return requiredText(rule.required, label, rule.max, { multiline: rule.multiline })
    case 'email':
      return email
    case 'phone':
      return internationalPhone
    case 'optionalText':
      return optionalText(label, rule.max).optional()
    case 'choice': {
      const { aliases = {} } = rule
      return z.preprocess(
        (value) => (typeof value === 'string' && Object.hasOwn(aliases, value) ? aliases[value] : value),
        z.enum(
          rule.options.map((option) => option.value),
          { error: rule.message },
        ),
      )
    }
    case 'wholeNumber':
      return z.preprocess(
        (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
        z
          .number({ error: rule.message })
          .int(rule.message)
          .min(1, rule.message)
          .max(rule.max, `Please enter at most ${rule.max}`),
      )
    case 'futureDate':
      return futureDate(now)
    case 'time':
      return time(rule.message)
  }
}

/** One field's rule, for a schema its kind puts together itself. */
export function fieldSchema<const F extends RuledField>(field: F, now: () => Date = () => new Date()) {
  const schema = ruleSchema(field.rule, field.label, now)
  return schema as z.ZodType<RuleValue<F['rule']>>
}

/** The fields' values under the names the form gives them, as their rules read them. */
export type ValuesOf<F extends LeadFields> = {
  -readonly [N in RuledNames<F>]: F[N] extends RuledField ? RuleValue<F[N]['rule']> : never
}

/** The fields' rules, each under the field's name: what a form's errors are keyed by. */
export function fieldsSchema<const F extends LeadFields>(fields: F, now: () => Date = () => new Date()) {
  const shape = Object.fromEntries(
    Object.entries(fields).flatMap(([name, { rule, label }]) => (rule ? [[name, ruleSchema(rule, label, now)]] : [])),
  )
  // zod types a shape it is given whole; this one is built from the fields, whose rules say each value's type.
  const schema: z.ZodType = z.object(shape)
  return schema as z.ZodType<ValuesOf<F>>
}

/** Checked values as their row: each under its field's column. */
export function rowOf<const F extends LeadFields>(fields: F, values: ValuesOf<F>) {
  const checked: Readonly<Record<string, unknown>> = values
  const row: object = Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => (field.rule ? [[field.column, checked[name]]] : [])),
  )
  return row as RowOf<F>
}

/** A kind's schema: its fields checked by their rules, read as the row they make. */
export function leadSchema<const F extends LeadFields>(fields: F) {
  return fieldsSchema(fields).transform((values) => rowOf(fields, values))
}
