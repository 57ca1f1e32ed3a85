import { MailLinkPage, mailLinkMeta } from '~/components/sections/mail-link-page'
import { useSite } from '~/components/layout/use-site'
import { unsubscribePage } from '~/content/mailing-lists'
import { siteIn } from '~/pages/seo'
import { linkToken } from '~/server/signed-links.server'
import { unsubscribe } from '~/leads/mailing-lists.server'
import type { Route } from './+types/unsubscribe'

export { handle, headers } from '~/components/sections/mail-link-page'

// Its words name us and how to write to us as the business saved them (the root's loader).
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteIn(matches)
  return site ? mailLinkMeta(unsubscribePage(site), matches) : []
}

// The button, and a mail client's one-click POST (RFC 8058, to the same address with its token), unsubscribe.
export async function action({ request }: Route.ActionArgs) {
  return { done: (await unsubscribe(linkToken(request))) === 'done' }
}

export default function UnsubscribePage({ actionData }: Route.ComponentProps) {
  return <MailLinkPage words={unsubscribePage(useSite())} done={actionData?.done} />
}
