import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import { businessFactsSchema } from '~/content/business-schema'
import { factSections, fieldLabels, listItemNames, longFields } from '~/content/business-console'
import { isRecord } from '~/is-record'
import type { Confirmation, FactName, FactProblem, FactsStore } from '../facts-store.server'

// The console's form of one business fact, drawn from the facts' own schema (its JSON Schema, which zod writes), so
// that every field the schema has is a field of the form, and read back from the posted form into a value the
// schema then checks. Field names are the places of the values in the facts ('phone.main.number'), which are also
// the places zod names in its messages, so each message is shown beside its field.

type JsonSchema = z.core.JSONSchema.JSONSchema

const factsJsonSchema = z.toJSONSchema(businessFactsSchema, { io: 'input', unrepresentable: 'any' })

/** The schema of one fact. */
function schemaOf(name: FactName): JsonSchema {
  const found = factsJsonSchema.properties?.[name]
  return typeof found === 'object' ? found : {}
}

type Base = { path: string; label: string; error?: string }

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
      /** For an entry of a list: what its remove button says. */
      item?: string
    })
  | (Base & { kind: 'list'; items: FormNode[]; item: string })

function labelOf(key: string) {
  return fieldLabels[key] ?? key
}

function child(schema: JsonSchema, key: string): JsonSchema {
  const found = schema.properties?.[key]
  return typeof found === 'object' ? found : {}
}

function itemsOf(schema: JsonSchema): JsonSchema {
  return typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {}
}

/** The shape of a list's entry that a value has: the first whose required fields it holds (the timeline's three). */
function variantOf(schema: JsonSchema, value: unknown): JsonSchema {
  const variants = (schema.anyOf ?? []).filter((variant): variant is JsonSchema => typeof variant === 'object')
  if (variants.length === 0) return schema
  return (
    variants.find((variant) => isRecord(value) && (variant.required ?? []).every((key) => key in value)) ?? variants[0]
  )
}

function typeOf(schema: JsonSchema) {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type
}

/** What an empty new entry of a list holds: every field empty, every mark an example. */
export function emptyValue(schema: JsonSchema): unknown {
  const shape = variantOf(schema, undefined)
  if (shape.const !== undefined) return shape.const
  switch (typeOf(shape)) {
    case 'object':
      return Object.fromEntries(
        Object.keys(shape.properties ?? {})
          .filter((key) => (shape.required ?? []).includes(key))
          .map((key) => [key, emptyValue(child(shape, key))]),
      )
    case 'array':
      return []
    case 'boolean':
      return false
    case 'number':
    case 'integer':
      return ''
    default:
      return Array.isArray(shape.enum) ? String(shape.enum[0]) : ''
  }
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
        return drawn.kind === 'group'
          ? { ...drawn, label: name ? `${item} ${index + 1}: ${name}` : `${item} ${index + 1}`, item }
          : drawn
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

type Posted = { get(name: string): FormDataEntryValue | null; has(name: string): boolean }

function text(form: Posted, path: string) {
  const value = form.get(path)
  return typeof value === 'string' ? value : ''
}

function read(schema: JsonSchema, form: Posted, path: string, required: boolean): unknown {
  const variant = form.get(`${path}.variant`)
  const variants = (schema.anyOf ?? []).filter((one): one is JsonSchema => typeof one === 'object')
  const shape = variants.length ? (variants[Number(variant)] ?? variants[0]) : schema
  if (shape.const !== undefined) return shape.const
  switch (typeOf(shape)) {
    case 'object': {
      const keys = Object.keys(shape.properties ?? {})
      const object: Record<string, unknown> = {}
      for (const key of keys) {
        const part = read(child(shape, key), form, `${path}.${key}`, (shape.required ?? []).includes(key))
        if (part !== undefined) object[key] = part
      }
      // An optional group left blank is not there: a testimonial without consent, not one with an empty date.
      const blank = Object.values(object).every((part) => typeof part === 'string' && part.trim() === '')
      return !required && blank ? undefined : object
    }
    case 'array': {
      const count = Number(text(form, `${path}.count`))
      const items = itemsOf(shape)
      return Array.from({ length: Number.isInteger(count) && count > 0 ? Math.min(count, 200) : 0 }, (_, index) =>
        read(items, form, `${path}.${index}`, true),
      )
    }
    case 'boolean':
      return form.has(path)
    case 'number':
    case 'integer': {
      const raw = text(form, path).trim()
      // What is not a number goes to the schema as typed, and its message says what it must be.
      return raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw
    }
    default: {
      const value = text(form, path)
      return !required && value.trim() === '' ? undefined : value
    }
  }
}

/** The value of one fact as its posted form holds it, before the schema checks it. */
export function factFromForm(name: FactName, form: Posted): unknown {
  return read(schemaOf(name), form, name, true)
}

function schemaAt(schema: JsonSchema, parts: string[]): JsonSchema {
  if (parts.length === 0) return schema
  const [first, ...rest] = parts
  const shape = typeOf(schema) === 'array' ? itemsOf(schema) : child(variantOf(schema, undefined), first)
  return schemaAt(shape, rest)
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

/** One difference between two values of a fact: where, and from what to what, in words. */
export type FactDifference = { where: string; from: string; to: string }

function inWords(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(none)'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value)) return value.map(inWords).join('; ')
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([key]) => key !== 'confirmed')
      .map(([, part]) => inWords(part))
      .join(', ')
  }
  return String(value)
}

/** Where a change was, as the form labels it, from the fact's name on: 'Main › Number', 'Member 3 › Bio'. */
function placeInWords(parts: (string | number)[]) {
  const words: string[] = []
  parts.forEach((part, index) => {
    if (typeof part === 'number') {
      const list = String(parts[index - 1] ?? '')
      words.pop()
      words.push(`${listItemNames[list] ?? labelOf(list)} ${part + 1}`)
    } else words.push(index === 0 ? '' : part === 'confirmed' ? 'Confirmed' : labelOf(part))
  })
  return words.filter(Boolean).join(' › ')
}

/** Every difference between two values of a fact, field by field; `parts` begin with the fact's name. */
export function factDifferences(before: unknown, after: unknown, parts: (string | number)[]): FactDifference[] {
  if (isDeepStrictEqual(before, after)) return []
  if (Array.isArray(before) && Array.isArray(after)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, index) =>
      factDifferences(before[index], after[index], [...parts, index]),
    ).flat()
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.flatMap((key) => factDifferences(before[key], after[key], [...parts, key]))
  }
  return [{ where: placeInWords(parts), from: inWords(before), to: inWords(after) }]
}

/** One saved change as the history lists it: the fact, who and when, what changed, and whether it can be undone. */
export type HistoryEntry = {
  id: number
  name: FactName
  by: string | null
  at: string
  undoes: number | null
  differences: FactDifference[]
  /** Whether the fact still holds what the change saved, so that undoing it puts back what it replaced. */
  undoable: boolean
}

/** The latest changes of one fact, or of all, newest first. */
export async function factHistory(store: FactsStore, name?: FactName): Promise<HistoryEntry[]> {
  const facts = await store.now()
  return (await store.changes(name, 50)).map((change) => ({
    id: change.id,
    name: change.name,
    by: change.staffName,
    at: change.createdAt,
    undoes: change.undoes,
    differences: factDifferences(change.before, change.after, [change.name]),
    undoable: isDeepStrictEqual(facts[change.name], change.after),
  }))
}
