import type { BusinessFacts } from '../business-schema'
import { type Capability, type Claim, type ClaimWords, claimWordsOf } from './claims'
import { type StillToCome, stillToComeOf } from './still-to-come'

export type { StillToCome }
export { type Capability, type ClaimWords, claimWordsOf }

// Everything the site says about what exists: the app and its stores, online payment, the wallet, one-time
// passwords, automatic confirmation and press coverage. Pages, dialogs, policies, mails, meta descriptions and
// picture texts take these words from this folder and nowhere else (./capabilities.test.ts reads every text
// source and fails on such words anywhere else), so a capability that is not live is never spoken of as if it
// were, and two pages cannot tell it two ways. What is live, and what is still to come, is the business's word in
// its facts as saved (`capabilities`, `stores` and `coverage`): a loader, a mail or a policy reads them and asks
// `claimsOf(facts)` what to say.
//
// One-time passwords and automatic confirmation come with the app: the app is what gives a booking its password
// and confirms a booking made in it. Until the app is live, the team confirms every booking by phone or WhatsApp
// and tells the customer who their reel-maker is. Press coverage is live once the business has confirmed a story
// another publication wrote about us.

/** The facts the claims read: what is live, the stores, the stories, and the brand and figure they name. */
export type ClaimFacts = Pick<BusinessFacts, 'brand' | 'capabilities' | 'stores' | 'coverage' | 'figures'>

/** Words the site says only while a capability is live, and leaves out, with what they belong to, until then. */
export const liveOnlyWords = {
  pressCoverage: { strip: 'As featured in' },
} satisfies Partial<Record<Capability, Record<string, string>>>

/**
 * What the patent application claims. They are the invention's, the same whatever is live today, and say what
 * the application claims rather than what the site does.
 */
export const inventionClaims = {
  booking: {
    title: 'Automated scheduling and booking',
    description:
      'A way to book the matched creator for the requested date, time and place without manual back-and-forth.',
  },
  payment: {
    title: 'Secure payment processing',
    description:
      'A way to hold the customer’s payment safely and release it to the creator once the service is complete.',
  },
}

/**
 * The wallet's two cards and what it does, step by step (the spec's names): the headings and descriptions around
 * them say whether it is live.
 */
export const walletWords = {
  security: 'Secure Transactions',
  transfers: 'Instant Transfers',
  steps: ['Add funds', 'Track expenses', 'Pay for shoots', 'Transfers to creators after service completion'],
}

/** The name of the "Get the App" button and dialog (the spec's): what the dialog says follows the app's state. */
export const appDialogName = 'Get the App'

/** Where the dialog sends a visitor while the app is coming: the waitlist, which tells them when it opens. */
export const waitlistLink = { to: '/waitlist', label: 'Join the Waitlist' }

export type StoreListing = { id: 'appStore' | 'googlePlay'; name: string; caption: string; href: string }

/** What the site says of what exists, for the facts as they stand. */
export function claimsOf(facts: ClaimFacts) {
  const words = claimWordsOf(facts)
  /** Whether a capability is open today: the business's word for each, and for press coverage, a confirmed story. */
  const isLive = (capability: Capability) =>
    capability === 'pressCoverage'
      ? facts.coverage.some((story) => story.confirmed)
      : facts.capabilities[capability].live
  return {
    isLive,
    /** What the site says of a capability where it names `claim`, in the words of its present state. */
    said<C extends Capability>(capability: C, claim: keyof ClaimWords[C]): string {
      const both = words[capability][claim] as Claim
      return isLive(capability) ? both.live : both.coming
    },
    /** Words of `liveOnlyWords` while their capability is live; nothing until then. */
    saidWhenLive<C extends keyof typeof liveOnlyWords>(capability: C, name: keyof (typeof liveOnlyWords)[C]) {
      const all: Record<PropertyKey, string> = liveOnlyWords[capability]
      return isLive(capability) ? all[name] : null
    },
    /** The app's own pages on the App Store and Google Play while the app is live; no store link until then. */
    storeListings(): StoreListing[] {
      if (!isLive('app')) return []
      return [
        { id: 'appStore', name: 'App Store', caption: 'Download on the', href: facts.stores.appStore.url },
        { id: 'googlePlay', name: 'Google Play', caption: 'Get it on', href: facts.stores.googlePlay.url },
      ]
    },
    /** What is still to come of online payment and the app, said as a whole. */
    stillToCome: stillToComeOf(facts.capabilities, facts.brand.name),
  }
}

export type Claims = ReturnType<typeof claimsOf>
