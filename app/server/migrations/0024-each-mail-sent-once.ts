import type { Kysely } from 'kysely'

// Each claim of the outbox marks its rows with a token of its own, and the worker writes a row only while it is
// still 'sending' under that token: a worker whose lease ran out, and whose row another instance took, changes
// nothing of what the other does (docs/decisions/0100).
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('mail_outbox').addColumn('claim', 'text').execute()
}
