// What the service does for customers and creators: the feature tiles, booking, wallet and partner promises.
// The home page and the Features page both show them, so each is written once, here.
import { type Claims, walletWords } from './capabilities'
import type { FigureWords } from './figures'
import { deliveryClaim, iphoneRequirement, promises, shotOn } from './promises'

/** Names of the icons the feature components know how to draw (see components/sections/feature-icon.tsx). */
export type FeatureIconName =
  | 'users'
  | 'smartphone'
  | 'calendar'
  | 'zap'
  | 'shield'
  | 'monitor'
  | 'badge-check'
  | 'image'
  | 'arrow-right-left'
  | 'key'
  | 'timer'
  | 'brain'
  | 'workflow'

export type FeatureImage = { src: string; width: number; height: number; alt: string }

export type FeatureTile = {
  id: string
  title: string
  description: string
  icon: FeatureIconName
  image: FeatureImage
}

export type FeatureItem = { title: string; description: string; icon: FeatureIconName }

export type FeatureGroup = {
  id: string
  title: string
  description: string
  icon: FeatureIconName
  items: { title: string; description: string }[]
}

function tileImage(name: string, alt: string): FeatureImage {
  return { src: `/images/features/${name}.svg`, width: 480, height: 300, alt }
}

/** The six feature tiles: the home page's features grid, and with their pictures on the Features page. */
/** The feature tiles, quoting the figures as the business saved them. */
export const featureTilesOf = (figures: FigureWords, { said }: Claims): FeatureTile[] => [
  {
    id: 'book-reel-makers',
    title: 'Book Professional Reel-Makers',
    description: `Choose from ${figures.reelMakers} vetted reel-makers for weddings, corporate events, quick events, brand shoots and personal shoots.`,
    icon: 'users',
    image: tileImage('book-reel-makers', 'Three reel-maker profile cards with ratings, one of them selected'),
  },
  {
    id: 'latest-iphones',
    title: 'Shot on iPhone 13 or Newer',
    description: `Every reel is ${shotOn}, with stabilisers, mics and lights when the moment needs them.`,
    icon: 'smartphone',
    image: tileImage('latest-iphones', 'An iPhone recording a vertical video, with its camera lenses in focus'),
  },
  {
    id: 'easy-scheduling',
    title: 'Easy Scheduling',
    description:
      'Pick the date, time and place that suit you; our team confirms your reel-maker by phone or WhatsApp within 24 hours.',
    icon: 'calendar',
    image: tileImage('easy-scheduling', 'A calendar with a date picked and a time slot confirmed'),
  },
  {
    id: 'fast-delivery',
    title: 'Fast Delivery',
    description: `${deliveryClaim}, edited and ready to post while your guests are still there.`,
    icon: 'zap',
    image: tileImage('fast-delivery', 'A finished reel arriving on a phone with a ten-minute timer'),
  },
  {
    id: 'secure-payments',
    title: said('onlinePayment', 'paymentsTileTitle'),
    description: said('onlinePayment', 'paymentsTile'),
    icon: 'shield',
    image: tileImage('secure-payments', 'A payment card behind a shield with a lock'),
  },
  {
    id: 'web-and-mobile',
    title: 'Web and Mobile',
    description: said('app', 'webAndMobile'),
    icon: 'monitor',
    image: tileImage('web-and-mobile', 'A laptop and a phone showing the same booking'),
  },
]

/** How a booking works: the booking section's two cards. */
/** The booking features, quoting the figures as the business saved them. */
export const bookingFeaturesOf = (figures: FigureWords, { said }: Claims): FeatureGroup[] => [
  {
    id: 'smart-scheduling',
    title: 'Smart Scheduling',
    description: 'Book a reel-maker for the moment that matters, wherever it happens.',
    icon: 'calendar',
    items: [
      {
        title: 'Flexible Timing',
        description: 'Choose any date and start time, and book for an hour, half a day or the whole event.',
      },
      {
        title: 'Location Selection',
        description: 'Tell us the venue, home or office and the reel-maker comes to you.',
      },
      { title: said('app', 'confirmationTitle'), description: said('app', 'confirmation') },
    ],
  },
  {
    id: 'verified-partners',
    title: 'Verified Partners',
    description: 'Only creators we have checked, met and seen at work join the network.',
    icon: 'badge-check',
    items: [
      {
        title: 'Background Checked',
        description: 'Identity and background verified before a creator takes a booking.',
      },
      {
        title: 'Portfolio Verified',
        description: 'Every creator’s past work is reviewed by our team, not just uploaded.',
      },
      {
        title: 'Quality Assured',
        description: `Customers rate every shoot, ${figures.rating} on average, and those ratings keep the standard high.`,
      },
    ],
  },
]

