import { requestPage } from '~/content/request-page'
import { nextStatuses } from '~/leads/catalogue'
import { withdrawnByCustomerMail, withdrawnForTeamMail } from '~/leads/request-mail'
import { database } from '~/server/db.server'
import { signingKey } from '~/server/signed-links.server'
import { enqueueMail, wakeOutbox } from '~/server/outbox.server'
import {
  type ChangeOptions,
  type OpenedRequest,
  RequestChangeError,
  forMail,
  movedByCustomer,
  toCustomer,
  toTeam,
} from '~/leads/requests/requests.server'
import { visitorMayBeMailed } from '~/server/visitor-mail.server'

// A customer withdraws a request that is not a booking (a package inquiry, an enquiry) on its page
// (docs/decisions/0096): the team is told so that nobody follows it up, the page says so, and the customer is
// mailed when they gave an address and it is within its mail caps. One transaction with its audit entry.

/** Whether the customer may withdraw the request from its page: its kind's workflow still lets it go there. */
export function mayBeWithdrawn({ kind, record }: OpenedRequest) {
  return record.status !== null && nextStatuses(kind, record.status).includes('withdrawn')
}

/** The customer withdraws their request: the status, the audit entry, the team's mail and theirs. */
export async function withdrawByCustomer(opened: OpenedRequest, options: ChangeOptions) {
  const { db } = options.handle ?? database()
  const now = options.now ?? new Date()
  if (!mayBeWithdrawn(opened)) throw new RequestChangeError(requestPage.withdraw.refused)
  const key = await signingKey(db)
  const mailed = await db.transaction().execute(async (trx) => {
    await movedByCustomer(trx, opened, 'withdrawn', now)
    const request = forMail(opened, 'withdrawn', { siteUrl: options.siteUrl })
    const mail = await toTeam(trx, opened, options.teamInbox, withdrawnForTeamMail(request, opened.record.name))
    const email = opened.record.email
    const customerMailed = email !== null && (await visitorMayBeMailed(trx, key, email, now))
    if (email && customerMailed) mail.push(toCustomer(opened, email, withdrawnByCustomerMail(request)))
    await enqueueMail(trx, mail)
    return customerMailed
  })
  wakeOutbox()
  return { mailed }
}
