import type { FactName } from '../facts-store.server'
import { type JsonSchema, child, itemsOf, schemaOf, typeOf } from './fact-schema.server'

// A fact's form read back from what the browser posted, into a value the schema then checks: each field's name is
// its place in the fact, as the form drew it (business.server.ts).

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