/** The wallet: the wallet section's two cards, and what the wallet does, step by step. */
export const walletFeaturesOf = ({ said }: Claims): FeatureItem[] => [
  { title: walletWords.security, description: said('wallet', 'security'), icon: 'shield' },
  { title: walletWords.transfers, description: said('wallet', 'transfers'), icon: 'arrow-right-left' },
]

export const walletSteps = walletWords.steps

/** What a customer can count on from every partner: the partner-benefit cards. */
export const partnerBenefitsOf = ({ said }: Claims): FeatureItem[] => [
  {
    title: 'On-Time Arrival',
    description:
      'Your reel-maker arrives ready to shoot before the moment you booked them for, and we follow every booking until they check in.',
    icon: 'timer',
  },
  { title: said('app', 'arrivalCheckTitle'), description: said('app', 'arrivalCheck'), icon: 'key' },
  {
    title: 'Vetted Creators',
    description:
      'Every reel-maker is background checked and their portfolio reviewed before their first booking, then rated after every shoot.',
    icon: 'badge-check',
  },
]

/** The app download page. */
export const appPageOf = ({ said, stillToCome }: Claims) => ({
  headline: 'Create Content With Ease',
  subtitle: 'Your Vision, Our Expertise',
  text: 'Our reel creators come to shoot and edit your reels, delivering a seamless and professional experience directly to you.',
  bullets: [
    {
      title: 'On-Demand Reel Creation',
      description: 'A reel-maker at your event, shop or home whenever you need one.',
      icon: 'smartphone',
    },
    {
      title: 'Effortless Booking',
      description: `Pick a time and place in a few taps; we confirm by phone or WhatsApp within 24 hours. ${stillToCome.sentence}`,
      icon: 'calendar',
    },
    {
      title: 'Quality Assurance',
      description: 'Vetted creators, reviewed portfolios and ratings after every shoot.',
      icon: 'badge-check',
    },
  ] satisfies FeatureItem[],
  screenshot: {
    src: '/images/app/app-screenshot.svg',
    width: 420,
    height: 860,
    alt: said('app', 'screenshotAlt'),
  },
  platforms: said('app', 'platforms'),
})

/** The Features page's headings and words around the features above. */
export const featuresPageOf = ({ said }: Claims) => ({
  intro: {
    eyebrow: 'Features',
    title: 'Everything You Need to Book a Reel-Maker',
    lead: `Easy scheduling, verified reel-makers on an ${iphoneRequirement}, reels delivered about ${promises.deliveryMinutes} minutes after the shoot and upfront prices, ${said('onlinePayment', 'featuresLead')}.`,
  },
  tiles: {
    title: 'Built for the moments that matter',
    text: 'From the first tap to the finished reel, every step is designed to be quick, safe and simple.',
  },
  booking: {
    title: 'Booking that fits your day',
    text: 'Schedule a verified reel-maker for the time and place you choose, and know exactly who is coming.',
  },
  wallet: {
    title: said('wallet', 'featuresTitle'),
    text: said('wallet', 'features'),
  },
  partners: {
    title: 'Partner promises',
    text: 'What you can count on from every reel-maker who arrives at your event.',
  },
  cta: {
    title: 'Ready when you are',
    text: said('app', 'featuresCta'),
    pricing: { to: '/pricing', label: 'See pricing' },
    app: { to: '/app', label: said('app', 'featuresCtaLink') },
  },
})
