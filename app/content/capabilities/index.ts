import type { BusinessFacts } from '../business-schema'
import { figureWords } from '../figures'
import { promises } from '../promises'
import { type StillToCome, stillToComeOf } from './still-to-come'

export type { StillToCome }

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

export type Capability = keyof BusinessFacts['capabilities'] | 'pressCoverage'

/** The facts the claims read: what is live, the stores, the stories, and the brand and figure they name. */
export type ClaimFacts = Pick<BusinessFacts, 'brand' | 'capabilities' | 'stores' | 'coverage' | 'figures'>

/** A claim in both states. The coming wording must not contain the live one, or no test could tell them apart. */
type Claim = { live: string; coming: string }

const within = `within ${promises.responseTime.replace('-hour', ' hours')}`

/** Every claim in both of its states, in the brand's name and with the reel-makers figure as they stand. */
export function claimWordsOf(facts: Pick<ClaimFacts, 'brand' | 'figures'>) {
  const brand = facts.brand.name
  const reelMakers = figureWords(facts.figures).reelMakers
  return {
    app: {
      dialog: {
        live: `Book reel-makers, track your shoot and pay from your phone. ${brand} is on iOS and Android.`,
        coming: `Our app for iOS and Android is coming soon: book reel-makers, track your shoot and pay from your phone. Until then, book here and our team confirms by phone or WhatsApp.`,
      },
      platforms: { live: 'On iOS and Android', coming: 'Coming soon to iOS and Android' },
      pageDescription: {
        live: 'Get the app on iOS and Android.',
        coming: 'Our app for iOS and Android is coming soon; until then, book on this site.',
      },
      screenshotAlt: {
        live: `The ${brand} app home screen: a Book Now banner, a confirmed upcoming shoot with its reel-maker, and the latest delivered reels`,
        coming: `A design of the ${brand} app’s home screen, coming soon: a Book Now banner, an upcoming shoot with its reel-maker, and the latest delivered reels`,
      },
      webAndMobile: {
        live: 'Book, track your shoot and download your reels from any browser or from our app on iOS and Android.',
        coming:
          'Book from any browser, on a computer or a phone. Our app for iOS and Android, to track your shoot and download your reels, is coming soon.',
      },
      featuresCta: {
        live: 'See the plans and packages, or get the app to book on the go.',
        coming: 'See the plans and packages and book here; our app is coming soon.',
      },
      featuresCtaLink: { live: 'Download the App', coming: 'About Our App' },
      confirmationTitle: { live: 'Instant Confirmation', coming: 'Confirmed by Our Team' },
      confirmation: {
        live: `A booking made in our app is confirmed at once; a request sent here gets a reference at once, and our team confirms it by phone or WhatsApp ${within}.`,
        coming: `Your request gets a reference at once; our team confirms it by phone or WhatsApp ${within}.`,
      },
      arrivalCheckTitle: { live: 'One-Time-Password Booking Check', coming: 'Know Who Is Coming' },
      arrivalCheck: {
        live: 'Share the one-time password from your booking in our app when your reel-maker arrives, so you know the right person is at your event.',
        coming:
          'When our team confirms your booking, it tells you your reel-maker’s name, so you know the right person is at your event.',
      },
      homeTrust: {
        live: `${reelMakers} reel-makers, every one of them vetted, on time and checked in with a one-time password.`,
        coming: `${reelMakers} reel-makers, every one of them vetted and on time, and named to you when our team confirms your booking.`,
      },
      storyBooking: {
        live: 'Book one for a wedding, a corporate event, a birthday, a store opening or a brand or personal shoot. Choose the time and place, see the price before you book, and confirm your reel-maker’s arrival with a one-time password.',
        coming:
          'Book one for a wedding, a corporate event, a birthday, a store opening or a brand or personal shoot. Choose the time and place and see the price before you book; our team confirms your booking and tells you who is coming.',
      },
      storyTrust: {
        live: 'Vetted creators, on-time arrival checked with a one-time password, upfront prices and bookings confirmed in our app, at every event.',
        coming:
          'Vetted creators, on-time arrival, upfront prices and a booking our team confirms with you, at every event.',
      },
      patentSecurity: {
        live: 'Verified identities and one-time-password check-ins.',
        coming: 'Verified identities and background checks; one-time-password check-ins come with our app.',
      },
      patentAutomation: {
        live: 'A booking made in our app is confirmed at once, and reminders and delivery run without anyone chasing them.',
        coming:
          'Built to confirm, remind and deliver on its own. Until our app is live, our team confirms each booking by phone or WhatsApp.',
      },
      termsScope: { live: 'this website or our app', coming: 'this website' },
      termsRequest: { live: 'our website, app, phone or e-mail', coming: 'our website, phone or e-mail' },
      termsSoftware: { live: 'this website and our app', coming: 'this website' },
      termsOnTheDay: {
        live: 'Our app gives you a one-time password (OTP) for your booking: share it with your reel-maker when they arrive, so you know the right person has arrived.',
        coming:
          'When we confirm your booking, we tell you the name of your reel-maker, so you know the right person has arrived.',
      },
      privacyScope: { live: 'this website, our app or our services', coming: 'this website or our services' },
    },
    onlinePayment: {
      terms: {
        live: 'Payments are made online in our app or on this site, by bank transfer or through a payment processor. We do not store card or bank details.',
        coming:
          'Online payment in our app and on this site is coming soon. Until then you pay by bank transfer, as our team tells you when it confirms your booking. We do not store card or bank details.',
      },
      featuresLead: {
        live: 'with secure online payment and our app',
        coming: 'with secure online payment and the app coming soon',
      },
      paymentsTileTitle: { live: 'Secure Payments, Transparent Pricing', coming: 'Transparent Pricing' },
      paymentsTile: {
        live: 'Upfront prices in rupees with GST shown separately, and payments protected from booking to delivery.',
        coming:
          'Upfront prices in rupees with GST shown separately. You pay by bank transfer once our team has confirmed your booking.',
      },
      privacyRecipient: {
        live: '**Payment processors**, when you pay for a booking: they receive the details needed to process the payment. We do not see or store your card or bank details.',
        coming:
          '**Our bank**, when you pay for a booking by bank transfer: it receives the payment with the name and account details your bank sends with it.',
      },
    },
    wallet: {
      features: {
        live: 'Add funds, track what you spend and pay for shoots in the app. Creators are paid from it after the service is complete.',
        coming:
          'Coming soon with the app: add funds, track what you spend and pay for shoots. Creators will be paid from it after the service is complete.',
      },
      featuresTitle: { live: 'A wallet for every shoot', coming: 'The wallet is on its way' },
      home: {
        live: 'Add funds, track expenses and pay for bookings. Creators are paid from the wallet after the service is complete, so your money moves only when the work is done.',
        coming:
          'Coming soon with the app: add funds, track expenses and pay for bookings. Creators will be paid from the wallet after the service is complete, so your money moves only when the work is done.',
      },
      homeEyebrow: { live: 'Wallet and payments', coming: 'Coming soon: the wallet' },
      homeTitle: { live: 'One wallet for every shoot', coming: 'The wallet is coming soon' },
      security: {
        live: 'Payments are encrypted and held safely until your shoot is complete, and every rupee is recorded in your wallet history.',
        coming:
          'With the wallet, payments will be encrypted and held safely until your shoot is complete, and every rupee recorded in your wallet history.',
      },
      transfers: {
        live: 'Creators are paid from the wallet as soon as the service is complete, so nobody waits.',
        coming: 'With the wallet, creators will be paid from it as soon as the service is complete, so nobody waits.',
      },
      partnerPay: {
        live: 'Transfers to your wallet once each shoot is complete, with upfront, transparent rates.',
        coming:
          'Paid by bank transfer once each shoot is complete, with upfront, transparent rates; transfers to your in-app wallet are coming soon.',
      },
      creatorMission: {
        live: 'Give talented reel-makers a steady stream of bookings, clear pricing and payment from the wallet as soon as the job is done.',
        coming:
          'Give talented reel-makers a steady stream of bookings, clear pricing and payment by bank transfer once each job is done.',
      },
    },
    pressCoverage: {
      pageDescription: {
        live: `News about ${brand}, our press coverage and the latest posts from our blog.`,
        coming: `News from ${brand}: our own announcements and the latest posts from our blog.`,
      },
      heroEyebrow: { live: 'Latest Coverage', coming: 'Press room' },
      heroTitle: { live: 'Featured in Leading Media', coming: `News from ${brand}` },
      heroLead: {
        live: `What the press says about ${brand}: funding, milestones and how we get reels to customers about ${promises.deliveryMinutes} minutes after the shoot.`,
        coming: `Our announcements: funding, milestones and how we get reels to customers about ${promises.deliveryMinutes} minutes after the shoot.`,
      },
      cardsHeading: { live: 'Press coverage', coming: 'Our announcements' },
      cardsLead: {
        live: `Stories other publications wrote about ${brand}, then our own announcements.`,
        coming: `No publication has written about ${brand} yet. Until one does, here are our own announcements.`,
      },
    },
  } satisfies Record<Capability, Record<string, Claim>>
}

export type ClaimWords = ReturnType<typeof claimWordsOf>

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
