import { type Kysely, sql } from 'kysely'
import { idColumn } from './columns'

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('bookings')
    .addColumn('id', ...idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('event_time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(inList('status', ['pending', 'confirmed', 'completed', 'cancelled'])),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('partner_applications')
    .addColumn('id', ...idColumn(db))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('iphone_model', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('contact_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('instagram_id', 'text', (c) => c.notNull())
    .addColumn('recent_works', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(inList('status', ['new', 'reviewing', 'accepted', 'rejected'])),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', ...idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('package_inquiries')
    .addColumn('id', ...idColumn(db))
    .addColumn('package_type', 'text', (c) =>
      c.notNull().check(inList('package_type', ['Wedding', 'Corporate', 'One Day'])),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('wedding_date', 'text')
    .addColumn('event_type', 'text')
    .addColumn('event_details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('enquiries')
    .addColumn('id', ...idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('shoot_type', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('occasion', 'text', (c) => c.notNull())
    .addColumn('personal_shoot_occasion', 'text')
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('event_time', 'text', (c) => c.notNull())
    .addColumn('hours', 'integer', (c) => c.notNull().check(sqlPositive('hours')))
    .addColumn('reels', 'integer', (c) => c.notNull().check(sqlPositive('reels')))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', ...idColumn(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', ...idColumn(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', ...idColumn(db))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(inList('status', ['pending', 'sending', 'sent', 'failed'])),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute()

  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute()
  await db.schema.createIndex('mail_outbox_lead').on('mail_outbox').columns(['lead_type', 'lead_id']).execute()
  for (const table of ['bookings', 'partner_applications', 'contact_messages', 'package_inquiries', 'enquiries']) {
    await db.schema.createIndex(`${table}_created_at`).on(table).column('created_at').execute()
  }
}

function inList(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`
}

function sqlPositive(column: string) {
  return sql`${sql.ref(column)} >= 1`
}
