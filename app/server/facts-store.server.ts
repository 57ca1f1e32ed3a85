import { isDeepStrictEqual } from 'node:util'
import type { Kysely } from 'kysely'
import { type BusinessFacts, businessFactsSchema, isFactName } from '~/content/business-schema'
import { businessFacts as fileDefaults } from '~/content/shipped-facts'
import { database } from './db.server'
import {
  type Confirmation,
  type FactChange,
  factChanges,
  factConfirmations,
  lastFactChange,
} from './fact-changes.server'
import { type FactName, type FactProblem, withFact } from './fact-check.server'
import { withDraftOver } from './facts-draft.server'
import { logger } from './logger.server'
import type { Database } from './schema.server'
import { type Signals, signals } from './signals.server'

// The business's facts as they stand (docs/decisions/0122): what administrators saved in the console, and the
// file's defaults (app/content/business.ts) for every fact never saved. Each instance keeps one copy in memory;
// a save tells every instance through the 'facts' signal, and each drops its copy and reads the facts again, so a
// change is on every page within moments. The copy also ages out after a minute, in case a signal was lost
// without the listening connection noticing.

export type { FactName, FactProblem }

export type SaveResult =
  | { saved: true; change: number }
  | { saved: false; unchanged: true }
  | { saved: false; problems: FactProblem[] }

export type FactsStore = {
  /** The facts as they stand, read again when the copy was dropped or has aged. */
  now(): Promise<BusinessFacts>
  /**
   * The facts last read, without waiting: for work that cannot wait (a mail's words) in a request that has
   * awaited now(). The file's defaults until the first read.
   */
  latest(): BusinessFacts
  /** The id of the last change of a fact, 0 when it was never changed: a form says which it was edited from. */
  lastChange(name: FactName): Promise<number>
  /**
   * Saves a fact, checked with every other fact as it stands (some facts name others). `since`, when given, is
   * the last change the editor saw; a change made after it refuses the save, so nobody overwrites unseen work.
   */
  save(name: FactName, value: unknown, by: number | null, options?: { since?: number }): Promise<SaveResult>
  /** Checks a fact's value as a save would, and saves nothing: the value as the schema gives it back, or why not. */
  check(name: FactName, value: unknown, options?: { since?: number }): Promise<CheckResult>
  /** Puts a fact back as it was before a change, when nothing has changed it since. */
  undo(change: number, by: number | null): Promise<SaveResult>
  /** The changes of one fact, or of all, newest first. */
  changes(name?: FactName, limit?: number): Promise<FactChange[]>
  /** Who confirmed each confirmed entry of a fact, by the entry's name ('phone.main', 'team (Aarav Reddy)'). */
  confirmations(name: FactName): Promise<Record<string, Confirmation>>
  /** Drops this instance's copy. */
  forget(): void
}

export type CheckResult = { checked: true; value: unknown } | { checked: false; problems: FactProblem[] }

type Db = Kysely<Database>

const lifetimeMs = 60_000

/**
 * The stored facts, each over its default; a stored fact the schema no longer takes gives way to its default.
 * Read afresh, for work done away from a request (a mail as it is sent).
 */
export async function readFacts(db: Db): Promise<BusinessFacts> {
  const rows = await db.selectFrom('business_facts').select(['name', 'value']).execute()
  const stored: Partial<Record<FactName, unknown>> = {}
  for (const row of rows) if (isFactName(row.name)) stored[row.name] = JSON.parse(row.value)
  const result = businessFactsSchema.safeParse({ ...fileDefaults, ...stored })
  if (result.success) return result.data
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])))
  logger.error(
    { facts: [...refused] },
    'stored business facts the schema refuses; their defaults are shown until they are saved again',
  )
  const kept = Object.fromEntries(Object.entries(stored).filter(([name]) => !refused.has(name)))
  const retried = businessFactsSchema.safeParse({ ...fileDefaults, ...kept })
  return retried.success ? retried.data : fileDefaults
}

