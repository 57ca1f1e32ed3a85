import { useEffect, useRef, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import { toast } from '~/components/ui/toast'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '~/forms/constants'
import type { LeadActionData } from '../action.server'
import { type NewsletterMessages, kind, newsletterFailureToast } from './messages'

type Outcome = { tone: 'success' | 'error'; title: string; description: string }

/** What the visitor is told of the server's answer, with JavaScript (a toast) and without (a notice). */
function outcomeOf(answer: LeadActionData, messages: NewsletterMessages): Outcome {
  if (answer.status < 300) return { tone: 'success', ...messages.success }
  if (answer.status === 400) {
    return {
      tone: 'error',
      title: answer.body.fields?.email ?? messages.failureTitle,
      description: messages.failureDescription,
    }
  }
  const error = answer.status === 409 ? answer.body.error : messages.sendFailedError
  return { tone: 'error', ...newsletterFailureToast(error, messages) }
}

/**
 * The newsletter sign-up, posted to the page's own action: idle, loading (button disabled with a spinner),
 * then a success or error toast and idle again, a success also shown under the form until the visitor moves
 * on. Without JavaScript the page comes back with the answer shown under the form. Its words come from the page
 * (`newsletterMessages`).
 */
export function NewsletterForm({ messages }: { messages: NewsletterMessages }) {
  const fetcher = useFetcher<LeadActionData>()
  const pageAnswer = useActionData() as LeadActionData | undefined
  const [email, setEmail] = useState('')
  const [idempotencyKey, setIdempotencyKey] = useState('')
  const handled = useRef<LeadActionData | null>(null)
  const loading = fetcher.state !== 'idle'
  const pageOutcome = pageAnswer?.form === kind ? outcomeOf(pageAnswer, messages) : null
  // A sign-up's success stays under the form after its toast has gone, until the visitor moves on.
  const fetchedOutcome = fetcher.data ? outcomeOf(fetcher.data, messages) : null
  const shown = pageOutcome ?? (fetchedOutcome?.tone === 'success' ? fetchedOutcome : null)

  // A fresh key per submission attempt; made in the browser, so the server render has none.
  useEffect(() => setIdempotencyKey(crypto.randomUUID()), [])

  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return
    handled.current = answer
    const outcome = outcomeOf(answer, messages)
    if (outcome.tone === 'success') {
      setEmail('')
      setIdempotencyKey(crypto.randomUUID())
      toast.success(outcome.title, { description: outcome.description })
    } else {
      toast.error(outcome.title, { description: outcome.description })
    }
  }, [fetcher.state, fetcher.data, messages])

  return (
    <div className="w-full max-w-md">
      <fetcher.Form method="post" className="relative">
        <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="newsletter-website">Leave this field empty</label>
          <input id="newsletter-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {idempotencyKey ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} /> : null}
        <label htmlFor="newsletter-email" className="mb-2 block text-sm font-medium">
          Email address
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="block min-h-11 w-full flex-1 rounded-full border border-ink-line bg-ink px-5 py-2.5 text-paper placeholder:text-muted"
          />
          <button type="submit" className="button-primary" disabled={loading}>
            {loading ? (
              <span
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                aria-hidden="true"
              />
            ) : null}
            Subscribe
          </button>
        </div>
      </fetcher.Form>
      {shown ? (
        <div
          role={shown.tone === 'error' ? 'alert' : 'status'}
          className={`mt-3 rounded-2xl border p-4 text-left ${shown.tone === 'success' ? 'border-emerald-400/50 bg-emerald-400/10' : 'border-red-400/50 bg-red-400/10'}`}
        >
          <p className="font-semibold">{shown.title}</p>
          <p className="mt-1 text-sm text-paper/90">{shown.description}</p>
        </div>
      ) : null}
    </div>
  )
}
