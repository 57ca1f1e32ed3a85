import { capabilities } from './business'
import { site } from './site'

// What the site says about each capability in `capabilities` of app/content/business.ts, in both states: what
// it may say once the capability is live, and what it says until then. Pages, dialogs, policies and mails take
// their words from here through `said()`, so a capability that is not live is never spoken of as if it were;
// a test renders every page and mail and fails on a live claim about a capability that is not live.

export type Capability = keyof typeof capabilities

type Claim = { live: string; coming: string }

export const capabilityClaims = {
  app: {
    dialog: {
      live: `Book reel-makers, track your shoot and pay from your phone. ${site.brand} is on iOS and Android.`,
      coming: `Our app for iOS and Android is coming soon: book reel-makers, track your shoot and pay from your phone. Until then, book here and our team confirms by phone or WhatsApp.`,
    },
    platforms: { live: 'On iOS and Android', coming: 'Coming soon to iOS and Android' },
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
  },
  wallet: {
    features: {
      live: 'Add funds, track what you spend and pay for shoots in the app. Creators are paid from it after the service is complete.',
      coming:
        'Coming soon with the app: add funds, track what you spend and pay for shoots. Creators will be paid from it after the service is complete.',
    },
    home: {
      live: 'Add funds, track expenses and pay for bookings. Creators are paid from the wallet after the service is complete, so your money moves only when the work is done.',
      coming:
        'Coming soon with the app: add funds, track expenses and pay for bookings. Creators will be paid from the wallet after the service is complete, so your money moves only when the work is done.',
    },
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
  },
} satisfies { [C in Capability]: Record<string, Claim> }

/** Whether a capability is open today. */
export function isLive(capability: Capability) {
  return capabilities[capability].live
}

/** What the site says of a capability where it names `claim`, in the words of its present state. */
export function said<C extends Capability>(capability: C, claim: keyof (typeof capabilityClaims)[C]): string {
  const words = capabilityClaims[capability][claim] as Claim
  return isLive(capability) ? words.live : words.coming
}
