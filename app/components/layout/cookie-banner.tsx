import { Link, useFetcher, useLocation } from 'react-router'
import { chromeIcons } from '~/components/ui/chrome-icons'
import type { Consent } from '~/server/consent.server'

type Props = {
  /** The choice the visitor's cookie holds, read on the server; null until they have answered. */
  stored: Consent | null
  analyticsScriptUrl: string | null
}

/**
 * Asks once for consent to optional cookies. The answer is a form posted to /consent, which keeps it in a
 * cookie and shows the page again without the banner; on a page that runs scripts it is sent in the background
 * instead, and the banner goes at once. Until the visitor allows them, no analytics script is loaded (and none
 * is when the operator configured none).
 *
 * The banner sits in the page's flow under the top bar, not over the page: it covers no field or button, and a
 * visitor can fill and send a form without answering it (docs/decisions/0016-nothing-covers-a-form.md).
 */
export function CookieConsent({ stored, analyticsScriptUrl }: Props) {
  const fetcher = useFetcher<{ choice: Consent }>({ key: 'cookie-consent' })
  const { pathname, search } = useLocation()
  const sent = fetcher.formData?.get('choice') ?? fetcher.data?.choice
  const consent = sent === 'true' || sent === 'false' ? sent : stored

  function choose(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    fetcher.submit({ choice: event.currentTarget.value }, { method: 'post', action: '/consent' })
  }

  // React puts the script in the page's head, in the server's HTML and when Allow is pressed on a page that runs
  // scripts alike.
  const analytics = consent === 'true' && analyticsScriptUrl ? <script async src={analyticsScriptUrl} /> : null
  if (consent !== null) return analytics

  return (
    <div className="border-b border-ink-line/70 px-3 py-3 sm:px-6 lg:pl-20">
      <section
        aria-label="Cookie consent"
        className="relative mx-auto max-w-3xl rounded-2xl border border-ink-line bg-ink-raised p-5"
      >
        <form method="post" action="/consent">
          <input type="hidden" name="back" value={pathname + search} />
          <button
            type="submit"
            name="choice"
            value="false"
            aria-label="Close"
            onClick={choose}
            className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-full text-muted hover:text-paper sm:hidden"
          >
            <chromeIcons.close />
          </button>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="pr-8 text-sm text-paper/90 sm:pr-0">
              We use essential cookies to run this site and, only if you allow it, analytics cookies to understand how
              it is used. Read our{' '}
              <Link to="/cookies" className="text-accent underline underline-offset-2">
                cookie policy
              </Link>
              .
            </p>
            <div className="flex shrink-0 gap-2">
              <button type="submit" name="choice" value="false" className="button-secondary" onClick={choose}>
                Reject
              </button>
              <button type="submit" name="choice" value="true" className="button-primary" onClick={choose}>
                Allow
              </button>
            </div>
          </div>
        </form>
      </section>
    </div>
  )
}
