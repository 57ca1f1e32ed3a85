import { MailLinkPage, mailLinkMeta } from '~/components/sections/mail-link-page'
import { unsubscribePage } from '~/content/mailing-lists'
import { linkToken } from '~/server/signed-links.server'
import { unsubscribe } from '~/leads/mailing-lists.server'
import type { Route } from './+types/unsubscribe'

export { handle, headers } from '~/components/sections/mail-link-page'

export const meta = () => mailLinkMeta(unsubscribePage)

// The button, and a mail client's one-click POST (RFC 8058, to the same address with its token), unsubscribe.
export async function action({ request }: Route.ActionArgs) {
  return { done: (await unsubscribe(linkToken(request))) === 'done' }
}

export default function UnsubscribePage({ actionData }: Route.ComponentProps) {
  return <MailLinkPage words={unsubscribePage} done={actionData?.done} />
}
