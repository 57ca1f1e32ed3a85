import { signUpLinkLifetimeMs } from '~/leads/mailing-lists.server'
import { type StoredLead, created, defineStore } from '../store.server'
import { type NewsletterLead, mail } from './mail'
import { newsletterMessages } from './messages'
import { offerCodeFor } from './offer-code.server'
import { newsletterSchema } from './schema'

// One row per address, subscribed once its owner opens the link in the confirmation mail. A confirmed
// address signing up again is refused and mailed nothing. One still waiting for its owner is sent the link
// of that same sign-up again, so that a stranger typing the address cannot make the owner's link stop
// working; once that link has expired, or after an unsubscribe, the address signs up afresh with a new one.
export const store = defineStore(
  () => newsletterSchema,
  async (trx, row, createdAt, mailKey) => {
    const inserted = await trx
      .insertInto('newsletter_subscribers')
      .values({ ...row, created_at: createdAt, confirmed_at: null, unsubscribed_at: null })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst()
    const signUp = (id: number, signedAt?: string): StoredLead<NewsletterLead> => ({
      answer: created(id),
      mail: { id, lead: { ...row, offerCode: offerCodeFor(mailKey, id) }, visitor: row.email, signedAt },
    })
    if (inserted) return signUp(inserted.id)
    const earlier = await trx
      .selectFrom('newsletter_subscribers')
      .select(['id', 'created_at', 'confirmed_at', 'unsubscribed_at'])
      .where('email', '=', row.email)
      .executeTakeFirstOrThrow()
    if (earlier.confirmed_at && !earlier.unsubscribed_at) {
      return { answer: { status: 409, body: { error: newsletterMessages.alreadySubscribedError } }, mail: null }
    }
    const linkStillWorks = Date.parse(createdAt) - Date.parse(earlier.created_at) < signUpLinkLifetimeMs
    if (!earlier.confirmed_at && !earlier.unsubscribed_at && linkStillWorks)
      return signUp(earlier.id, earlier.created_at)
    await trx
      .updateTable('newsletter_subscribers')
      .set({ created_at: createdAt, confirmed_at: null, unsubscribed_at: null })
      .where('id', '=', earlier.id)
      .execute()
    return signUp(earlier.id)
  },
  mail,
)
