import { type OfferTerms, offerTermsFrom } from '~/content/offers'
import { indianDate } from '~/india/india-time'
import { signUpLinkLifetimeMs } from '~/leads/mailing-lists.server'
import { readFacts } from '~/server/facts-store.server'
import { type StoredLead, created, defineStore } from '../store.server'
import { type NewsletterLead, mail } from './mail'
import { newsletterMessages } from './messages'
import { offerCodeFor, offerTermsOf, storedTerms } from '../offers/offer-code.server'
import { newsletterSchema } from './schema'

// One row per address, subscribed once its owner opens the link in the confirmation mail. A confirmed
// address signing up again is refused and mailed nothing. One still waiting for its owner is sent the link
// of that same sign-up again, so that a stranger typing the address cannot make the owner's link stop
// working; once that link has expired, or after an unsubscribe, the address signs up afresh with a new one.
// A sign-up while the offer is made is sent a code with the offer's terms as they stand that day, kept with
// the address; the link sent again keeps the terms it was first sent with.
export const store = defineStore(
  () => newsletterSchema,
  async (trx, row, createdAt, mailKey) => {
    const offer = (await readFacts(trx)).offers.newsletter
    const terms = offer.live ? offerTermsFrom(offer, indianDate(new Date(createdAt))) : null
    const inserted = await trx
      .insertInto('newsletter_subscribers')
      .values({ ...row, created_at: createdAt, confirmed_at: null, unsubscribed_at: null, ...storedTerms(terms) })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst()
    const signUp = (id: number, offerTerms: OfferTerms | null, signedAt?: string): StoredLead<NewsletterLead> => ({
      answer: created(id),
      mail: {
        id,
        lead: {
          ...row,
          offerCode: offerCodeFor(mailKey, id),
          offerTerms,
        },
        visitor: row.email,
        signedAt,
      },
    })
    if (inserted) return signUp(inserted.id, terms)
    const earlier = await trx
      .selectFrom('newsletter_subscribers')
      .select(['id', 'created_at', 'confirmed_at', 'unsubscribed_at', 'offer_terms', 'offer_until'])
      .where('email', '=', row.email)
      .executeTakeFirstOrThrow()
    if (earlier.confirmed_at && !earlier.unsubscribed_at) {
      return { answer: { status: 409, body: { error: newsletterMessages.alreadySubscribedError } }, mail: null }
    }
    const linkStillWorks = Date.parse(createdAt) - Date.parse(earlier.created_at) < signUpLinkLifetimeMs
    if (!earlier.confirmed_at && !earlier.unsubscribed_at && linkStillWorks)
      return signUp(earlier.id, offerTermsOf(earlier), earlier.created_at)
    await trx
      .updateTable('newsletter_subscribers')
      .set({ created_at: createdAt, confirmed_at: null, unsubscribed_at: null, ...storedTerms(terms) })
      .where('id', '=', earlier.id)
      .execute()
    return signUp(earlier.id, terms)
  },
  mail,
)
