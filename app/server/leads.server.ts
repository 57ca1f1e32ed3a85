import type { Kysely, Transaction } from 'kysely'
import type { z } from 'zod'
import { site } from '~/content/site'
import { bookingSchema } from '~/forms/booking'
import { contactSchema } from '~/forms/contact'
import { cityLabel, enquirySchema } from '~/forms/enquiry'
import { type FieldErrors, HONEYPOT_FIELD, fieldErrors } from '~/forms/fields'
import { newsletterMessages, newsletterSchema } from '~/forms/newsletter'
import { packageInquirySchema } from '~/forms/package-inquiry'
import { partnerSchema } from '~/forms/partner'
import { spotsRemaining, waitlistSchema } from '~/forms/waitlist'
import { config } from './config.server'
import { type DatabaseHandle, database } from './db.server'
import { findAnswer, isValidIdempotencyKey, pruneIdempotencyKeys, rememberAnswer } from './idempotency.server'
import { logger } from './logger.server'
import { type MailField, configuredMailer, leadNotification, visitorConfirmation } from './mail.server'
import { type OutgoingMail, enqueueMail, startSharedOutbox, stopSharedOutbox, wakeOutbox } from './outbox.server'
import { type RateLimit, hitRateLimit, pruneRateLimits, submissionLimit } from './rate-limit.server'
import type { Database } from './schema.server'
import { staffRecipientsFor } from './staff.server'

// Every lead the site captures goes through submitLead(): rate limit, honeypot, idempotency key, the
// form's zod schema, then one transaction that stores the lead and queues its e-mails. The route actions
// (forms without JavaScript and with it) and the JSON API call it alike.

export type LeadKind = 'booking' | 'contact' | 'package-inquiry' | 'enquiry' | 'partner' | 'newsletter' | 'waitlist'

export type LeadBody = {
  id?: number
  position?: number
  spotsRemaining?: number
  ok?: true
  error?: string
  fields?: FieldErrors
}

export type LeadAnswer = { status: number; body: LeadBody }

export type LeadRequest = {
  input: unknown
  /** The visitor's address, for the rate limit. */
  ip: string
  idempotencyKey?: string | null
}

export type LeadOptions = {
  handle?: DatabaseHandle
  now?: () => Date
  rateLimit?: RateLimit
  teamInbox?: string
}

export const leadErrors = {
  invalid: 'Please correct the highlighted fields.',
  rateLimited: 'Too many submissions from your address. Please wait a minute and try again.',
} as const

type Stored = { answer: LeadAnswer; mail: OutgoingMail[] }

type LeadDefinition<Schema extends z.ZodType> = {
  schema: (now: () => Date) => Schema
  store: (trx: Transaction<Database>, data: z.output<Schema>, context: StoreContext) => Promise<Stored>
}

type StoreContext = { createdAt: string; teamInbox: string }

function define<Schema extends z.ZodType>(definition: LeadDefinition<Schema>) {
  return definition
}

/** The team's notification and, when the visitor gave an address, their confirmation. */
function leadMail({
  kind,
  id,
  teamInbox,
  subject,
  heading,
  fields,
  visitor,
}: {
  kind: LeadKind
  id: number
  teamInbox: string
  subject: string
  heading: string
  fields: MailField[]
  visitor?: { email: string; name?: string; subject: string; paragraphs: string[] }
}): OutgoingMail[] {
  const reference = `${kind} #${id}`
  const mail: OutgoingMail[] = [
    {
      leadType: kind,
      leadId: id,
      to: teamInbox,
      replyTo: visitor?.email ?? null,
      subject: `${subject} (${reference})`,
      ...leadNotification({ heading, fields, reference }),
    },
  ]
  if (visitor) {
    mail.push({
      leadType: kind,
      leadId: id,
      to: visitor.email,
      replyTo: site.email,
      subject: visitor.subject,
      ...visitorConfirmation({ greetingName: visitor.name, paragraphs: visitor.paragraphs }),
    })
  }
  return mail
}

const created = (id: number): LeadAnswer => ({ status: 201, body: { id } })

