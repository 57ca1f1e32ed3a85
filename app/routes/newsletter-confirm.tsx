import { MailLinkPage, mailLinkMeta } from '~/components/sections/mail-link-page'
import { offers } from '~/content/business'
import { confirmPage } from '~/content/mailing-lists'
import { offerCodeOnPage } from '~/content/offers'
import { offerCodeOfLink } from '~/leads/newsletter_subscribers/offer-code.server'
import { database } from '~/server/db.server'
import { linkToken } from '~/server/signed-links.server'
import { confirmSubscription } from '~/leads/mailing-lists.server'
import type { Route } from './+types/newsletter-confirm'

export { handle, headers } from '~/components/sections/mail-link-page'

export const meta = () => mailLinkMeta(confirmPage)

export async function action({ request }: Route.ActionArgs) {
  const token = linkToken(request)
  const done = (await confirmSubscription(token)) === 'confirmed'
  // Once confirmed, the subscriber's offer code while the offer is live: the link is proof the address is theirs.
  const offerCode = done && offers.newsletter.live ? await offerCodeOfLink(database().db, token) : null
  return { done, offerCode }
}

export default function NewsletterConfirmPage({ actionData }: Route.ComponentProps) {
  const code = actionData?.offerCode
  return (
    <MailLinkPage
      words={confirmPage}
      done={actionData?.done}
      doneMore={code ? offerCodeOnPage(offers.newsletter, code) : null}
    />
  )
}
