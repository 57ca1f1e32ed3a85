import { MailLinkPage, mailLinkMeta } from '~/components/sections/mail-link-page'
import { useSite } from '~/components/layout/use-site'
import { confirmPage } from '~/content/mailing-lists'
import { siteIn } from '~/pages/seo'
import { offerCodeOnPage } from '~/content/offers'
import { offerCodeOfLink } from '~/leads/offers/offer-code.server'
import { database } from '~/server/db.server'
import { linkToken } from '~/server/signed-links.server'
import { confirmSubscription } from '~/leads/mailing-lists.server'
import type { Route } from './+types/newsletter-confirm'

export { handle, headers } from '~/components/sections/mail-link-page'

// Its words name us and how to write to us as the business saved them (the root's loader).
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  return site ? mailLinkMeta(confirmPage(site), matches) : []
}

export async function action({ request }: Route.ActionArgs) {
  const token = linkToken(request)
  const done = (await confirmSubscription(token)) === 'confirmed'
  // Once confirmed, the subscriber's offer code with the terms it was sent with: the link is proof the address is
  // theirs. A code sent while the offer was made is theirs until its last day, whether or not it is made now.
  const offer = done ? await offerCodeOfLink(database().db, token) : null
  return { done, offer }
}

export default function NewsletterConfirmPage({ actionData }: Route.ComponentProps) {
  const offer = actionData?.offer
  return (
    <MailLinkPage
      words={confirmPage(useSite())}
      done={actionData?.done}
      doneMore={offer ? offerCodeOnPage(offer.terms, offer.code) : null}
    />
  )
}
