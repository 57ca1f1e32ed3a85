import { MailLinkPage, mailLinkMeta } from '~/components/sections/mail-link-page'
import { offers } from '~/content/business'
import { waitlistConfirmPage } from '~/content/mailing-lists'
import { waitlistPlaceWords } from '~/content/offers'
import { positionSecured } from '~/leads/waitlist_entries/messages'
import { confirmWaitlistPlace } from '~/leads/waitlist_entries/confirm.server'
import { linkToken } from '~/server/signed-links.server'
import type { Route } from './+types/waitlist-confirm'

export { handle, headers } from '~/components/sections/mail-link-page'

export const meta = () => mailLinkMeta(waitlistConfirmPage)

export async function action({ request }: Route.ActionArgs) {
  const placed = await confirmWaitlistPlace(linkToken(request))
  return { done: placed !== null, position: placed?.position ?? null }
}

/** The place the spec's toast secured, shown here because only the address's owner opens this page. */
function placeWords(position: number) {
  const freeShoot = waitlistPlaceWords(offers.waitlist, position)
  return `${positionSecured(position)}.${freeShoot ? ` ${freeShoot}` : ''}`
}

export default function WaitlistConfirmPage({ actionData }: Route.ComponentProps) {
  const position = actionData?.position
  return (
    <MailLinkPage
      words={waitlistConfirmPage}
      done={actionData?.done}
      doneMore={position ? placeWords(position) : null}
    />
  )
}
