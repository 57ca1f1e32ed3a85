import { isDeepStrictEqual } from 'node:util'
import { listItemNames } from '~/content/business-console'
import { isRecord } from '~/is-record'
import type { FactName, FactsStore } from '../facts-store.server'
import { labelOf } from './business.server'

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
