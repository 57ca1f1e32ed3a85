import type { Selectable } from 'kysely'
import type { Site } from '~/content/site-of'
import type { BusinessFacts } from '~/content/business-schema'
import type { CollectedData } from '~/content/legal/policies'
import type { RetentionPeriod } from '~/content/retention'
import { type LeadFields, exportedColumns } from './fields'

// What one kind of lead declares in its folder (app/leads/<kind>/entry.ts), typed by its own table: the
// catalogue (app/leads/catalogue.ts) is these entries, one per kind.

/** The statuses of a kind of lead that has a workflow; the first is a new lead's. */
export type Workflow<Status extends string> = {
  statuses: readonly [Status, ...Status[]]
  /** The moves allowed from each status; any other move is refused. */
  moves: { readonly [From in Status]: readonly Status[] }
}

/** The mails a new lead sends: the team's notification, and a confirmation to the visitor. */
export type LeadMail = 'team' | 'visitor'

export type ColumnOf<Table> = Extract<keyof Table, string>
// Read as the column is selected, so a status the database fills in on insert (Generated) counts as one.
export type StatusOf<Table> = Selectable<Table> extends { status: infer Status extends string } ? Status : never

type MailingListOf<Table> = Table extends { unsubscribed_at: string | null }
  ? {
      doubleOptIn: Table extends { confirmed_at: string | null } ? true : false
      /**
       * The letter that names the list in the signed links of its mails, unique to the list. Links already sent
       * carry it, so a list keeps its letter for good.
       */
      linkCode: string
      /** The page the link of a mail asking its owner to confirm opens. */
      confirmPath: `/${string}`
    }
  : null

/**
 * What most kinds of lead are: a request the team answers within business hours, so its panel and mails give the
 * ways to reach us and the hours; both mails, no workflow, not a mailing list, kept as a lead that came to nothing.
 */
export const plainLead = {
  mails: ['team', 'visitor'],
  facts: ['brand', 'email', 'phone', 'whatsapp', 'hours'],
  workflow: null,
  mailingList: null,
  retention: { period: 'unconvertedLeads', from: 'created_at' },
} as const

/**
 * What a mailing list of one address a row is: both mails, with the offer its sign-up is made with; no workflow;
 * kept until a while after its owner leaves; found in the console by its address, exported with when it confirmed.
 */
export function mailingListLead<const Column extends string>(fields: LeadFields<Column>) {
  return {
    fields,
    nextStep: null,
    mails: ['team', 'visitor'],
    facts: ['brand', 'email', 'phone', 'whatsapp', 'offers'],
    workflow: null,
    personal: { email: 'email' },
    retention: { period: 'unsubscribedAddresses', from: 'unsubscribed_at' },
    console: {
      title: 'email',
      listed: [],
      searched: ['email'],
      exported: exportedColumns(fields, ['created_at', 'confirmed_at']),
    },
  } as const
}

/**
 * The workflow of a request the team answers by phone or mail (a package inquiry, an enquiry): new until its
 * customer withdraws it on its page, or the team marks it withdrawn for them (docs/decisions/0096).
 */
export const withdrawableRequest = {
  statuses: ['new', 'withdrawn'],
  moves: { new: ['withdrawn'], withdrawn: [] },
} as const satisfies Workflow<string>

export type WithdrawableStatus = (typeof withdrawableRequest.statuses)[number]

/** A plain lead its customer may withdraw, found by the address and the number they gave. */
export const withdrawableLead = {
  ...plainLead,
  workflow: withdrawableRequest,
  personal: { email: 'email', phone: 'phone' },
} as const

/** What a kind of lead declares, typed by its table. */
export type LeadEntry<Table> = {
  label: { plural: string; singular: string }
  /** The privacy policy's line for its form: where a visitor gives their data, and what they give. */
  collected: CollectedData
  /** The letters before a lead's number in the reference the visitor is given (BK-12), unique to the kind. */
  referencePrefix: string
  /** Its endpoint under /api/: a public contract (README, "Lead API"), so it keeps its old spelling. */
  apiPath: `/${string}`
  /**
   * The console's addresses that once named the kind (before decision 0022), redirected to its address. Never
   * changed: they are what was once published.
   */
  formerSegments: readonly string[]
  /** The fields the visitor gives, in the order people read them (app/leads/fields.ts). */
  fields: LeadFields<ColumnOf<Table>>
  /**
   * What the success panel says happens next, given the site's facts as they stand (its business hours, and
   * what is still to come); null for a kind whose form shows no panel.
   */
  nextStep: ((site: Site) => string) | null
  mails: readonly LeadMail[]
  /**
   * The business facts (app/content/business.ts) its success panel and its mails show, those about its request's
   * page included, so that `npm run content:check` names them among the places of each example.
   */
  facts: readonly (keyof BusinessFacts)[]
  workflow: [StatusOf<Table>] extends [never] ? null : Workflow<StatusOf<Table>>
  /** Where a person's e-mail address and phone number are kept, to find and erase their data. */
  personal: { email?: ColumnOf<Table>; phone?: ColumnOf<Table> }
  /**
   * How long a lead is kept (a period of app/content/retention.ts), counted from which of its columns (a
   * date or a UTC ISO time; a lead without one is kept), and for a kind with a workflow, in which statuses
   * (others are kept).
   */
  retention: { period: RetentionPeriod; from: ColumnOf<Table>; statuses?: readonly StatusOf<Table>[] }
  /** Whether the kind is a mailing list, whose every mail carries a one-click unsubscribe link. */
  mailingList: MailingListOf<Table>
  console: {
    /** The column that names a lead in lists. */
    title: ColumnOf<Table>
    /** The columns a list shows between the title and the time received. */
    listed: readonly ColumnOf<Table>[]
    /** The columns the search box looks in. */
    searched: readonly ColumnOf<Table>[]
    /** The columns of the CSV export, in order. */
    exported: readonly ColumnOf<Table>[]
    /** A city filter: one of the choices exactly, or without choices any text the column contains. */
    city?: { column: ColumnOf<Table>; choices?: readonly string[] }
    packageType?: { column: ColumnOf<Table>; choices: readonly string[] }
    /**
     * For a kind about events: the first event's day (YYYY-MM-DD) and time (HH:MM) in India, and for a kind of
     * several events the column holding them all, as JSON that gives each its "date". The console lists a lead by
     * its first event and finds the leads with an event on a day.
     */
    events?: { date: ColumnOf<Table>; time: ColumnOf<Table>; all?: ColumnOf<Table> }
    /** Whether its customers ask on their page to move it, which the console finds the open requests of. */
    movable?: boolean
  }
}
