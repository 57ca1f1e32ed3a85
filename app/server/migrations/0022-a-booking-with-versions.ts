import { type Kysely, sql } from 'kysely'
import { idColumn } from './columns'

// A booking is one record with versions (docs/decisions/0097). Each change the team makes, and each move of the
// customer's they accept, is a version: who, when, why (a change of price says why), and what changed, as people
// read it, from what to what. A request to move says which event (null: all of them), and is answered once:
// accepted, declined with a reason, or closed. A price the team agrees is kept with the booking, before GST.
// Requests to move asked before this were answered by the team's next change of status; those are closed.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('request_versions')
    .addColumn('id', ...idColumn(db))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('reason', 'text')
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('answers_move', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('request_versions_lead')
    .on('request_versions')
    .columns(['lead_type', 'lead_id', 'version'])
    .unique()
    .execute()

  // One column a statement: SQLite adds one at a time.
  await db.schema.alterTable('request_updates').addColumn('moved_event', 'integer').execute()
  await db.schema.alterTable('request_updates').addColumn('answer', 'text').execute()
  await db.schema.alterTable('request_updates').addColumn('answer_note', 'text').execute()
  await db.schema.alterTable('request_updates').addColumn('answered_by', 'integer').execute()
  await db.schema.alterTable('request_updates').addColumn('answered_at', 'text').execute()
  await db.schema.alterTable('bookings').addColumn('agreed_price', 'integer').execute()

  await sql`
    update request_updates set answer = 'closed', answered_at = (
      select min(later.created_at) from request_updates later
      where later.lead_type = request_updates.lead_type and later.lead_id = request_updates.lead_id
        and later.action = 'status' and later.id > request_updates.id
    )
    where action = 'move' and exists (
      select 1 from request_updates later
      where later.lead_type = request_updates.lead_type and later.lead_id = request_updates.lead_id
        and later.action = 'status' and later.id > request_updates.id
    )`.execute(db)
}
