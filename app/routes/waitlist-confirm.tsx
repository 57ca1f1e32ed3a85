import { MailLinkPage, mailLinkMeta } from '~/components/sections/mail-link-page'
import { useSite } from '~/components/layout/use-site'
import { claimsOf } from '~/content/capabilities'
import { waitlistConfirmPage } from '~/content/mailing-lists'
import { siteIn } from '~/pages/seo'
import { type WaitlistOffer, waitlistPlaceWords } from '~/content/offers'
import { currentFacts } from '~/server/facts-store.server'
import { positionSecured } from '~/leads/waitlist_entries/messages'
import { confirmWaitlistPlace } from '~/leads/waitlist_entries/confirm.server'
import { linkToken } from '~/server/signed-links.server'
import type { Route } from './+types/waitlist-confirm'

export { handle, headers } from '~/components/sections/mail-link-page'

// Its words name us and how to write to us as the business saved them (the root's loader), and say what the
// waitlist waits for as the business offers it today (this loader).
export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  return site && data ? mailLinkMeta(waitlistConfirmPage(site, data.promise), matches) : []
}

export async function loader() {
  return { promise: claimsOf(await currentFacts()).stillToCome.promise }
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

export default function WaitlistConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const words = waitlistConfirmPage(useSite(), loaderData.promise)
  return <MailLinkPage words={words} done={actionData?.done} doneMore={actionData?.place ?? null} />
}
