import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { offers } from '~/content/business'
import { type NewsletterOffer, offerCodePrefix } from '~/content/offers'
import { readLink } from '~/leads/mail-links.server'
import { signingKey } from '~/server/signed-links.server'
import type { Database } from '~/server/schema.server'
import { kind } from './messages'

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

/** Why a code is refused: not one we made, its subscriber is not (or no longer) subscribed, or no offer is live. */
export type OfferCodeProblem = 'unknown' | 'notSubscribed' | 'ended'

/**
 * Whether a typed code may claim the newsletter's offer: the offer is live, the site made the code, and its
 * subscriber has confirmed their subscription and not left since. Whether a booking has used it already is the
 * booking's to find out, as it stores it.
 */
export async function claimableOfferCode(
  db: Kysely<Database>,
  key: Buffer,
  typed: string,
  offer: NewsletterOffer = offers.newsletter,
): Promise<{ code: string } | { problem: OfferCodeProblem }> {
  if (!offer.live) return { problem: 'ended' }
  const read = readOfferCode(key, typed)
  if (!read) return { problem: 'unknown' }
  const subscriber = await db
    .selectFrom('newsletter_subscribers')
    .select(['confirmed_at', 'unsubscribed_at'])
    .where('id', '=', read.id)
    .executeTakeFirst()
  if (!subscriber?.confirmed_at || subscriber.unsubscribed_at) return { problem: 'notSubscribed' }
  return { code: read.code }
}

/** The offer code of the subscriber a confirmation link was sent to, for the page that link opens. */
export async function offerCodeOfLink(db: Kysely<Database>, token: string) {
  const key = await signingKey(db)
  const link = readLink(key, token)
  return link?.list === kind ? offerCodeFor(key, link.id) : null
}
