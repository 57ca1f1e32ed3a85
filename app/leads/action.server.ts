import { data } from 'react-router'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, formValues } from '~/forms/fields'
import { logger } from '~/server/logger.server'
import type { LeadKind } from './catalogue'
import { type LeadBody, submitLead } from './submit.server'

/** What a form's route action answers, to the fetcher (with JavaScript) or to the page render (without). */
export type LeadActionData = {
  form: LeadKind
  status: number
  body: LeadBody
  /** What the visitor typed, to show again when the submission was refused; empty after success. */
  values: Record<string, string>
  /** What was sent, for the success panel's summary; only after success. */
  sent?: Record<string, string>
}

/** A route action that takes one form's submission through submitLead() and never throws. */
export async function leadAction(
  kind: LeadKind,
  request: Request,
  clientAddress: string | undefined,
  fixed: Record<string, string> = {},
) {
  const answer = (status: number, body: LeadBody, values: Record<string, string> = {}) =>
    data<LeadActionData>({ form: kind, status, body, values }, { status })

  let values: Record<string, string>
  try {
    values = formValues(await request.formData())
  } catch {
    return answer(400, { error: 'The form could not be read. Please try again.' })
  }
  try {
    const result = await submitLead(kind, {
      input: { ...values, ...fixed },
      ip: clientAddress || 'unknown',
      idempotencyKey: values[IDEMPOTENCY_FIELD],
    })
    const { [HONEYPOT_FIELD]: _honeypot, [IDEMPOTENCY_FIELD]: _key, ...typed } = values
    if (result.status < 300)
      return data<LeadActionData>({ form: kind, ...result, values: {}, sent: typed }, { status: result.status })
    return answer(result.status, result.body, typed)
  } catch (error) {
    logger.error({ err: error, kind }, 'lead could not be stored')
    return answer(500, { error: 'Something went wrong on our side. Please try again later.' })
  }
}
