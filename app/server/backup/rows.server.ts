import { type Kysely, sql } from 'kysely'
import type { Database } from '../schema.server'

/** How many rows each table of the database holds (Kysely's own migration tables aside), by table name. */
export async function countRows(db: Kysely<Database>) {
  const tables = (await db.introspection.getTables()).filter((table) => !table.isView)
  const counts: Record<string, number> = {}
  for (const { name, schema } of tables.toSorted((a, b) => a.name.localeCompare(b.name))) {
    const table = sql.table(schema ? `${schema}.${name}` : name)
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${table}`.execute(db)
    counts[name] = Number(rows[0]?.count ?? 0)
  }
  return counts
}

/** Rows in all, for a one-line summary. */
export function totalRows(counts: Record<string, number>) {
  return Object.values(counts).reduce((sum, count) => sum + count, 0)
}
