// The site's policies: their titles, descriptions and the date each text last changed. The texts themselves are
// Markdown files beside this module, rendered on the server (policies.server.ts).
import type { Site } from '../site-of'

export type PolicyId = 'privacy' | 'terms' | 'cookies'

export type Policy = {
  id: PolicyId
  title: string
  /** What search engines show of it, naming us as the business saved its names. */
  description: (site: Pick<Site, 'brand' | 'company'>) => string
  /** The day the text last changed (YYYY-MM-DD). Change it whenever the text changes, and only then. */
  lastUpdated: string
}

export const policies: Record<PolicyId, Policy> = {
  privacy: {
    id: 'privacy',
    title: 'Privacy Policy',
    description: (site) =>
      `How ${site.company} collects, uses, keeps and protects the personal data you share with ${site.brand}, and how to use your rights under India's data protection law.`,
    lastUpdated: '2026-11-28',
  },
  terms: {
    id: 'terms',
    title: 'Terms of Service',
    description: (site) =>
      `The terms that apply when you use ${site.brand} and book our reel-makers: bookings, payments, cancellations and who owns your reels.`,
    lastUpdated: '2026-11-27',
  },
  cookies: {
    id: 'cookies',
    title: 'Cookie Policy',
    description: (site) =>
      `What cookies are, which ones the ${site.brand} website uses and why, and how to manage them in Chrome, Firefox and Safari.`,
    lastUpdated: '2026-11-25',
  },
}

/** '2026-11-21' → '21 November 2026'. */
export function formatPolicyDate(isoDate: string) {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/** The box on the cookie policy that shows the visitor's cookie choice and lets them change it. */
export const cookieChoice = {
  heading: 'Your cookie choice',
  current: {
    true: 'You have allowed analytics cookies in this browser.',
    false: 'You have rejected analytics cookies in this browser.',
    none: 'You have not chosen yet: only essential cookies are used until you do.',
  },
  text: 'You can change your choice here at any time.',
  allow: 'Allow',
  reject: 'Reject',
}

/** A line of the privacy policy's table of what the site collects: where a visitor gives data, and what. */
export type CollectedData = { where: string; what: string }
