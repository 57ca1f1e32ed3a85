import { factSections, fieldLabels, listItemNames, longFields } from '~/content/business-console'
import { isRecord } from '~/is-record'
import type { Confirmation } from '../fact-changes.server'
import type { FactName, FactProblem } from '../facts-store.server'
import {
  type JsonSchema,
  child,
  emptyValue,
  itemsOf,
  schemaAt,
  schemaOf,
  typeOf,
  variantOf,
} from './fact-schema.server'

// The console's form of one business fact, drawn from the facts' own schema (its JSON Schema, which zod writes), so
// that every field the schema has is a field of the form, and read back from the posted form (posted-fact.server.ts) into a value the
// schema then checks. Field names are the places of the values in the facts ('phone.main.number'), which are also
// the places zod names in its messages, so each message is shown beside its field.

type Base = {
  path: string
  label: string
  error?: string
  /** For an entry of a list: what its remove button says. */
  item?: string
}

/** One field or group of fields of a fact's form, with its value. */
export type FormNode =
  | (Base & { kind: 'text'; value: string; long: boolean; optional: boolean })
  | (Base & { kind: 'number'; value: string; whole: boolean })
  | (Base & { kind: 'switch'; value: boolean })
  | (Base & { kind: 'choice'; value: string; options: string[] })
  | (Base & { kind: 'fixed'; value: string })
  | (Base & {
      kind: 'group'
      fields: FormNode[]
      /** Which of a list's shapes the entry has (a milestone, a funding round, what is still to come). */
      variant?: number
      /** For an entry that is confirmed or an example: whether it is confirmed, and by whom. */
      confirmation?: { path: string; confirmed: boolean; by?: Confirmation }
    })
  | (Base & { kind: 'list'; items: FormNode[]; item: string })

/** A field's label in words, as the form shows it. */
export function labelOf(key: string) {
  return fieldLabels[key] ?? key
}

type Context = {
  problems: Map<string, string>
  confirmations: Record<string, Confirmation>
}

function node(
  schema: JsonSchema,
  value: unknown,
  path: string,
  key: string,
  entry: string,
  context: Context,
  required = true,
): FormNode {
  const shape = variantOf(schema, value)
  const label = labelOf(key)
  const error = context.problems.get(path)
  const base = { path, label, ...(error ? { error } : {}) }
  if (shape.const !== undefined) return { ...base, kind: 'fixed', value: String(shape.const) }
  const type = typeOf(shape)
  if (type === 'object') {
    const properties = Object.keys(shape.properties ?? {})
    const object = isRecord(value) ? value : {}
    const marked = properties.includes('confirmed')
    const variants = (schema.anyOf ?? []).filter((one) => typeof one === 'object')
    return {
      ...base,
      kind: 'group',
      ...(variants.length ? { variant: Math.max(0, variants.indexOf(shape)) } : {}),
      fields: properties
        .filter((name) => name !== 'confirmed')
        .map((name) =>
          node(
            child(shape, name),
            object[name],
            `${path}.${name}`,
            name,
            `${entry}.${name}`,
            context,
            (shape.required ?? []).includes(name),
          ),
        ),
      ...(marked
        ? {
            confirmation: {
              path: `${path}.confirmed`,
              confirmed: object.confirmed === true,
              ...(context.confirmations[entry] ? { by: context.confirmations[entry] } : {}),
            },
          }
        : {}),
    }
  }
  if (type === 'array') {
    const list = Array.isArray(value) ? value : []
    const item = listItemNames[key] ?? label
    const itemSchema = itemsOf(shape)
    return {
      ...base,
      kind: 'list',
      item,
      items: list.map((part: unknown, index) => {
        const name = itemName(part)
        const drawn = node(itemSchema, part, `${path}.${index}`, key, entryOfItem(entry, key, part, index), context)
        return { ...drawn, label: name ? `${item} ${index + 1}: ${name}` : `${item} ${index + 1}`, item }
      }),
    }
  }
  if (type === 'boolean') return { ...base, kind: 'switch', value: value === true }
  if (type === 'number' || type === 'integer')
    return { ...base, kind: 'number', value: value === undefined ? '' : String(value), whole: type === 'integer' }
  if (Array.isArray(shape.enum))
    return { ...base, kind: 'choice', value: String(value ?? ''), options: shape.enum.map(String) }
  return {
    ...base,
    kind: 'text',
    value: typeof value === 'string' ? value : '',
    long: longFields.has(key),
    optional: !required,
  }
}

/** How a list's entry is named in its heading: its name, network, outlet, round or title. */
function itemName(item: unknown) {
  if (!isRecord(item)) return ''
  const name = item.name ?? item.network ?? item.outlet ?? item.round ?? item.title ?? item.fundingRound
  return typeof name === 'string' ? name : ''
}

/** An entry's name as content:check and the confirmations name it ('team (Aarav Reddy)', 'patent'). */
function entryOfItem(entry: string, key: string, item: unknown, index: number) {
  if (entry !== key) return `${entry}.${index}`
  const name = isRecord(item) ? (item.name ?? item.network ?? item.outlet ?? item.round ?? item.title ?? item.id) : null
  return `${key} (${typeof name === 'string' ? name : String(index + 1)})`
}

/** The form of one fact holding `value`, each problem beside its field, each confirmed entry with who confirmed it. */
export function factForm(
  name: FactName,
  value: unknown,
  {
    problems = [],
    confirmations = {},
  }: { problems?: FactProblem[]; confirmations?: Record<string, Confirmation> } = {},
): { form: FormNode; unplaced: FactProblem[] } {
  const schema = schemaOf(name)
  const known = new Set<string>()
  const context: Context = {
    problems: new Map(problems.map((problem) => [problem.path, problem.message])),
    confirmations,
  }
  const form = { ...node(schema, value, name, name, name, context), label: factSections[name].title }
  const collect = (drawn: FormNode) => {
    known.add(drawn.path)
    if (drawn.kind === 'group') drawn.fields.forEach(collect)
    if (drawn.kind === 'list') drawn.items.forEach(collect)
  }
  collect(form)
  return { form, unplaced: problems.filter((problem) => !known.has(problem.path) || problem.path === name) }
}

/** A new entry at the end of a list of a fact's value. */
export function withEntryAdded(name: FactName, value: unknown, listPath: string): unknown {
  const parts = listPath.split('.').slice(1)
  const list = schemaAt(schemaOf(name), parts)
  return updateAt(value, parts, (current) => [...(Array.isArray(current) ? current : []), emptyValue(itemsOf(list))])
}

/** A fact's value without one entry of a list. */
export function withEntryRemoved(name: FactName, value: unknown, itemPath: string): unknown {
  const parts = itemPath.split('.').slice(1)
  const index = Number(parts.at(-1))
  return updateAt(value, parts.slice(0, -1), (current) =>
    Array.isArray(current) ? current.filter((_, at) => at !== index) : current,
  )
}

function updateAt(value: unknown, parts: string[], change: (current: unknown) => unknown): unknown {
  if (parts.length === 0) return change(value)
  const [first, ...rest] = parts
  if (Array.isArray(value))
    return value.map((part, index) => (String(index) === first ? updateAt(part, rest, change) : part))
  const object = isRecord(value) ? value : {}
  return { ...object, [first]: updateAt(object[first], rest, change) }
}
