// A kind of lead's one list of fields: for each, the name the form and the API give it, the label people read
// it by (in the form, its errors, the success panel, the team's mail and the console), the column it is stored
// in, and its rule. Rules are data here, so a page can list the fields without shipping zod; app/leads/schema.ts
// turns them into the zod schema when a form first needs it.

/** How a field's value is checked and read. */
export type Rule =
  /** Trimmed, not empty, at most `max` characters. */
  | { type: 'text'; required: string; max: number }
  /** An e-mail address, trimmed and lower-cased. */
  | { type: 'email' }
  /** A phone number from any country, kept in E.164. */
  | { type: 'phone' }

/** What the form and the API call a field; each kind's fields are keyed by it, in the order people read them. */
export type LeadField<Column extends string = string> = {
  /** What people read it by: the form, its messages, the team's mail and the console. */
  label: string
  /** The column of its kind's table it is stored in. */
  column: Column
  rule: Rule
  /** The form's (and its success panel's) words for it, where they are not the label. */
  asked?: string
  /** Left out of the success panel's "What you sent". */
  panel?: false
  /** The console's and the export's name for its column, where it is not the label. */
  consoleLabel?: string
}

export type LeadFields<Column extends string = string> = { readonly [name: string]: LeadField<Column> }

export type RuleValue<R extends Rule> = R extends { type: 'text' | 'email' | 'phone' } ? string : never

/** The row a kind's fields make once checked: each value under its column. */
export type RowOf<F extends LeadFields> = { -readonly [N in keyof F as F[N]['column']]: RuleValue<F[N]['rule']> }

/** A value as a row holds it. */
export type RowValue = string | number | null | undefined

/** The success panel's lines: each field the visitor typed, by the words the form asked it with. */
export function panelLines(fields: LeadFields) {
  return Object.entries(fields)
    .filter(([, field]) => field.panel !== false)
    .map(([name, field]) => ({ name, label: field.asked ?? field.label }))
}

/** Each field of a checked row by its label, as the team's mail lists them. */
export function labelledValues(fields: LeadFields, row: { readonly [column: string]: RowValue }) {
  return Object.values(fields).map((field) => ({ label: field.label, value: row[field.column] }))
}

/** The columns of a kind's CSV export: its id, its fields in their order, then the columns the site sets. */
export function exportedColumns<const Column extends string, const Set extends string>(fields: LeadFields<Column>, setBySite: readonly Set[]) {
  return ['id' as const, ...Object.values(fields).map((field) => field.column), ...setBySite]
}
