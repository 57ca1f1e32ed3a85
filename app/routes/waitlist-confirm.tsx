import { MailLinkPage, mailLinkMeta } from '~/components/sections/mail-link-page'
import { useSite } from '~/components/layout/use-site'
import { waitlistConfirmPage } from '~/content/mailing-lists'
import { siteIn } from '~/pages/seo'
import { type WaitlistOffer, waitlistPlaceWords } from '~/content/offers'
import { currentFacts } from '~/server/facts-store.server'
import { positionSecured } from '~/leads/waitlist_entries/messages'
import { confirmWaitlistPlace } from '~/leads/waitlist_entries/confirm.server'
import { linkToken } from '~/server/signed-links.server'
import type { Route } from './+types/waitlist-confirm'

export { handle, headers } from '~/components/sections/mail-link-page'

// Its words name us and how to write to us as the business saved them (the root's loader).
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  return site ? mailLinkMeta(waitlistConfirmPage(site), matches) : []
}

/**
 * The place the spec's toast secured, shown here because only the address's owner opens this page, with the free
 * shoot of the offer as the business's facts stand.
 */
function placeWords(offer: WaitlistOffer, position: number) {
  const freeShoot = waitlistPlaceWords(offer, position)
  return `${positionSecured(position)}.${freeShoot ? ` ${freeShoot}` : ''}`
}

export async function action({ request }: Route.ActionArgs) {
  const placed = await confirmWaitlistPlace(linkToken(request))
  if (!placed) return { done: false, place: null }
  return { done: true, place: placeWords((await currentFacts()).offers.waitlist, placed.position) }
}

export default function WaitlistConfirmPage({ actionData }: Route.ComponentProps) {
  return (
    <MailLinkPage words={waitlistConfirmPage(useSite())} done={actionData?.done} doneMore={actionData?.place ?? null} />
  )
}
