import type { Kysely } from 'kysely'

// The backups known to be good, so that every instance can tell how old the last one is (docs/decisions/0099): the
// restic snapshot that holds it, when its consistent copy was taken, and when it was stored. A backup keeps only
// its own row and any taken after it.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('backups')
    .addColumn('snapshot_id', 'text', (c) => c.primaryKey())
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .execute()
}
