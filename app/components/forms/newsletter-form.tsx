import { useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { toast } from '~/components/ui/toast'
import { HONEYPOT_FIELD } from '~/forms/constants'
import { newsletterFailureToast, newsletterMessages } from '~/forms/newsletter-messages'

// Without JavaScript the form posts to /api/newsletter, which sends the visitor back here with the result.
const noScriptResults: Record<string, { tone: 'success' | 'error'; title: string; description: string }> = {
  subscribed: { tone: 'success', ...newsletterMessages.success },
  already: { tone: 'error', ...newsletterFailureToast(newsletterMessages.alreadySubscribedError) },
  invalid: { tone: 'error', title: 'Please enter a valid email address', description: newsletterMessages.failureDescription },
  limited: { tone: 'error', ...newsletterFailureToast(newsletterMessages.sendFailedError) },
  failed: { tone: 'error', ...newsletterFailureToast(newsletterMessages.sendFailedError) },
}

/**
 * The newsletter sign-up: idle, loading (button disabled with a spinner), then a success or error toast and
 * idle again; the toast is all that shows of success or error, so only loading is kept.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('')
  const [loading, setLoading] = useState(false)
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const noScriptResult = noScriptResults[searchParams.get('newsletter') ?? '']

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setLoading(true)
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ email, [HONEYPOT_FIELD]: new FormData(form).get(HONEYPOT_FIELD) }),
      })
      if (response.ok) {
        setEmail('')
        toast.success(newsletterMessages.success.title, { description: newsletterMessages.success.description })
      } else {
        const body = (await response.json().catch(() => ({}))) as { error?: string }
        const failure = newsletterFailureToast(
          response.status === 409 ? body.error : newsletterMessages.sendFailedError,
        )
        toast.error(failure.title, { description: failure.description })
      }
    } catch {
      const failure = newsletterFailureToast(undefined)
      toast.error(failure.title, { description: failure.description })
    } finally {
      setLoading(false)
    }
  }

  return (
    <div id="newsletter" className="w-full max-w-md scroll-mt-24">
      <form method="post" action="/api/newsletter" onSubmit={onSubmit} className="relative">
        <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="newsletter-website">Leave this field empty</label>
          <input id="newsletter-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <input type="hidden" name="returnTo" value={location.pathname} />
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
              <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
            ) : null}
            Subscribe
          </button>
        </div>
      </form>
      {noScriptResult ? (
        <div
          role={noScriptResult.tone === 'error' ? 'alert' : 'status'}
          className={`mt-3 rounded-2xl border p-4 text-left ${noScriptResult.tone === 'success' ? 'border-emerald-400/50 bg-emerald-400/10' : 'border-red-400/50 bg-red-400/10'}`}
        >
          <p className="font-semibold">{noScriptResult.title}</p>
          <p className="mt-1 text-sm text-paper/90">{noScriptResult.description}</p>
        </div>
      ) : null}
    </div>
  )
}
