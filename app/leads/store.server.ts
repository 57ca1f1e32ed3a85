import type { Insertable, Kysely, Transaction } from 'kysely'
import type { z } from 'zod'
import type { CancellationTerms } from '~/content/refunds'
import type { CustomerStatus } from '~/content/request-page'
import { type FieldErrors, fieldErrors } from '~/forms/field-rules'
import { inOurWords } from '~/forms/fields'
import type { DatabaseHandle } from '~/server/db.server'
import type { Database } from '~/server/schema.server'
import type { LeadKind, WorkflowStatus } from './catalogue'
import type { LeadLine } from './fields'
import type { LeadMailTemplates, MailField } from './mail'

// How a kind of lead is checked and stored: its form's schema, the row it writes and the mail written from it.
// Each kind defines its own in its folder (app/leads/<kind>/store.server.ts) with defineStore(), or rowStore() when a
// submission is one new row; what the console shows and which mails go out are its catalogue entry.

export type LeadBody = {
  id?: number
  ok?: true
  error?: string
  fields?: FieldErrors
  /** What the lead says, as the customer reads it back (a booking's events in words, its total with GST). */
  summary?: LeadLine[]
  /** The path of the private page where the customer follows the request, for a kind that has one. */
  page?: string
  /**
   * A booking stored beside one like it made shortly before (the same phone, package and dates), which the team
   * will tell apart; the answer names nothing of the other.
   */
  possibleDuplicate?: true
}

export type LeadAnswer = { status: number; body: LeadBody }

export type StoredLead<Row> = {
  answer: LeadAnswer
  /**
   * The new lead's id, what its mail is written from, and the visitor's address; null when nothing was stored.
   * `visitorOnly` when only the visitor is written to: a request its owner has still to confirm. `signedAt`
   * when the links of a mailing list's mail are to be issued at an earlier time than now: the sign-up they
   * confirm was made then.
   */
  mail: { id: number; lead: Row; visitor: string | null; visitorOnly?: boolean; signedAt?: string } | null
}

/** Stores a checked submission, given the key that signs what our mail carries (links, a subscriber's offer code). */
type Store<Row> = (trx: Transaction<Database>, createdAt: string, mailKey: Buffer) => Promise<StoredLead<Row>>

/**
 * A stored lead changed by a correction from its sender: the answer, and what its mails are written from (the
 * lead as it stands now and as it was); null when the lead is no longer kept.
 */
export type CorrectedLead<Row> = {
  answer: LeadAnswer
  mail: { id: number; lead: Row; previous: Row; visitor: string | null } | null
}

/** Changes a stored lead to a checked submission that proved it comes from the lead's own sender. */
type Correct<Row> = (trx: Transaction<Database>, id: number, mailKey: Buffer) => Promise<CorrectedLead<Row> | null>

/** A kind of lead's store: how a submission is checked and stored, and the mails written from what was stored. */
export type LeadStore<Row> = {
  /** Reads a submission with the form's schema: its problems, field by field, or how to store it. */
  check: (
    input: unknown,
    now: () => Date,
  ) => { ok: false; errors: FieldErrors } | { ok: true; store: Store<Row>; correct?: Correct<Row> }
  mail: LeadMailTemplates<Row>
  /** Where the kind stands, for anyone to read (GET on its endpoint), for a kind that says so. */
  standing?: (handle?: DatabaseHandle) => Promise<object>
  /** How a request is read for its private page, for a kind whose customers follow theirs there. */
  request?: RequestReader
}

/**
 * A request as its private page and its later mails read it (docs/decisions/0082). What they repeat of what
 * was sent is what the customer's own copy repeated: values checked against a list, dates and prices, never
 * words anyone typed, since anyone can type anyone's address into a form.
 */
