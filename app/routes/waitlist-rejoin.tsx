import { MailLinkPage, mailLinkMeta } from '~/components/sections/mail-link-page'
import { rejoinPage } from '~/content/mailing-lists'
import { linkToken } from '~/server/mail-links.server'
import { rejoinWaitlist } from '~/leads/waitlist_entries/store.server'
import type { Route } from './+types/waitlist-rejoin'

export { handle, headers } from '~/components/sections/mail-link-page'

export const meta = () => mailLinkMeta(rejoinPage)

export async function action({ request }: Route.ActionArgs) {
  return { done: (await rejoinWaitlist(linkToken(request))) === 'rejoined' }
}

export default function WaitlistRejoinPage({ actionData }: Route.ComponentProps) {
  return <MailLinkPage words={rejoinPage} done={actionData?.done} />
}
