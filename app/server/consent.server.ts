import { config } from './config.server'

// The visitor's answer to the cookie banner, kept in a first-party cookie that only the server reads: the page
// is then written with the banner, or with the analytics script, before it reaches the browser, and works the
// same without JavaScript.

export const consentCookieName = 'cookie-consent'

/** Allow stores true; Reject and the banner's close button store false (the spec's consent rules). */
export type Consent = 'true' | 'false'

// Asked again after a year, so an answer does not outlive the policy it was given under by much.
const consentLifetimeSeconds = 365 * 24 * 60 * 60

function isConsent(value: unknown): value is Consent {
  return value === 'true' || value === 'false'
}

/** The stored answer in a Cookie header, or null while the visitor has not answered (or sent nonsense). */
export function consentFrom(cookieHeader: string | null | undefined): Consent | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.trim().split('=')
    if (key === consentCookieName) return isConsent(value) ? value : null
  }
  return null
}

function cookie(value: string, maxAge: number) {
  const secure = config().SITE_URL.startsWith('https://')
  return [
    `${consentCookieName}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** What the banner and the cookie policy post: Allow or Reject. */
export function consentChoice(value: FormDataEntryValue | null): Consent | null {
  return isConsent(value) ? value : null
}

/** The Set-Cookie header that keeps an answer. */
export function consentCookie(choice: Consent) {
  return cookie(choice, consentLifetimeSeconds)
}
