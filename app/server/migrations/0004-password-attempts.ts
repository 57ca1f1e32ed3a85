import type { Kysely } from 'kysely'

// Password attempts are claimed before the password is checked (see password-throttle.server.ts): one row
// per account or address and numbered slot. `sign_in_failures` is no longer written; it stays until every
// instance runs code that no longer writes it, and a later migration drops it.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('password_attempts')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('password_attempts_pk', ['key', 'slot'])
    .execute()
  await db.schema.createIndex('password_attempts_claimed_at').on('password_attempts').column('claimed_at').execute()
}
