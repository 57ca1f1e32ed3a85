import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { chromeIcons } from '~/components/ui/chrome-icons'

export const consentKey = 'cookie-consent'

type Consent = 'true' | 'false' | null

/**
 * Runs in the page's head before the first paint: marks the document with the stored choice, so the banner
 * (which every page carries in its HTML) is shown only to visitors who have not chosen, without waiting for
 * the page's scripts. Without JavaScript the mark is never set and the banner, whose buttons would not
 * work, stays hidden. Only the server's HTML runs it (a script React adds in the browser never runs), so its
 * text is left out of the browser's bundle.
 */
export const consentScript = import.meta.env.SSR
  ? `(function(){var c;try{c=localStorage.getItem('${consentKey}')}catch(e){}document.documentElement.dataset.cookieConsent=c==='true'||c==='false'?c:'unset'})()`
  : ''

function readConsent(): Consent {
  try {
    const value = window.localStorage.getItem(consentKey)
    return value === 'true' || value === 'false' ? value : null
  } catch {
    return null
  }
}

/**
 * Asks once for consent to optional cookies and remembers the answer in the browser. Until the visitor
 * allows them, no analytics script is loaded (and none is when the operator configured none).
 */
export function CookieBanner({ analyticsScriptUrl }: { analyticsScriptUrl: string | null }) {
  const [consent, setConsent] = useState<Consent | 'unknown'>('unknown')

  useEffect(() => setConsent(readConsent()), [])

  useEffect(() => {
    if (consent !== 'true' || !analyticsScriptUrl) return
    if (document.querySelector(`script[src="${CSS.escape(analyticsScriptUrl)}"]`)) return
    const script = document.createElement('script')
    script.src = analyticsScriptUrl
    script.defer = true
    document.head.append(script)
  }, [consent, analyticsScriptUrl])

  function choose(value: 'true' | 'false') {
    try {
      window.localStorage.setItem(consentKey, value)
    } catch {
      // Storage may be blocked; the choice still holds for this visit.
    }
    document.documentElement.dataset.cookieConsent = value
    setConsent(value)
  }

  // Until the stored choice is read, the banner rendered on the server stays; the head script hides it
  // from visitors who have chosen.
  if (consent === 'true' || consent === 'false') return null

  return (
    <section
      aria-label="Cookie consent"
      className="cookie-banner fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-ink-line bg-ink-raised p-5 shadow-2xl sm:inset-x-6"
    >
      <button
        type="button"
        aria-label="Close"
        onClick={() => choose('false')}
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
          <button type="button" className="button-secondary" onClick={() => choose('false')}>
            Reject
          </button>
          <button type="button" className="button-primary" onClick={() => choose('true')}>
            Allow
          </button>
        </div>
      </div>
    </section>
  )
}
