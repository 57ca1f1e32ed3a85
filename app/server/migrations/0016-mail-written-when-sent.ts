import type { Kysely } from 'kysely'

// A lead's mail is queued as its words (subject, greeting, fields, links: the template's content, as JSON)
// and the outbox worker writes its text and HTML parts when it sends it, outside the visitor's request
// (docs/decisions/0110-a-lead-commits-once.md). Rows queued before this keep their written parts and are sent
// as they are; a row with content has empty parts.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('mail_outbox').addColumn('content', 'text').execute()
}