const leads = {
  booking: define({
    schema: (now) => bookingSchema(now),
    store: async (trx, data, { createdAt, teamInbox }) => {
      const { id } = await trx
        .insertInto('bookings')
        .values({
          name: data.name,
          phone: data.phone,
          location: data.location,
          event_date: data.date,
          event_time: data.time,
          status: 'pending',
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return {
        answer: created(id),
        mail: leadMail({
          kind: 'booking',
          id,
          teamInbox,
          subject: `New booking: ${data.name}, ${data.date} ${data.time}`,
          heading: 'A new booking request',
          fields: [
            { label: 'Name', value: data.name },
            { label: 'Phone', value: data.phone },
            { label: 'Location', value: data.location },
            { label: 'Date', value: data.date },
            { label: 'Time', value: data.time },
            { label: 'Package', value: data.packageId || null },
          ],
        }),
      }
    },
  }),

  contact: define({
    schema: () => contactSchema,
    store: async (trx, data, { createdAt, teamInbox }) => {
      const { id } = await trx
        .insertInto('contact_messages')
        .values({ name: data.name, email: data.email, message: data.message, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow()
      return {
        answer: created(id),
        mail: leadMail({
          kind: 'contact',
          id,
          teamInbox,
          subject: `New message from ${data.name}`,
          heading: 'A new message from the contact form',
          fields: [
            { label: 'Name', value: data.name },
            { label: 'Email', value: data.email },
            { label: 'Message', value: data.message },
          ],
          visitor: {
            email: data.email,
            name: data.name,
            subject: `We received your message | ${site.brand}`,
            paragraphs: [
              `Thank you for writing to ${site.brand}. We have received your message and will get back to you as soon as possible.`,
            ],
          },
        }),
      }
    },
  }),

  'package-inquiry': define({
    schema: () => packageInquirySchema,
    store: async (trx, data, { createdAt, teamInbox }) => {
      const { id } = await trx
        .insertInto('package_inquiries')
        .values({
          package_type: data.packageType,
          name: data.name,
          email: data.email,
          phone: data.phone,
          company: data.packageType === 'Corporate' ? data.company : null,
          wedding_date: data.packageType === 'Wedding' ? data.weddingDate : null,
          event_type: data.packageType === 'One Day' ? data.eventType : null,
          event_details: data.eventDetails,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const fields: MailField[] = [
        { label: 'Package', value: data.packageType },
        { label: 'Name', value: data.name },
        ...(data.packageType === 'Corporate' ? [{ label: 'Company', value: data.company }] : []),
        { label: 'Email', value: data.email },
        { label: 'Phone', value: data.phone },
        ...(data.packageType === 'Wedding' ? [{ label: 'Wedding date', value: data.weddingDate }] : []),
        ...(data.packageType === 'One Day' ? [{ label: 'Event type', value: data.eventType }] : []),
        { label: 'Event details', value: data.eventDetails },
      ]
      return {
        answer: created(id),
        mail: leadMail({
          kind: 'package-inquiry',
          id,
          teamInbox,
          subject: `New ${data.packageType} package inquiry from ${data.name}`,
          heading: `A new ${data.packageType} package inquiry`,
          fields,
          visitor: {
            email: data.email,
            name: data.name,
            subject: `We received your ${data.packageType} inquiry | ${site.brand}`,
            paragraphs: [
              `Thank you for your interest in our ${data.packageType} packages. Our team will get back to you within 24 hours with a quote.`,
            ],
          },
        }),
      }
    },
  }),

  enquiry: define({
    schema: (now) => enquirySchema(now),
    store: async (trx, data, { createdAt, teamInbox }) => {
      const { id } = await trx
        .insertInto('enquiries')
        .values({
          name: data.name,
          phone: data.phone,
          email: data.email,
          shoot_type: data.shootType,
          city: data.city,
          location: data.location,
          occasion: data.occasion,
          personal_shoot_occasion: data.personalShootOccasion,
          event_date: data.date,
          event_time: data.time,
          hours: data.hours,
          reels: data.reels,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return {
        answer: created(id),
        mail: leadMail({
          kind: 'enquiry',
          id,
          teamInbox,
          subject: `New reel-maker enquiry from ${data.name}`,
          heading: 'A new reel-maker enquiry',
          fields: [
            { label: 'Name', value: data.name },
            { label: 'Phone', value: data.phone },
            { label: 'Email', value: data.email },
            { label: 'Shoot type', value: data.shootType },
            { label: 'City', value: cityLabel(data.city) },
            { label: 'Location', value: data.location },
            { label: 'Occasion', value: data.occasion },
            { label: 'Personal shoot occasion', value: data.personalShootOccasion },
            { label: 'Date', value: data.date },
            { label: 'Time', value: data.time },
            { label: 'Hours', value: data.hours },
            { label: 'Reels', value: data.reels },
          ],
          visitor: {
            email: data.email,
            name: data.name,
            subject: `We received your enquiry | ${site.brand}`,
            paragraphs: [
              `Thank you for your enquiry for ${data.date} in ${cityLabel(data.city)}. Our team will match you with a reel-maker and call you shortly.`,
            ],
          },
        }),
      }
    },
  }),

  partner: define({
    schema: () => partnerSchema,
    store: async (trx, data, { createdAt, teamInbox }) => {
      const { id } = await trx
        .insertInto('partner_applications')
        .values({
          full_name: data.fullName,
          iphone_model: data.iphoneModel,
          location: data.location,
          contact_number: data.contactNumber,
          email: data.email,
          instagram_id: data.instagramId,
          recent_works: data.recentWorks,
          status: 'new',
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return {
        answer: created(id),
        mail: leadMail({
          kind: 'partner',
          id,
          teamInbox,
          subject: `New creator application from ${data.fullName}`,
          heading: 'A new creator application',
          fields: [
            { label: 'Full name', value: data.fullName },
            { label: 'iPhone model', value: data.iphoneModel },
            { label: 'Location', value: data.location },
            { label: 'Contact number', value: data.contactNumber },
            { label: 'Email', value: data.email },
            { label: 'Instagram ID', value: data.instagramId },
            { label: 'Recent works', value: data.recentWorks },
          ],
          visitor: {
            email: data.email,
            name: data.fullName,
            subject: `We received your application | ${site.brand}`,
            paragraphs: [
              `Thank you for applying to join the ${site.brand} creator network. We'll review your application and get back to you soon.`,
            ],
          },
        }),
      }
    },
  }),

  newsletter: define({
    schema: () => newsletterSchema,
    store: async (trx, data, { createdAt, teamInbox }) => {
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values({ email: data.email, created_at: createdAt })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!inserted) {
        return { answer: { status: 409, body: { error: newsletterMessages.alreadySubscribedError } }, mail: [] }
      }
      return {
        answer: created(inserted.id),
        mail: leadMail({
          kind: 'newsletter',
          id: inserted.id,
          teamInbox,
          subject: `New newsletter subscriber: ${data.email}`,
          heading: 'A new newsletter subscriber',
          fields: [{ label: 'Email', value: data.email }],
          visitor: {
            email: data.email,
            subject: `You're subscribed to the ${site.brand} newsletter`,
            paragraphs: [
              `Thank you for subscribing to the ${site.brand} newsletter. We'll write when we have new packages, offers and reels to share.`,
            ],
          },
        }),
      }
    },
  }),

  waitlist: define({
    schema: () => waitlistSchema,
    store: async (trx, data, { createdAt, teamInbox }) => {
      const inserted = await trx
        .insertInto('waitlist_entries')
        .values({ email: data.email, created_at: createdAt })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst()
      const id =
        inserted?.id ??
        (
          await trx
            .selectFrom('waitlist_entries')
            .select('id')
            .where('email', '=', data.email)
            .executeTakeFirstOrThrow()
        ).id
      const { position, joined } = await waitlistPosition(trx, id)
      const body = { id, position, spotsRemaining: spotsRemaining(joined) }
      if (!inserted) return { answer: { status: 200, body }, mail: [] }
      return {
        answer: { status: 201, body },
        mail: leadMail({
          kind: 'waitlist',
          id,
          teamInbox,
          subject: `New waitlist sign-up #${position}: ${data.email}`,
          heading: 'A new waitlist sign-up',
          fields: [
            { label: 'Email', value: data.email },
            { label: 'Position', value: position },
          ],
          visitor: {
            email: data.email,
            subject: `You're on the ${site.brand} waitlist`,
            paragraphs: [
              `Your position on the waitlist is #${position}. We'll write to you the moment ${site.brand} launches.`,
            ],
          },
        }),
      }
    },
  }),
} satisfies Record<LeadKind, LeadDefinition<z.ZodType>>

export const leadKinds = Object.keys(leads) as LeadKind[]

async function waitlistPosition(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('joined'),
      eb.fn.count<number | string>(eb.case().when('id', '<=', id).then(1).end()).as('position'),
    ])
    .executeTakeFirstOrThrow()
  return { position: Number(row.position), joined: Number(row.joined) }
}

/** How many have joined the waitlist and how many free-shoot spots are left. */
export async function waitlistStatus(handle: DatabaseHandle = database()) {
  const row = await handle.db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('joined'))
    .executeTakeFirstOrThrow()
  const joined = Number(row.joined)
  return { joined, spotsRemaining: spotsRemaining(joined) }
}

class DuplicateSubmission extends Error {}

/** Takes one submission of a form from its first check to the committed lead and queued mail. */
export async function submitLead(kind: LeadKind, request: LeadRequest, options: LeadOptions = {}): Promise<LeadAnswer> {
  const handle = options.handle ?? database()
  const now = options.now ?? systemClock
  const { db } = handle

  const limited = await hitRateLimit(db, `${kind}:${request.ip}`, options.rateLimit ?? submissionLimit, now())
  if (!limited.allowed) return { status: 429, body: { error: leadErrors.rateLimited } }

  const input = isRecord(request.input) ? request.input : {}
  // A bot that fills the hidden field is told all went well, and nothing is kept.
  const honeypot = input[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    logger.info({ kind, ip: request.ip }, 'honeypot filled; submission dropped')
    return { status: 201, body: { ok: true } }
  }

  const key = isValidIdempotencyKey(request.idempotencyKey) ? request.idempotencyKey : null
  if (key) {
    const earlier = await findAnswer(db, kind, key, now())
    if (earlier) return earlier as LeadAnswer
  }

  const definition = leads[kind] as LeadDefinition<z.ZodType>
  const parsed = schemaFor(kind, now).safeParse(input)
  if (!parsed.success) {
    return { status: 400, body: { error: leadErrors.invalid, fields: fieldErrors(parsed.error) } }
  }

  const teamInbox = options.teamInbox ?? config().TEAM_INBOX
  // Staff members who asked in their settings to hear of this kind of lead get their own copy.
  const staffInboxes = (await staffRecipientsFor(kind, db)).filter((address) => address !== teamInbox)

  let stored: Stored
  try {
    stored = await db.transaction().execute(async (trx) => {
      const result = await definition.store(trx, parsed.data, { createdAt: now().toISOString(), teamInbox })
      const mail = result.mail.flatMap((message) =>
        message.to === teamInbox ? [message, ...staffInboxes.map((to) => ({ ...message, to }))] : [message],
      )
      await enqueueMail(trx, mail)
      if (key && result.answer.status < 300) {
        try {
          await rememberAnswer(trx, kind, key, result.answer, now())
        } catch (error) {
          throw new DuplicateSubmission('idempotency key already used', { cause: error })
        }
      }
      return result
    })
  } catch (error) {
    // Another request with the same key committed first; its answer is the answer.
    if (error instanceof DuplicateSubmission && key) {
      const earlier = await findAnswer(db, kind, key, now())
      if (earlier) return earlier as LeadAnswer
    }
    throw error
  }
  if (stored.mail.length > 0) wakeOutbox()
  if (stored.answer.body.id) logger.info({ kind, id: stored.answer.body.id }, 'lead stored')
  return stored.answer
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const systemClock = () => new Date()

// A schema reads its clock when it parses, so one built per clock serves every submission; building a zod
// schema costs far more than using it.
const schemas = new WeakMap<() => Date, Map<LeadKind, z.ZodType>>()

function schemaFor(kind: LeadKind, now: () => Date): z.ZodType {
  let byKind = schemas.get(now)
  if (!byKind) schemas.set(now, (byKind = new Map()))
  let schema = byKind.get(kind)
  if (!schema) byKind.set(kind, (schema = (leads[kind] as LeadDefinition<z.ZodType>).schema(now)))
  return schema
}

let housekeeping: NodeJS.Timeout | undefined

/** Starts the mail outbox worker and the hourly clean-up of old rate-limit counters and idempotency keys. */
export function startLeadCapture(handle: DatabaseHandle = database()) {
  const { OUTBOX_POLL_MS, OUTBOX_RETRY_MS, OUTBOX_LEASE_MS } = config()
  startSharedOutbox({
    handle,
    mailer: configuredMailer(),
    pollMs: OUTBOX_POLL_MS,
    baseDelayMs: OUTBOX_RETRY_MS,
    leaseMs: OUTBOX_LEASE_MS,
    onError: (error, context) => logger.warn({ err: error, ...context }, 'mail not sent; will retry'),
  })
  const clean = async () => {
    try {
      await pruneRateLimits(handle.db, new Date(Date.now() - 60 * 60_000))
      await pruneIdempotencyKeys(handle.db)
    } catch (error) {
      logger.warn({ err: error }, 'lead capture clean-up failed')
    }
  }
  housekeeping = setInterval(clean, 60 * 60_000)
  housekeeping.unref()
}

export async function stopLeadCapture() {
  clearInterval(housekeeping)
  await stopSharedOutbox()
}
