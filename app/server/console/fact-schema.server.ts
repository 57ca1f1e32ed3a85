import { z } from 'zod'
import { businessFactsSchema } from '~/content/business-schema'
import { isRecord } from '~/is-record'
import type { FactName } from '../facts-store.server'

// The facts' own schema as JSON Schema (which zod writes), and the ways into it the console's forms take: one
// fact's schema, a field's, a list's entries', and the shape a list's entry has.

export type JsonSchema = z.core.JSONSchema.JSONSchema

const factsJsonSchema = z.toJSONSchema(businessFactsSchema, { io: 'input', unrepresentable: 'any' })

/** The schema of one fact. */
export function schemaOf(name: FactName): JsonSchema {
  const found = factsJsonSchema.properties?.[name]
  return typeof found === 'object' ? found : {}
}

/** The schema of one field of an object. */
export function child(schema: JsonSchema, key: string): JsonSchema {
  const found = schema.properties?.[key]
  return typeof found === 'object' ? found : {}
}

/** The schema of a list's entries. */
export function itemsOf(schema: JsonSchema): JsonSchema {
  return typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {}
}

/** The shape of a list's entry that a value has: the first whose required fields it holds (the timeline's three). */
export function variantOf(schema: JsonSchema, value: unknown): JsonSchema {
  const variants = (schema.anyOf ?? []).filter((variant): variant is JsonSchema => typeof variant === 'object')
  if (variants.length === 0) return schema
  return (
    variants.find((variant) => isRecord(value) && (variant.required ?? []).every((key) => key in value)) ?? variants[0]
  )
}

export function typeOf(schema: JsonSchema) {
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

/** The schema at a place within another, one part of its path after another. */
export function schemaAt(schema: JsonSchema, parts: string[]): JsonSchema {
  if (parts.length === 0) return schema
  const [first, ...rest] = parts
  const shape = typeOf(schema) === 'array' ? itemsOf(schema) : child(variantOf(schema, undefined), first)
  return schemaAt(shape, rest)
}
