import type { Kysely } from 'kysely'
import { type BusinessFacts, isFactName } from '~/content/business-schema'
import { markedEntries } from '~/content/examples'
import type { Database } from './schema.server'

// Every save of a fact is kept as a change, what it was before and after and who saved it: the console's history
// lists them, an undo puts one back, and who confirmed an entry is read from them.

type Db = Kysely<Database>

/** One change of a fact, as the history lists it. */
export type FactChange = {
  id: number
  name: keyof BusinessFacts
  before: unknown
  after: unknown
  staffName: string | null
  undoes: number | null
  createdAt: string
}

/** Who confirmed an entry, and when: the change that last marked it confirmed. */
export type Confirmation = { by: string | null; at: string }

/** The id of the last change of a fact, 0 when it was never changed. */
export async function lastFactChange(db: Db, name: keyof BusinessFacts) {
  const row = await db
    .selectFrom('business_fact_changes')
    .select('id')
    .where('name', '=', name)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.id ?? 0
}

/** The changes of one fact, or of all, newest first. */
export async function factChanges(db: Db, name?: keyof BusinessFacts, limit = 100): Promise<FactChange[]> {
  let query = db
    .selectFrom('business_fact_changes')
    .leftJoin('staff', 'staff.id', 'business_fact_changes.staff_id')
    .select([
      'business_fact_changes.id',
      'business_fact_changes.name',
      'business_fact_changes.before',
      'business_fact_changes.after',
      'business_fact_changes.undoes',
      'business_fact_changes.created_at',
      'staff.name as staff_name',
    ])
  if (name) query = query.where('business_fact_changes.name', '=', name)
  const rows = await query.orderBy('business_fact_changes.id', 'desc').limit(limit).execute()
  return rows.flatMap((row) =>
    isFactName(row.name)
      ? [
          {
            id: row.id,
            name: row.name,
            before: JSON.parse(row.before),
            after: JSON.parse(row.after),
            staffName: row.staff_name,
            undoes: row.undoes,
            createdAt: row.created_at,
          },
        ]
      : [],
  )
}

/** Who confirmed each confirmed entry of a fact, by the entry's name, as the changes that marked them say. */
export async function factConfirmations(db: Db, name: keyof BusinessFacts) {
  const found: Record<string, Confirmation> = {}
  for (const change of (await factChanges(db, name, 1000)).reverse()) {
    const before = new Map(markedEntries(name, change.before).map((entry) => [entry.entry, entry.confirmed]))
    for (const entry of markedEntries(name, change.after)) {
      if (!entry.confirmed) delete found[entry.entry]
      else if (before.get(entry.entry) !== true) found[entry.entry] = { by: change.staffName, at: change.createdAt }
    }
  }
  return found
}
