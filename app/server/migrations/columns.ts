import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

/** An auto-numbered integer primary key on either engine. */
export function idColumn(
  db: Kysely<unknown>,
): [ColumnDataType, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? ['serial', (c) => c.primaryKey()]
    : ['integer', (c) => c.primaryKey().autoIncrement()]
}
