import { consentKey } from '~/components/layout/cookie-banner'

/** Forgets the visitor's cookie choice and reloads, so the cookie banner asks again. */
export function CookieChoiceReset({ label }: { label: string }) {
  function reset() {
    try {
      window.localStorage.removeItem(consentKey)
    } catch {
      // Storage blocked: there is no stored choice to forget.
    }
    window.location.reload()
  }
  return (
    <button type="button" className="button-secondary" onClick={reset}>
      {label}
    </button>
  )
}
