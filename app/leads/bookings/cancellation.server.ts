import { database } from '~/server/db.server'
import { type LeadKind, nextStatuses } from '~/leads/catalogue'
import { cancelledByCustomerMail, cancelledForTeamMail } from '~/leads/request-mail'
import { cancellingNow, onlinePaymentLive } from '~/leads/requests/cancellation-cost.server'
import {
  type ChangeOptions,
  type OpenedRequest,
  RequestChangeError,
  requestWordsNow,
  endByCustomer,
} from '~/leads/requests/updates.server'
import type { RequestRecord } from '~/leads/store.server'

// A customer cancels their booking on its page: what it costs is the one refund rule (app/content/refunds.ts),
// which the mails and the page both give.

/**
 * Whether the customer may cancel or move the request from its page: one that has a start (a booking) and
 * that its workflow still lets be cancelled.
 */
export function changeableByCustomer(kind: LeadKind, record: RequestRecord) {
  return record.startsAt !== null && record.status !== null && nextStatuses(kind, record.status).includes('cancelled')
}

/** The customer cancels their booking: the status, the audit entry, their mail with the refund, the team's. */
export async function cancelByCustomer(opened: OpenedRequest, options: ChangeOptions) {
  const now = options.now ?? new Date()
  const db = (options.handle ?? database()).db
  if (!changeableByCustomer(opened.kind, opened.record)) {
    throw new RequestChangeError((await requestWordsNow(db)).cancel.refused)
  }
  const cancellation = cancellingNow(opened.record, 'customer', now, await onlinePaymentLive(db))
  return endByCustomer(
    opened,
    'cancelled',
    {
      team: (request) => cancelledForTeamMail(request, opened.record.name, cancellation),
      customer: (request) => cancelledByCustomerMail(request, cancellation),
    },
    { ...options, now },
  )
}
