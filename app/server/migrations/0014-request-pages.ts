import type { Kysely } from 'kysely'
import { idColumn } from './columns'

// A customer follows their request on a private page (docs/decisions/0082). `request_pages` keeps the SHA-256
// of each page's token, never the token, so a copy of the database opens no page; a request may have several
// (the one its confirmation gave, one the team sends on WhatsApp). `request_updates` is what the customer
// reads there and what they asked: the team's moves with a note for them, a cancellation, a request to move
// the date. Both go with their request: erased with it, deleted with it when its retention ends.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('request_pages')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('request_pages_lead').on('request_pages').columns(['lead_type', 'lead_id']).execute()

  await db.schema
    .createTable('request_updates')
    .addColumn('id', ...idColumn(db))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('note', 'text')
    .addColumn('reel_maker', 'text')
    .addColumn('moved_date', 'text')
    .addColumn('moved_time', 'text')
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('request_updates_lead').on('request_updates').columns(['lead_type', 'lead_id']).execute()
}
