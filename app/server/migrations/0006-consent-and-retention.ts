import { type Kysely, sql } from 'kysely'

// Consent that can be proven and withdrawn, idempotency keys tied to what was sent, and the housekeeping job
// that keeps data only as long as the privacy policy says (docs/decisions/0024, 0025, 0026).
export async function up(db: Kysely<unknown>) {
  // A newsletter address counts once its owner opens the link in the confirmation mail. Addresses stored
  // before double opt-in were taken as subscribed when they signed up, and stay so.
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirmed_at', 'text').execute()
  await db.schema.alterTable('newsletter_subscribers').addColumn('unsubscribed_at', 'text').execute()
  await sql`update newsletter_subscribers set confirmed_at = created_at`.execute(db)
  await db.schema.alterTable('waitlist_entries').addColumn('unsubscribed_at', 'text').execute()

  // The one-click unsubscribe address a mail to a subscriber or a waitlist member carries (RFC 8058).
  await db.schema.alterTable('mail_outbox').addColumn('unsubscribe_url', 'text').execute()
  await db.schema.createIndex('mail_outbox_created_at').on('mail_outbox').column('created_at').execute()

  // A hash of the body a key was first used with. Keys remembered before this have none and answer as before.
  await db.schema.alterTable('idempotency_keys').addColumn('body_hash', 'text').execute()

  // Keys the site makes for itself once and every instance shares, such as the one that signs mail links.
  await db.schema
    .createTable('site_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  // Which instance runs a periodic job now, and until when, so that one instance runs it at a time.
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema.createIndex('staff_sessions_expires_at').on('staff_sessions').column('expires_at').execute()
  await db.schema.createIndex('sign_in_failures_created_at').on('sign_in_failures').column('created_at').execute()
}
