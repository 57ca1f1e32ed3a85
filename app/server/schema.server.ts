import type { Generated } from 'kysely'
import type { OutboxStatus } from '~/console-rules'
import type { LeadKind, LeadTables, WorkflowStatus } from '~/leads/catalogue'

// The tables, as Kysely sees them. Times are ISO 8601 UTC strings on both engines (see
// docs/decisions/0003-timestamps-as-iso-text.md).

export type MailOutboxTable = {
  id: Generated<number>
  lead_type: LeadKind
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

export type LeadNotesTable = {
  id: Generated<number>
  lead_type: LeadKind
  lead_id: number
  staff_id: number
  body: string
  created_at: string
}

/** What an audit entry is about: one kind of lead, or staff accounts, mail retries and erasures. */
export type AuditSubject = LeadKind | 'staff' | 'mail' | 'privacy'

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

/** A private page where a customer follows a request; several may open the same request. */
export type RequestPagesTable = {
  /** SHA-256 of the token in the page's address, so a copy of the table opens no page. */
  token_hash: string
  lead_type: LeadKind
  lead_id: number
  created_at: string
  /** 1 when the page was given in the answer to the request's own submission, so only its sender holds it. */
  given_to_sender: Generated<number>
}

/**
 * What happened to a request that its customer reads on its page: `status` (the team or the customer moved it,
 * with `note` for the customer when given) or `move` (the customer asked for another date and time).
 */
export type RequestUpdatesTable = {
  id: Generated<number>
  lead_type: LeadKind
  lead_id: number
  action: 'status' | 'move'
  status: WorkflowStatus | null
  note: string | null
  /** The first name of the reel-maker a confirmed booking is given, when the team gives it. */
  reel_maker: string | null
  moved_date: string | null
  moved_time: string | null
  /** Which event a request to move is for, counted from 1; null for all of them. */
  moved_event: number | null
  /** How the team answered a request to move; null while it is open. */
  answer: 'accepted' | 'declined' | 'closed' | null
  /** The team's reason, for a request to move they declined. */
  answer_note: string | null
  answered_by: number | null
  answered_at: string | null
  /** The staff member who made the change; null when the customer did. */
  staff_id: number | null
  created_at: string
}

/** A change of a request, as a version of it: who made it, why, and what changed, as people read it. */
export type RequestVersionsTable = {
  id: Generated<number>
  lead_type: LeadKind
  lead_id: number
  /** 2 for the first change: version 1 is the request as it was sent. */
  version: number
  /** The staff member who made it; null when the customer did (a correction). */
  staff_id: number | null
  reason: string | null
  /** JSON: [{ "label": "Event 2", "from": "…", "to": "…" }, …]. */
  changes: string
  /** The request to move that this change answers, if any. */
  answers_move: number | null
  created_at: string
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

/** The tables of the kinds of lead (each declared in its folder, app/leads/<kind>/entry.ts) and the site's own. */
export type Database = LeadTables & {
  mail_outbox: MailOutboxTable
  staff: StaffTable
  staff_sessions: StaffSessionsTable
  password_attempts: PasswordAttemptsTable
  lead_notes: LeadNotesTable
  lead_events: LeadEventsTable
  site_secrets: SiteSecretsTable
  job_leases: JobLeasesTable
  backups: BackupsTable
  request_pages: RequestPagesTable
  request_updates: RequestUpdatesTable
  request_versions: RequestVersionsTable
  business_facts: BusinessFactsTable
  business_fact_changes: BusinessFactChangesTable
}
