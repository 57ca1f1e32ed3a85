import { type Kysely, sql } from 'kysely'

// Each kind of lead had two names: lead capture wrote one (`partner`) in the mail outbox, idempotency keys
// and rate-limit buckets; the console wrote another (`partner-applications`) in notes, the audit log and each
// staff member's mail preferences. From now on a kind's name is its table's name. The names are written out
// here, not taken from the catalogue, so that this migration does the same thing whatever the code becomes.
const renamed: Record<string, string> = {
  booking: 'bookings',
  contact: 'contact_messages',
  'contact-messages': 'contact_messages',
  'package-inquiry': 'package_inquiries',
  'package-inquiries': 'package_inquiries',
  enquiry: 'enquiries',
  partner: 'partner_applications',
  'partner-applications': 'partner_applications',
  newsletter: 'newsletter_subscribers',
  waitlist: 'waitlist_entries',
}

type Tables = {
  mail_outbox: { lead_type: string }
  lead_notes: { lead_type: string }
  lead_events: { lead_type: string }
  idempotency_keys: { scope: string }
  rate_limit_counters: { bucket: string }
  staff: { id: number; notify_lead_types: string }
}

export async function up(untyped: Kysely<unknown>) {
  const db = untyped.withTables<Tables>()
  for (const [from, to] of Object.entries(renamed)) {
    for (const table of ['mail_outbox', 'lead_notes', 'lead_events'] as const) {
      await db.updateTable(table).set({ lead_type: to }).where('lead_type', '=', from).execute()
    }
    await db.updateTable('idempotency_keys').set({ scope: to }).where('scope', '=', from).execute()
    // Buckets are `<kind>:<address>`; the colon and the address stay.
    const prefix = `${from}:`
    await db
      .updateTable('rate_limit_counters')
      .set({ bucket: sql<string>`${to} || substr(bucket, ${from.length + 1})` })
      .where(sql<string>`substr(bucket, 1, ${prefix.length})`, '=', prefix)
      .execute()
  }
  for (const member of await db.selectFrom('staff').select(['id', 'notify_lead_types']).execute()) {
    const kinds = member.notify_lead_types
      .split(',')
      .filter(Boolean)
      .map((kind) => renamed[kind] ?? kind)
    await db
      .updateTable('staff')
      .set({ notify_lead_types: kinds.join(',') })
      .where('id', '=', member.id)
      .execute()
  }
}
