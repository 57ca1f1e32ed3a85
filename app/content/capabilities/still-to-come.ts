import type { BusinessFacts } from '../business-schema'

// What is still to come of online payment and the app, which the waitlist and the coming-soon page wait for, said
// as a whole in each of the four states they can be in. Pages' scripts need these words (a booking's next step,
// the coming-soon page), so they are kept apart from the claims in ./index.ts: those scripts carry only this.

export type StillToCome = {
  /** For a booking's next step and the app page: 'Online payment and the app are coming soon.' */
  sentence: string
  /** The coming-soon page's heading, lead and description. */
  title: string
  lead: string
  /** What the waitlist's page and mail promise. */
  promise: string
  /** What the newest funding round builds, in its press release: 'online payment and the app, both coming soon'. */
  built: string
  /** How a booking is made and paid for until then, after `built`; empty once both are open. */
  untilThen: string
  /** The timeline's milestone of what is still to come; none once both have come. */
  milestone: { date: string; title: string; text: string } | null
}

const untilThen = 'Until then, a booking made here is a request our team confirms by phone or WhatsApp.'

const stillToComeWords = (brand: string): Record<'both' | 'onlinePayment' | 'app' | 'neither', StillToCome> => ({
  both: {
    sentence: 'Online payment and the app are coming soon.',
    title: 'Online Payment and the App Are Coming Soon',
    lead: 'Online payment and our app are almost here. Leave your e-mail and we will tell you the moment they open.',
    promise: `We'll write to you the moment online payment and the ${brand} app open.`,
    built: 'online payment and the app, both coming soon',
    untilThen,
    milestone: {
      date: 'Coming soon',
      title: 'Online payment and the app',
      text: `Pay for your shoot online and book, pay and track it in the app for iOS and Android. ${untilThen} Join the waitlist to hear first.`,
    },
  },
  onlinePayment: {
    sentence: 'Online payment is coming soon.',
    title: 'Online Payment Is Coming Soon',
    lead: 'Online payment is almost here. Leave your e-mail and we will tell you the moment it opens.',
    promise: `We'll write to you the moment online payment opens on ${brand}.`,
    built: 'online payment, coming soon, and the app, open now',
    untilThen: 'Until then, you pay by bank transfer once our team has confirmed your booking.',
    milestone: {
      date: 'Coming soon',
      title: 'Online payment',
      text: 'Pay for your shoot online, in the app or on this site. Until then, you pay by bank transfer once our team has confirmed your booking. Join the waitlist to hear first.',
    },
  },
  app: {
    sentence: 'The app is coming soon.',
    title: 'The App Is Coming Soon',
    lead: 'Our app is almost here. Leave your e-mail and we will tell you the moment it opens.',
    promise: `We'll write to you the moment the ${brand} app opens.`,
    built: 'online payment, open now, and the app, coming soon',
    untilThen,
    milestone: {
      date: 'Coming soon',
      title: 'The app',
      text: `Book, pay and track your shoot in the app for iOS and Android. ${untilThen} Join the waitlist to hear first.`,
    },
  },
  neither: {
    sentence: '',
    title: 'Online Payment and the App Are Here',
    lead: `Online payment and the ${brand} app are open: pay online and book, pay and track your shoot in the app.`,
    promise: `Online payment and the ${brand} app are open now.`,
    built: 'online payment and the app',
    untilThen: '',
    milestone: null,
  },
})

function awaited({ app, onlinePayment }: BusinessFacts['capabilities']) {
  if (onlinePayment.live) return app.live ? 'neither' : 'app'
  return app.live ? 'onlinePayment' : 'both'
}

/** What is still to come of online payment and the app, for the capabilities and the brand as they stand. */
export function stillToComeOf(open: BusinessFacts['capabilities'], brand: string): StillToCome {
  return stillToComeWords(brand)[awaited(open)]
}
