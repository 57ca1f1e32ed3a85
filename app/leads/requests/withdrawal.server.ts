import { database } from '~/server/db.server'
import { nextStatuses } from '~/leads/catalogue'
import { type RequestForMail, withdrawnByCustomerMail, withdrawnForTeamMail } from '~/leads/request-mail'
import {
  type ChangeOptions,
  type OpenedRequest,
  RequestChangeError,
  endByCustomer,
  requestWordsNow,
} from './updates.server'

// A customer withdraws a request that is not a booking (a package inquiry, an enquiry) on its page
// (docs/decisions/0096): the team is told so that nobody follows it up, the page says so, and the customer is
// mailed when they gave an address and it is within its mail caps. One transaction with its audit entry.

/** Whether the customer may withdraw the request from its page: its kind's workflow still lets it go there. */
export function mayBeWithdrawn({ kind, record }: OpenedRequest) {
  return record.status !== null && nextStatuses(kind, record.status).includes('withdrawn')
}

/** The customer withdraws their request: the status, the audit entry, the team's mail and theirs. */
export async function withdrawByCustomer(opened: OpenedRequest, options: ChangeOptions) {
  if (!mayBeWithdrawn(opened))
    throw new RequestChangeError((await requestWordsNow((options.handle ?? database()).db)).withdraw.refused)
  const team = (request: RequestForMail) => withdrawnForTeamMail(request, opened.record.name)
  return endByCustomer(opened, 'withdrawn', { team, customer: withdrawnByCustomerMail }, options)
}
