import { MailLinkPage, mailLinkMeta } from '~/components/sections/mail-link-page'
import { confirmPage } from '~/content/mailing-lists'
import { linkToken } from '~/server/mail-links.server'
import { confirmSubscription } from '~/server/mailing-lists.server'
import type { Route } from './+types/newsletter-confirm'

export { handle, headers } from '~/components/sections/mail-link-page'

export const meta = () => mailLinkMeta(confirmPage)

export async function action({ request }: Route.ActionArgs) {
  return { done: (await confirmSubscription(linkToken(request))) === 'confirmed' }
}

export default function NewsletterConfirmPage({ actionData }: Route.ComponentProps) {
  return <MailLinkPage words={confirmPage} done={actionData?.done} />
}