/** The store of one database, told of changes by `signals`. */
export function factsStore({ db, signals }: { db: Db; signals: Signals }): FactsStore {
  let latest: BusinessFacts = fileDefaults
  let copy: { facts: Promise<BusinessFacts>; readAt: number } | undefined
  // Reads are numbered as they begin: one begun later has seen every change an earlier one saw, so `latest` is
  // the facts of the latest begun of the reads that have finished.
  let reads = 0
  let latestRead = 0

  function forget() {
    copy = undefined
  }
  signals.on('facts', forget)

  function read() {
    const number = ++reads
    const facts = readFacts(db).then(
      (read) => {
        if (number > latestRead) {
          latest = read
          latestRead = number
        }
        return read
      },
      (error: unknown) => {
        // Without the database the last facts read stand, and the next request tries again.
        if (copy?.facts === facts) copy = undefined
        if (latest === fileDefaults) throw error
        logger.warn({ err: error }, 'business facts could not be read; the last ones read stand')
        return latest
      },
    )
    copy = { facts, readAt: Date.now() }
    return facts
  }

  /** A save's checks, in the database a save writes to: nobody saved the fact since, and the schema takes it. */
  async function checked(
    from: Db,
    name: FactName,
    value: unknown,
    since: number | undefined,
  ): Promise<{ current: BusinessFacts; facts: BusinessFacts } | { problems: FactProblem[] }> {
    if (since !== undefined && (await lastFactChange(from, name)) !== since) {
      return {
        problems: [{ path: '', message: 'Someone saved this since you opened it: open it again to see their change.' }],
      }
    }
    const current = await readFacts(from)
    const result = withFact(current, name, value)
    return result.checked ? { current, facts: result.facts } : { problems: result.problems }
  }

  async function save(
    name: FactName,
    value: unknown,
    by: number | null,
    { since, undoes = null }: { since?: number; undoes?: number | null } = {},
  ): Promise<SaveResult> {
    const result = await db.transaction().execute(async (trx): Promise<SaveResult> => {
      const check = await checked(trx, name, value, since)
      if ('problems' in check) return { saved: false, problems: check.problems }
      const { current } = check
      const after = check.facts[name]
      if (isDeepStrictEqual(after, current[name])) return { saved: false, unchanged: true }
      const at = new Date().toISOString()
      const json = JSON.stringify(after)
      await trx
        .insertInto('business_facts')
        .values({ name, value: json, updated_at: at, updated_by: by })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: json, updated_at: at, updated_by: by }))
        .execute()
      const change = await trx
        .insertInto('business_fact_changes')
        .values({ name, before: JSON.stringify(current[name]), after: json, staff_id: by, undoes, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { saved: true, change: change.id }
    })
    if (result.saved) {
      forget()
      await signals.send('facts')
    }
    return result
  }

  return {
    now() {
      if (!copy || Date.now() - copy.readAt > lifetimeMs) return read()
      return copy.facts
    },
    latest: () => latest,
    lastChange: (name) => lastFactChange(db, name),
    save: (name, value, by, options) => save(name, value, by, options),
    async check(name, value, { since } = {}) {
      const check = await checked(db, name, value, since)
      return 'problems' in check
        ? { checked: false, problems: check.problems }
        : { checked: true, value: check.facts[name] }
    },
    async undo(id, by) {
      const change = await db
        .selectFrom('business_fact_changes')
        .select(['name', 'before', 'after'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!change || !isFactName(change.name)) {
        return { saved: false, problems: [{ path: '', message: 'There is no such change to undo.' }] }
      }
      const current = await readFacts(db)
      if (!isDeepStrictEqual(current[change.name], JSON.parse(change.after))) {
        return {
          saved: false,
          problems: [{ path: '', message: 'It has changed again since: undo the later change first.' }],
        }
      }
      return save(change.name, JSON.parse(change.before), by, { undoes: id })
    },
    changes: (name, limit) => factChanges(db, name, limit),
    confirmations: (name) => factConfirmations(db, name),
    forget,
  }
}

let shared: FactsStore | undefined

/** This instance's store of the business's facts, on its database and its signals. */
export function businessFactsStore(): FactsStore {
  shared ??= factsStore({ db: database().db, signals: signals() })
  return shared
}

/**
 * The business's facts as they stand now; for an administrator's request that previews a fact's unsaved value,
 * with that value in its place (facts-draft.server.ts).
 */
export async function currentFacts() {
  return withDraftOver(await businessFactsStore().now())
}
