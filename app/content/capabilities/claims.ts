import type { BusinessFacts } from '../business-schema'
import { figureWords } from '../figures'
import { promises } from '../promises'

// Every claim the site makes of what exists, in both of its states: the words `claimsOf` (./index.ts) picks from
// for the facts as they stand.

export type Capability = keyof BusinessFacts['capabilities'] | 'pressCoverage'

/** A claim in both states. The coming wording must not contain the live one, or no test could tell them apart. */
export type Claim = { live: string; coming: string }

const within = `within ${promises.responseTime.replace('-hour', ' hours')}`

/** Every claim in both of its states, in the brand's name and with the reel-makers figure as they stand. */
export function claimWordsOf(facts: Pick<BusinessFacts, 'brand' | 'figures'>) {
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
