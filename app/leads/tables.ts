import type { Generated } from 'kysely'
import type { LeadKind, WorkflowStatus } from './catalogue'
import type { LeadTables } from './kinds'

// The tables of the leads, added to the site's database (app/server/schema.server.ts) by declaration merging: the
// infrastructure's queries see only its own tables, and anything that imports from app/leads sees these too.

declare module '~/server/schema.server' {
  interface Database extends LeadTables {
    lead_notes: LeadNotesTable
    request_pages: RequestPagesTable
    request_updates: RequestUpdatesTable
    request_versions: RequestVersionsTable
  }
}

export type LeadNotesTable = {
  id: Generated<number>
  lead_type: LeadKind
  lead_id: number
  staff_id: number
  body: string
  created_at: string
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
