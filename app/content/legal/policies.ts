// The site's policies: their titles, descriptions and the date each text last changed. The texts themselves are
// Markdown files beside this module, rendered on the server (policies.server.ts).
import { site } from '../site'

export type PolicyId = 'privacy' | 'terms' | 'cookies'

export type Policy = {
  id: PolicyId
  title: string
  description: string
  /** The day the text last changed (YYYY-MM-DD). Change it whenever the text changes, and only then. */
  lastUpdated: string
}

export const policies: Record<PolicyId, Policy> = {
  privacy: {
    id: 'privacy',
    title: 'Privacy Policy',
    description: `How ${site.company} collects, uses, keeps and protects the personal data you share with ${site.brand}, and how to use your rights under India's data protection law.`,
    lastUpdated: '2026-11-21',
  },
  terms: {
    id: 'terms',
    title: 'Terms of Service',
    description: `The terms that apply when you use the ${site.brand} website and app and book our reel-makers: bookings, payments, cancellations and who owns your reels.`,
    lastUpdated: '2026-11-21',
  },
  cookies: {
    id: 'cookies',
    title: 'Cookie Policy',
    description: `What cookies are, which ones the ${site.brand} website uses and why, and how to manage them in Chrome, Firefox and Safari.`,
    lastUpdated: '2026-11-23',
  },
}

/** '2026-11-21' → '21 November 2026'. */
export function formatPolicyDate(isoDate: string) {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/** The box on the cookie policy that lets a visitor answer the cookie question again. */
export const cookieChoice = {
  heading: 'Your cookie choice',
  text: 'Clear the choice stored in this browser and see the cookie banner again.',
  button: 'Change my cookie choice',
}
