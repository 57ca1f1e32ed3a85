import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { type NewsletterOffer, type OfferTerms, offerCodePrefix } from '~/content/offers'
import { indianDate } from '~/india/india-time'
import { readFacts } from '~/server/facts-store.server'
import { readLink } from '~/leads/mail-links.server'
import { signingKey } from '~/server/signed-links.server'
import type { Database } from '~/server/schema.server'
import { kind } from '../newsletter_subscribers/messages'

// A subscriber's offer code (docs/decisions/0083): `NL12-ABCDE-FGHJK`, the subscriber's id and the first 50 bits
// of an HMAC-SHA256 of it under the key that signs our mail's links, written in Crockford's base 32. Nothing is
// stored: the code is worked out again whenever it is mailed, shown or typed, so every subscriber has one, the
// same each time, and only the site can make one. The booking that uses a code keeps it (bookings.offer_code,
// unique), which is what makes it good for one booking.

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const signedLength = 10

/** The code's signed part: 10 characters of 5 bits. */
function signedPart(key: Buffer, id: number) {
  const digest = crypto.createHmac('sha256', key).update(`offer.${kind}.${id}`).digest()
  let bits = digest.readBigUInt64BE(0) >> BigInt(64 - 5 * signedLength)
  let part = ''
  for (let index = 0; index < signedLength; index++) {
    part = alphabet[Number(bits & 31n)] + part
    bits >>= 5n
  }
  return part
}

/** The offer code of the subscriber with this id, as our mail and pages write it. */
export function offerCodeFor(key: Buffer, id: number) {
  const signed = signedPart(key, id)
  return `${offerCodePrefix}${id}-${signed.slice(0, 5)}-${signed.slice(5)}`
}

/**
 * The subscriber a typed code is theirs, and the code as we write it; null for a code the site did not make. A
 * code is read as people type it: in any case, with or without spaces and dashes, O for 0 and I or L for 1.
 */
export function readOfferCode(key: Buffer, typed: string) {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '')
  const match = new RegExp(`^${offerCodePrefix}(\\d{1,12})([0-9A-Z]{${signedLength}})$`).exec(compact)
  if (!match) return null
  const id = Number(match[1])
  const given = Buffer.from(match[2].replace(/O/g, '0').replace(/[IL]/g, '1'))
  if (!crypto.timingSafeEqual(Buffer.from(signedPart(key, id)), given)) return null
  return { id, code: offerCodeFor(key, id) }
}

/**
 * Why a code is refused: not one we made, its subscriber is not (or no longer) subscribed, no offer was made with
 * it (or, for a code sent before codes had a last day, none is made now), or its last day has passed.
 */
export type OfferCodeProblem = 'unknown' | 'notSubscribed' | 'ended' | 'expired'

type StoredTerms = { offer_terms: string | null; offer_until?: string | null }

/** The terms a code was sent with, as a subscriber or a booking keeps them; null when no offer was made with it. */
export function offerTermsOf({ offer_terms, offer_until }: StoredTerms): OfferTerms | null {
  if (!offer_terms) return null
  const terms = JSON.parse(offer_terms) as OfferTerms
  return offer_until ? { ...terms, until: offer_until } : terms
}

/** How a subscriber keeps the terms their code is sent with. */
export function storedTerms(terms: OfferTerms | null) {
  if (!terms) return { offer_terms: null, offer_until: null }
  const { until, ...rest } = terms
  return { offer_terms: JSON.stringify(rest), offer_until: until ?? null }
}

/**
 * Whether the booking form asks for a code: while the offer is made, and after, while any code sent is within its
 * last day (a code sent before codes had a last day is good only while the offer is made).
 */
export async function offerCodesTaken(db: Kysely<Database>, offer: NewsletterOffer, now = new Date()) {
  if (offer.live) return true
  const { until } = await db
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.max('offer_until').as('until'))
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirstOrThrow()
  return typeof until === 'string' && until >= indianDate(now)
}

/**
 * Whether a typed code may claim the offer it was sent with, and its terms: the site made the code, its
 * subscriber has confirmed their subscription and not left since, and the code is within the last day its mail
 * gave, whether or not the offer is still made. Whether a booking has used it already is the booking's to find
 * out, as it stores it.
 */
export async function claimableOfferCode(
  db: Kysely<Database>,
  key: Buffer,
  typed: string,
  now = new Date(),
): Promise<{ code: string; terms: OfferTerms } | { problem: OfferCodeProblem }> {
  const read = readOfferCode(key, typed)
  if (!read) return { problem: 'unknown' }
  const subscriber = await db
    .selectFrom('newsletter_subscribers')
    .select(['confirmed_at', 'unsubscribed_at', 'offer_terms', 'offer_until'])
    .where('id', '=', read.id)
    .executeTakeFirst()
  if (!subscriber?.confirmed_at || subscriber.unsubscribed_at) return { problem: 'notSubscribed' }
  const terms = offerTermsOf(subscriber)
  if (!terms) return { problem: 'ended' }
  if (terms.until === undefined) {
    if (!(await readFacts(db)).offers.newsletter.live) return { problem: 'ended' }
  } else if (indianDate(now) > terms.until) return { problem: 'expired' }
  return { code: read.code, terms }
}

/**
 * The offer code of the subscriber a confirmation link was sent to, with the terms it was sent with, for the page
 * that link opens; null when the link is not a subscriber's, or no offer was made when they signed up.
 */
export async function offerCodeOfLink(db: Kysely<Database>, token: string) {
  const key = await signingKey(db)
  const link = readLink(key, token)
  if (link?.list !== kind) return null
  const subscriber = await db
    .selectFrom('newsletter_subscribers')
    .select(['offer_terms', 'offer_until'])
    .where('id', '=', link.id)
    .executeTakeFirst()
  const terms = subscriber ? offerTermsOf(subscriber) : null
  return terms ? { code: offerCodeFor(key, link.id), terms } : null
}