export type RequestRecord = {
  /** What the page and the mails show of what was sent, in the request's present status. */
  lines: (status: CustomerStatus) => MailField[]
  /**
   * What the sender typed freely (event details, a place), for a kind that shows it: only a page given to the
   * sender in the answer to their submission shows it, never a mail nor a page its link opened.
   */
  typed?: MailField[]
  email: string | null
  /** The name the team knows the customer by, for the team's own mails. */
  name: string
  /** The request's status in its kind's workflow; null for a kind without one. */
  status: WorkflowStatus | null
  createdAt: string
  /** When a booking's first event starts: what a cancellation's refund is counted from. */
  startsAt: Date | null
  /**
   * The cancellation terms a booking was made under, which its refund and its page's and mails' words follow (the
   * terms as saved now for one made before bookings kept them); absent for a kind without a start.
   */
  cancellationTerms?: CancellationTerms
  /** How many events a booking has, for its page's request to move; absent for a kind without events. */
  events?: number
}

export type RequestReader = (db: Kysely<Database> | Transaction<Database>, id: number) => Promise<RequestRecord | null>

/**
 * A request that is not a booking, so has no start, as its page reads it from a row that names its customer and
 * their address: `shown` is what the page shows of what was sent.
 */
export function requestWithoutStart(
  row: { name: string; email: string; status: WorkflowStatus; created_at: string },
  shown: Pick<RequestRecord, 'lines' | 'typed'>,
): RequestRecord {
  return { ...shown, email: row.email, name: row.name, status: row.status, createdAt: row.created_at, startsAt: null }
}

export const systemClock = () => new Date()

export function defineStore<Schema extends z.ZodType, Row>(
  schema: (now: () => Date) => Schema,
  store: (
    trx: Transaction<Database>,
    data: z.output<Schema>,
    createdAt: string,
    mailKey: Buffer,
  ) => Promise<StoredLead<Row>>,
  mail: LeadMailTemplates<Row>,
  /** For a kind whose sender may correct a lead with the proof of the first submission (its Idempotency-Key). */
  correct?: (
    trx: Transaction<Database>,
    data: z.output<Schema>,
    id: number,
    mailKey: Buffer,
  ) => Promise<CorrectedLead<Row> | null>,
): LeadStore<Row> {
  // A schema reads its clock as it parses, so the one built on the system clock serves every submission;
  // building a zod schema costs far more than using it. Tests that bring their own clock get their own.
  let shared: Schema | undefined
  return {
    check(input, now) {
      const checks = now === systemClock ? (shared ??= schema(systemClock)) : schema(now)
      const parsed = checks.safeParse(input, { error: inOurWords })
      if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
      return {
        ok: true,
        store: (trx, createdAt, mailKey) => store(trx, parsed.data, createdAt, mailKey),
        ...(correct ? { correct: (trx, id, mailKey) => correct(trx, parsed.data, id, mailKey) } : {}),
      }
    },
    mail,
  }
}

export const created = (id: number): LeadAnswer => ({ status: 201, body: { id } })

/**
 * The store of a kind whose every submission is one new row of its table: `columns` writes the row from what the
 * schema read and when it came (with what the site sets itself, a workflow's first status), held to the table's
 * row type; its mails are written from what was read, to the address the visitor gave.
 */
export function rowStore<
  Table extends LeadKind,
  Row extends { email: string },
  Columns extends Insertable<Database[Table]>,
>(
  table: Table,
  schema: (now: () => Date) => z.ZodType<Row>,
  // A function's result is not checked for properties its type lacks, so a column the table lacks is refused here.
  columns: (
    row: Row,
    createdAt: string,
  ) => Columns & { [Extra in Exclude<keyof Columns, keyof Database[Table]>]: never },
  mail: LeadMailTemplates<Row>,
): LeadStore<Row> {
  return defineStore(
    schema,
    async (trx, row, createdAt) => {
      const { id } = await trx
        .insertInto(table)
        .values(columns(row, createdAt))
        .returning('id')
        .executeTakeFirstOrThrow()
      return { answer: created(id), mail: { id, lead: row, visitor: row.email } }
    },
    mail,
  )
}

export const leadErrors = {
  invalid: 'Please correct the highlighted fields.',
  rateLimited: 'Too many submissions from your address. Please wait a minute and try again.',
} as const

/**
 * A submission its store refuses for one field, which only the stored data can judge (a booking's offer code):
 * answered as the schema's refusals are, with the message beside the field.
 */
export function refusedField(field: string, message: string): { answer: LeadAnswer; mail: null } {
  return { answer: { status: 400, body: { error: leadErrors.invalid, fields: { [field]: message } } }, mail: null }
}
