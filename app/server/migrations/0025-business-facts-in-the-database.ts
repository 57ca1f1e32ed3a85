import type { Kysely } from 'kysely'
import { idColumn } from './columns'

// The business edits its own facts in the console (docs/decisions/0122): each fact of app/content/business.ts that
// an administrator has saved is one row, its value as JSON in the facts' schema; a fact never saved is the file's
// default. Every save is a change with the value before and after it, who made it and when, so that it can be read
// back and undone; an undo is a change of its own, naming the change it undid.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('business_facts')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute()
  await db.schema
    .createTable('business_fact_changes')
    .addColumn('id', ...idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('undoes', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('business_fact_changes_name')
    .on('business_fact_changes')
    .columns(['name', 'id'])
    .execute()
}
