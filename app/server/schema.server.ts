import type { Generated } from 'kysely'
import type { OutboxStatus } from '~/forms/console-rules'

// The tables, as Kysely sees them. Times are ISO 8601 UTC strings on both engines (see
// docs/decisions/0003-timestamps-as-iso-text.md).

export type MailOutboxTable = {
  id: Generated<number>
  /** The kind of lead it is about (app/leads/catalogue.ts), or what else: the outbox reads no kind. */
  lead_type: string
  lead_id: number | null
  to_address: string
  reply_to: string | null
  subject: string
  /** The written parts of a mail queued before 0016; empty when `content` holds its words. */
  text_body: string
  html_body: string
  /** The mail's words (a MailContent as JSON), written into its parts when it is sent; null before 0016. */
  content: string | null
  status: OutboxStatus
  /** The token of the claim that last took the row to send it: while 'sending', only that claim's worker writes it. */
  claim: string | null
  /** How many times sending it has begun. */
  attempts: number
  /** When it is due; while 'sending', when its claim's lease runs out. */
  next_attempt_at: string
  last_error: string | null
  created_at: string
  sent_at: string | null
  /** The signed one-click unsubscribe address of a mail to a subscriber or a waitlist member. */
  unsubscribe_url: string | null
}

export type StaffRole = 'admin' | 'staff'

export type StaffTable = {
  id: Generated<number>
  email: string
  name: string
  role: StaffRole
  password_hash: string
  avatar_type: string | null
  /** Base64 of a small uploaded picture. */
  avatar_data: string | null
  /** The kinds of lead this member is mailed about, separated by commas. */
  notify_lead_types: string
  created_at: string
  updated_at: string
  disabled_at: string | null
}

export type StaffSessionsTable = {
  /** SHA-256 of the token in the cookie, so a leaked table cannot be replayed. */
  id: string
  staff_id: number
  created_at: string
  last_seen_at: string
  expires_at: string
}

export type PasswordAttemptsTable = {
  /** `account:<e-mail address>` or `address:<network address>`. */
  key: string
  slot: number
  /** Random, so an attempt gives back only the slot it took. */
  claim: string
  claimed_at: string
}

/** What an audit entry is about: a kind of lead (app/leads/catalogue.ts), or staff accounts, mail retries and erasures. */
export type AuditSubject = string

export type LeadEventsTable = {
  id: Generated<number>
  lead_type: AuditSubject
  lead_id: number | null
  staff_id: number | null
  action: string
  detail: string
  created_at: string
}

export type SiteSecretsTable = {
  name: string
  value: string
  created_at: string
}

/** A backup known to be good: the restic snapshot that holds it (docs/decisions/0099). */
export type BackupsTable = {
  snapshot_id: string
  /** When its consistent copy of the database was taken: what it holds is what had committed by then. */
  taken_at: string
  stored_at: string
}

export type JobLeasesTable = {
  name: string
  /** A random id of the instance that runs the job. */
  holder: string
  expires_at: string
}

/** A business fact an administrator saved in the console: its value as JSON, in the facts' schema. */
export type BusinessFactsTable = {
  /** The fact's name in app/content/business.ts ('phone', 'team'). */
  name: string
  value: string
  updated_at: string
  updated_by: number | null
}

/** One save of a business fact, or the undoing of one: the value before and after it, who made it and when. */
export type BusinessFactChangesTable = {
  id: Generated<number>
  name: string
  /** JSON of the fact as it was: the file's default when it had never been saved. */
  before: string
  after: string
  staff_id: number | null
  /** The change this one undid, if it is an undo. */
  undoes: number | null
  created_at: string
}

/**
 * The site's own tables. The tables of the leads (each kind's, and what the leads keep with them: notes, request
 * pages, their updates and versions) are added to this interface by app/leads/tables.ts, so that the
 * infrastructure here knows no kind of lead.
 */
export interface Database {
  mail_outbox: MailOutboxTable
  staff: StaffTable
  staff_sessions: StaffSessionsTable
  password_attempts: PasswordAttemptsTable
  lead_events: LeadEventsTable
  site_secrets: SiteSecretsTable
  job_leases: JobLeasesTable
  backups: BackupsTable
  business_facts: BusinessFactsTable
  business_fact_changes: BusinessFactChangesTable
}
