import { useEffect, useRef, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import type { z } from 'zod'
import { type FieldErrors, fieldErrors, formValues } from '~/forms/field-rules'
import type { LeadKind } from '~/leads/catalogue'
import type { LeadLine } from '~/leads/fields'
import type { LeadActionData } from '~/leads/action.server'

/**
 * What the visitor sees of an accepted submission: its reference, what was sent, and what the server read it as,
 * where it says so (a booking's events in words and its total).
 */
export type Accepted = {
  id: number | null
  sent: Record<string, string>
  summary?: readonly LeadLine[]
  /** The path of the private page where the customer follows the request, when the kind has one. */
  page?: string | null
  /** Kept beside a booking like it sent shortly before, which the team will tell apart. */
  possibleDuplicate?: boolean
}

function acceptedFrom(answer: LeadActionData): Accepted {
  const { body } = answer
  return {
    id: body.id ?? null,
    sent: answer.sent ?? {},
    summary: body.summary,
    page: body.page ?? null,
    possibleDuplicate: body.possibleDuplicate === true,
  }
}

type Options = {
  kind: LeadKind
  /**
   * Called once per answer to a background submission (with JavaScript), except a refusal that names the
   * fields to correct: those show beside their fields, and the first of them takes focus.
   */
  onAnswer: (answer: LeadActionData) => void
  /** Called when a submission is refused for its fields, by the browser's checks or the server's. */
  onInvalid?: (errors: FieldErrors) => void
  /**
   * Loads the form's zod schema. It is fetched when the visitor first turns to the form (focus or a press
   * inside it) rather than with the page, so a page with a form neither downloads nor runs the validation
   * library while it loads.
   */
  schema: () => Promise<z.ZodType>
}

/**
 * One lead form's submission: in the background through a fetcher when JavaScript runs, or as a plain
 * post whose answer comes back as the route's action data when it does not.
 */
export function useLeadForm({ kind, onAnswer, onInvalid, schema }: Options) {
  const formRef = useRef<HTMLFormElement>(null)
  const fetcher = useFetcher<LeadActionData>()
  const pageAnswer = useActionData() as LeadActionData | undefined
  const [idempotencyKey, setIdempotencyKey] = useState('')
  const [clientErrors, setClientErrors] = useState<FieldErrors>({})
  // The server's answer that the browser's own checks have since replaced: a field corrected after the
  // server refused it must not keep the server's message.
  const [checkedSince, setCheckedSince] = useState<LeadActionData | null>(null)
  const handled = useRef<LeadActionData | null>(null)
  const onAnswerRef = useRef(onAnswer)
  onAnswerRef.current = onAnswer
  const onInvalidRef = useRef(onInvalid)
  onInvalidRef.current = onInvalid
  // Each refused attempt moves focus to the first field to correct, even when the errors are the same as before.
  const [refusals, setRefusals] = useState(0)
  const [accepted, setAccepted] = useState<Accepted | null>(null)
  const checks = useRef<z.ZodType | null>(null)
  const checksRequested = useRef(false)

  function loadChecks() {
    if (checksRequested.current) return
    checksRequested.current = true
    schema().then(
      (loaded) => {
        checks.current = loaded
      },
      // Without the checks the server's own answer shows the same messages; the next focus tries again.
      () => {
        checksRequested.current = false
      },
    )
  }

  // A fresh key per submission attempt; made in the browser, so the server render has none.
  useEffect(() => setIdempotencyKey(crypto.randomUUID()), [])

  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return
    handled.current = answer
    if (answer.status === 400 && answer.body.fields) {
      setRefusals((count) => count + 1)
      onInvalidRef.current?.(answer.body.fields)
      return
    }
    if (answer.status < 300) {
      formRef.current?.reset()
      setIdempotencyKey(crypto.randomUUID())
      setAccepted(acceptedFrom(answer))
    }
    onAnswerRef.current(answer)
  }, [fetcher.state, fetcher.data])

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])

  const noScriptAnswer = pageAnswer?.form === kind ? pageAnswer : undefined
  const answer = fetcher.data ?? noScriptAnswer
  const serverErrors = answer && answer.status === 400 && answer !== checkedSince ? (answer.body.fields ?? {}) : {}
  const errors = { ...serverErrors, ...clientErrors }
  const values = noScriptAnswer?.values ?? {}

  /**
   * Checks the form in the browser first; returns false (and shows the errors) when it is not ready. In the
   * moment before the checks have arrived, the form goes to the server, which answers with the same messages.
   */
  function validate(form: HTMLFormElement) {
    if (!checks.current) return { ok: true, errors: {} as FieldErrors }
    const result = checks.current.safeParse(formValues(new FormData(form)))
    const errors = result.success ? {} : fieldErrors(result.error)
    setClientErrors(errors)
    setCheckedSince(answer ?? null)
    if (!result.success) {
      setRefusals((count) => count + 1)
      onInvalidRef.current?.(errors)
    }
    return { ok: result.success, errors }
  }

  /** A form's onSubmit: the browser's checks stop a submission they refuse, with the errors shown. */
  function checkBeforeSending(event: React.FormEvent<HTMLFormElement>) {
    if (!validate(event.currentTarget).ok) event.preventDefault()
  }

  // Without JavaScript the page comes back with the first field to correct focused (in the order the
  // fields are drawn, which is the order of the calls to field() below).
  const refusedWithoutScript = noScriptAnswer?.status === 400
  let focusTaken = false
  function autoFocusIf(hasError: boolean) {
    if (!refusedWithoutScript || !hasError || focusTaken) return undefined
    focusTaken = true
    return true
  }

  return {
    fetcher,
    idempotencyKey,
    submitting: fetcher.state !== 'idle',
    errors,
    validate,
    /**
     * Spread on the <form>: a post that the browser's checks stop when they refuse it (with the errors shown),
     * cleared after success; the checks are fetched when the visitor first focuses or presses inside it.
     */
    formProps: {
      ref: formRef,
      method: 'post',
      noValidate: true,
      onSubmit: checkBeforeSending,
      onFocus: loadChecks,
      onPointerDown: loadChecks,
    } as const,
    /** A field: its name, whether it is required, what was typed before a refused post without JavaScript, and its error. */
    field: (name: string, { required = true } = {}) => ({
      name,
      required,
      defaultValue: values[name],
      error: errors[name],
      autoFocus: autoFocusIf(Boolean(errors[name])),
    }),
    /** For a field drawn without field(): whether it takes focus on a page refused without JavaScript. */
    autoFocusIf,
    /** The answer to show on the page when the form was posted without JavaScript. */
    noScriptAnswer: fetcher.data ? undefined : noScriptAnswer,
    /** The stored lead, once the form has been accepted (with or without JavaScript): the success panel's facts. */
    accepted:
      accepted ??
      (noScriptAnswer && noScriptAnswer.status < 300 && !fetcher.data ? acceptedFrom(noScriptAnswer) : null),
    /** What the visitor typed before a refused post without JavaScript. */
    values,
    /** How many fields the last refused submission named, and which attempt it was (to announce each one). */
    refused: { fields: Object.keys(errors).length, attempt: refusals },
  }
}
