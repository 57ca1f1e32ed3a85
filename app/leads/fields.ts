// A kind of lead's one list of fields: for each, the name the form and the API give it, the label people read
// it by (in the form, its errors, the success panel, the team's mail and the console), the column it is stored
// in, and its rule. Rules are data here, so a page can list the fields without shipping zod; app/leads/schema.ts
// turns them into the zod schema when a form first needs it.

/** How a field's value is checked and read. */
export type Rule =
  /** Without control characters, trimmed, not empty, at most `max` characters; `multiline` keeps line breaks. */
  | { type: 'text'; required: string; max: number; multiline?: boolean }
  /** An e-mail address, trimmed and lower-cased. */
  | { type: 'email' }
  /** A phone number from any country, kept in E.164. */
  | { type: 'phone' }
  /** One line of text the visitor may leave out, without control characters, at most `max` characters. */
  | { type: 'optionalText'; max: number }
  /** One of the options, by its value; `aliases` reads a former spelling as the value it now is. */
  | { type: 'choice'; options: readonly Option[]; message: string; aliases?: Readonly<Record<string, string>> }
  /** A whole number from 1 to `max`. */
  | { type: 'wholeNumber'; message: string; max: number }
  /** A day from today to two years ahead in India (YYYY-MM-DD, or typed day first), kept as YYYY-MM-DD. */
  | { type: 'futureDate' }
  /** A time of day on the 24-hour clock (HH:MM). */
  | { type: 'time'; message: string }

/** A choice as a select offers it: its value, and what the visitor reads. */
export type Option = { value: string; label: string }

/** What the form and the API call a field; each kind's fields are keyed by it, in the order people read them. */
export type LeadField<Column extends string = string> = {
  /** What people read it by: the form, its messages, the team's mail and the console. */
  label: string
  /** The column of its kind's table it is stored in. */
  column: Column
  /** Left out for a field its kind's own schema checks (a booking's phone, package and events). */
  rule?: Rule
  /** The form's (and its success panel's) words for it, where they are not the label. */
  asked?: string
  /** Left out of the success panel's "What you sent". */
  panel?: false
  /** The console's and the export's name for its column, where it is not the label. */
  consoleLabel?: string
  /** How a value reads to a person (in the success panel and the team's mail), where not as typed. */
  show?: (value: string) => string
  /** For a column that keeps the id of something the site's content names: that thing's name, if still known. */
  nameOfId?: (id: string) => string | undefined
  /** How the console reads a stored value, where not as it is stored. */
  read?: (stored: string) => string
}

export type LeadFields<Column extends string = string> = { readonly [name: string]: LeadField<Column> }

export type RuleValue<R extends Rule> = R extends { type: 'choice'; options: readonly (infer O extends Option)[] }
  ? O['value']
  : R extends { type: 'wholeNumber' }
    ? number
    : R extends { type: 'optionalText' }
      ? string | undefined
      : string

/** A field with its rule. */
export type RuledField = LeadField & { rule: Rule }

/** The names of the fields that have a rule. */
export type RuledNames<F extends LeadFields> = { [N in keyof F]: F[N] extends RuledField ? N : never }[keyof F]

/** The row a kind's fields make once checked: each value under its column. */
export type RowOf<F extends LeadFields> = {
  -readonly [N in RuledNames<F> as F[N]['column']]: F[N] extends RuledField ? RuleValue<F[N]['rule']> : never
}

/** A line of what a lead says, as a person reads it back: a label and its value in words. */
export type LeadLine = { label: string; value: string }

/** A value as a row holds it. */
export type RowValue = string | number | null | undefined

/** A value as a person reads it (the success panel, the team's mail): a choice by what the visitor picked it by. */
function inWords({ rule, show }: LeadField, value: string) {
  if (rule?.type === 'choice') return rule.options.find((option) => option.value === value)?.label ?? value
  return show ? show(value) : value
}

/** The success panel's lines: each field the visitor typed, by the words the form asked it with. */
export function panelLines(fields: LeadFields) {
  return Object.entries(fields)
    .filter(([, field]) => field.panel !== false)
    .map(([name, field]) => ({
      name,
      label: field.asked ?? field.label,
      show: (value: string) => inWords(field, value),
    }))
}

/**
 * Each field of a checked row by its label, as the team's mail lists them: a choice by its label ('Personal', not
 * the stored 'personal'), a date in words.
 */
export function labelledValues(fields: LeadFields, row: { readonly [column: string]: RowValue }) {
  return Object.values(fields).map((field) => {
    const value = row[field.column]
    return { label: field.label, value: typeof value === 'string' ? inWords(field, value) : value }
  })
}

/** The columns of a kind's CSV export: its id, its fields in their order, then the columns the site sets. */
export function exportedColumns<const Column extends string, const Set extends string>(
  fields: LeadFields<Column>,
  setBySite: readonly Set[],
) {
  return ['id' as const, ...Object.values(fields).map((field) => field.column), ...setBySite]
}
