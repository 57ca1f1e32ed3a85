import { AsyncLocalStorage } from 'node:async_hooks'
import type { BusinessFacts } from '~/content/business-schema'
import { withFact } from './fact-check.server'
import type { FactName } from './fact-check.server'

// An administrator's preview (fact-preview.server.ts): their requests, and theirs only, run with the unsaved value
// of one fact laid over the facts as they stand, so every loader that reads `currentFacts()` draws the page as it
// will look once saved. The value is laid over the facts each request reads and checked with them by the save's
// own check, so a draft that no longer fits the facts (someone saved another fact since) is not shown. Nothing
// of it reaches the store's copy, the page cache or any other request.

/** One fact's unsaved value, and the last change of that fact the form was drawn from. */
export type FactDraft = { name: FactName; value: unknown; since: number }

type Layer = { draft: FactDraft; laid?: { over: BusinessFacts; facts: BusinessFacts | null } }

const layers = new AsyncLocalStorage<Layer>()

/** Runs `work`, and everything it starts, with the draft laid over the facts. */
export function withDraft<T>(draft: FactDraft, work: () => T): T {
  return layers.run({ draft }, work)
}

/** The facts with this request's draft in its fact's place, when it has one the schema takes with them. */
export function withDraftOver(facts: BusinessFacts): BusinessFacts {
  const layer = layers.getStore()
  if (!layer) return facts
  if (layer.laid?.over !== facts) {
    const result = withFact(facts, layer.draft.name, layer.draft.value)
    layer.laid = { over: facts, facts: result.checked ? result.facts : null }
  }
  return layer.laid.facts ?? facts
}

/** The draft the facts this request read were drawn with, or null: what its pages mark as a preview. */
export function draftShown(): FactDraft | null {
  const layer = layers.getStore()
  return layer?.laid?.facts ? layer.draft : null
}
