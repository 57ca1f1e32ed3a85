import { type Kysely, sql } from 'kysely'
import { idColumn } from './columns'

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('staff')
    .addColumn('id', ...idColumn(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('staff').check(sql`role in ('admin', 'staff')`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('avatar_type', 'text')
    .addColumn('avatar_data', 'text')
    .addColumn('notify_lead_types', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute()

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute()

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', ...idColumn(db))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('sign_in_failures_email')
    .on('sign_in_failures')
    .columns(['email', 'created_at'])
    .execute()
  await db.schema
    .createIndex('sign_in_failures_address')
    .on('sign_in_failures')
    .columns(['address', 'created_at'])
    .execute()

  await db.schema
    .createTable('lead_notes')
    .addColumn('id', ...idColumn(db))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('lead_notes_lead').on('lead_notes').columns(['lead_type', 'lead_id']).execute()

  // The audit log: who did what and when. It never holds a visitor's personal data, so it survives an erasure.
  await db.schema
    .createTable('lead_events')
    .addColumn('id', ...idColumn(db))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer')
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_type', 'lead_id']).execute()
  await db.schema.createIndex('lead_events_created_at').on('lead_events').column('created_at').execute()
}
